import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { apiBaseUrl } from '../../api/client.ts';
import { endUserMessage } from '../../lib/end-user-messages.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { isOAuthProvider, ProviderIcon, providerDisplayName } from '../../components/ui/oauth-buttons.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { hostedPath, type Hosted } from './hosted-context.tsx';
import { withRecentSignIn } from './recent-sign-in.tsx';

interface LinkRow {
  id: string;
  type: string;
  email?: string | null;
  allow_sign_in: boolean;
}

/**
 * The OAuth accounts linked to the user (issue 22 item 2): each can be removed (after a
 * confirmation; the server refuses the last way the user has to sign in and says so, shown as is),
 * and each provider the project offers can be connected, through the OAuth flow in "link" mode
 * that comes back to this page. Shown when the project offers a provider or the user has a link.
 */
export function AccountConnectedAccountsCard({ hosted, queryKey }: { hosted: Hosted; queryKey: unknown[] }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const listKey = [...queryKey, 'oauth-providers'];
  const [removing, setRemoving] = useState<LinkRow | null>(null);
  const [linkError, setLinkError] = useState<string | null>(null);
  const links = useQuery({
    queryKey: listKey,
    queryFn: async () => (await hosted.app.api.GET('/oauth-providers', { params: { query: { user_id: 'me' } } })).data!.items as LinkRow[],
  });
  const offered = hosted.project.config.enabled_oauth_providers.map((p) => p.id).filter(isOAuthProvider);
  const items = links.data ?? [];
  if (!offered.length && links.isSuccess && !items.length) return null;

  const connect = (provider: string) => {
    setLinkError(null);
    // The callback page comes back here once the provider account is linked.
    const back = new URLSearchParams({ project_id: hosted.projectId, after_auth_return_to: hostedPath(hosted.projectId, 'account-settings', hosted.search.lang), ...(hosted.search.lang ? { lang: hosted.search.lang } : {}) });
    hosted.app.signInWithOAuth({ provider, type: 'link', redirectUrl: `${apiBaseUrl()}/handler/oauth-callback?${back.toString()}` }).catch((e: unknown) => setLinkError(endUserMessage(e)));
  };
  const remove = async (link: LinkRow) => {
    try {
      await withRecentSignIn(hosted.app, () => hosted.app.api.DELETE('/oauth-providers/{user_id}/{provider_id}', { params: { path: { user_id: 'me', provider_id: link.id } } }));
    } catch (e) {
      toast({ title: t('connected.disconnectFailed', { provider: providerDisplayName(link.type) }), description: endUserMessage(e), variant: 'destructive' });
      return;
    }
    toast({ title: t('connected.disconnected', { provider: providerDisplayName(link.type) }), variant: 'success' });
    await Promise.all([client.invalidateQueries({ queryKey: listKey }), client.invalidateQueries({ queryKey, exact: true })]);
  };

  return (
    <Card>
      <CardHeader title={t('connected.title')} description={t('connected.description')} />
      <CardBody className="flex flex-col gap-3">
        {links.isPending ? (
          <Skeleton className="h-12" />
        ) : links.isError ? (
          <p role="alert" className="text-sm text-danger">
            {endUserMessage(links.error)}
          </p>
        ) : items.length === 0 ? (
          <p className="text-sm text-muted">{t('connected.none')}</p>
        ) : (
          <ul className="divide-y divide-border" aria-label={t('connected.listLabel')}>
            {items.map((l) => (
              <li key={l.id} className="flex flex-col gap-2 py-2.5 sm:flex-row sm:items-center sm:justify-between sm:gap-3">
                <span className="flex min-w-0 flex-1 items-center gap-2.5">
                  {isOAuthProvider(l.type) && <ProviderIcon provider={l.type} />}
                  <span className="min-w-0">
                    <span className="block text-sm font-medium">{providerDisplayName(l.type)}</span>
                    <span className="block truncate text-xs text-muted">{l.email ?? t('connected.noEmail')}{l.allow_sign_in ? '' : ` · ${t('connected.notForSignIn')}`}</span>
                  </span>
                </span>
                <Button variant="outline" size="sm" className="self-end sm:self-auto" onClick={() => setRemoving(l)} aria-label={t('connected.disconnectLabel', { provider: providerDisplayName(l.type) })}>
                  {t('connected.disconnect')}
                </Button>
              </li>
            ))}
          </ul>
        )}
        {offered.length > 0 && (
          <div className="flex flex-wrap justify-end gap-2">
            {offered.map((p) => (
              <Button key={p} variant="outline" onClick={() => connect(p)}>
                <ProviderIcon provider={p} />
                {t('connected.connect', { provider: providerDisplayName(p) })}
              </Button>
            ))}
          </div>
        )}
        {linkError && (
          <p role="alert" className="text-[13px] text-danger">
            {linkError}
          </p>
        )}
        <ConfirmDialog
          open={!!removing}
          onOpenChange={(open) => !open && setRemoving(null)}
          title={t('connected.confirmTitle', { provider: removing ? providerDisplayName(removing.type) : '' })}
          okButton={{ label: t('connected.disconnect'), variant: 'danger', onClick: () => (removing ? remove(removing) : undefined) }}
        >
          {t(removing?.email ? 'connected.confirmBodyEmail' : 'connected.confirmBody', { app: hosted.project.display_name, provider: removing ? providerDisplayName(removing.type) : '', email: removing?.email ?? '' })}
        </ConfirmDialog>
      </CardBody>
    </Card>
  );
}
