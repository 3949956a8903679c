import { useQuery } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import { i18n } from '../../i18n/i18n.ts';
import { Link } from '@tanstack/react-router';
import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { errorCode } from '../../api/client.ts';
import { endUserMessage } from '../../lib/end-user-messages.ts';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { AuthCard } from '../auth/auth-card.tsx';
import { HostedProjectPage, type Hosted } from './hosted-context.tsx';

type Outcome = { kind: 'authorized' } | { kind: 'cancelled' } | { kind: 'error'; message: string } | null;

/**
 * /handler/cli-auth-confirm?project_id=…&login_code=… (wire-contract §9.9): a command-line tool
 * printed or opened this URL. A signed-in user confirms, and the tool's next poll gets a session of
 * its own for them. The user must click: a login link someone else sent must not sign their CLI in
 * as you by merely being opened.
 */
function CliConfirm({ hosted }: { hosted: Hosted }) {
  const { t } = useTranslation();
  const loginCode = hosted.search.login_code ?? '';
  const me = useQuery({ queryKey: ['hosted', hosted.projectId, 'me'], queryFn: () => hosted.app.getUser() });
  // Where the login stands and the code the CLI printed for it (`status` changes nothing): the user
  // compares the codes, and a reload after confirming shows the finished state, not "Authorize".
  const status = useQuery({
    queryKey: ['hosted', hosted.projectId, 'cli-status', loginCode],
    queryFn: async () => {
      const data = (await hosted.app.api.POST('/auth/cli/complete', { body: { login_code: loginCode, mode: 'status' } })).data;
      if (!data || !('login_state' in data)) throw new Error(i18n.t('cli.unexpected'));
      return data;
    },
    enabled: !!loginCode && !!me.data,
    retry: false,
  });
  const userCode = status.data?.user_code ?? null;
  const finished = status.data?.login_state === 'completed';
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const done = outcome?.kind === 'authorized' || finished;
  const name = hosted.project.display_name;

  const authorize = async () => {
    setBusy(true);
    try {
      const refreshToken = hosted.app.session.tokens.refreshToken;
      if (!refreshToken) throw new Error(i18n.t('cli.signedOut'));
      await hosted.app.api.POST('/auth/cli/complete', { body: { login_code: loginCode, refresh_token: refreshToken } });
      setOutcome({ kind: 'authorized' });
    } catch (e) {
      setOutcome({ kind: 'error', message: plainCliError(e) });
    } finally {
      setBusy(false);
    }
  };

  let body;
  if (!loginCode) {
    body = (
      <p role="alert" className="text-sm text-danger">
        {t('cli.noCode')}
      </p>
    );
  } else if (me.isPending) {
    body = <Skeleton className="h-24" />;
  } else if (me.isError || !me.data) {
    body = (
      <div className="flex flex-col gap-3">
        <p className="text-sm text-muted">{me.isError ? endUserMessage(me.error) : t('cli.signInFirst', { app: name })}</p>
        <Link to="/handler/sign-in" search={{ project_id: hosted.projectId, after_auth_return_to: window.location.pathname + window.location.search, ...(hosted.search.lang ? { lang: hosted.search.lang } : {}) }} className="text-sm font-medium text-accent hover:underline">
          {t('common.signIn')}
        </Link>
      </div>
    );
  } else if (status.isError && outcome?.kind !== 'authorized') {
    body = (
      <p role="alert" className="text-sm text-danger">
        {plainCliError(status.error)}
      </p>
    );
  } else if (done) {
    body = (
      <div role="status" className="flex flex-col items-center gap-2 py-2 text-center">
        <CircleCheck className="size-8 text-success" aria-hidden />
        <p className="text-sm font-medium">{t('cli.done')}</p>
        <p className="text-[13px] text-muted">
          {outcome?.kind === 'authorized' ? (
            <Trans i18nKey="cli.signedInAs" values={{ who: me.data.primary_email ?? me.data.display_name ?? '' }} components={{ b: <strong className="font-medium wrap-anywhere" /> }} />
          ) : (
            t('cli.alreadyConfirmed')
          )}
        </p>
      </div>
    );
  } else if (status.data?.login_state === 'expired') {
    body = (
      <p role="alert" className="text-sm text-danger">
        {t('cli.expired')}
      </p>
    );
  } else if (outcome?.kind === 'cancelled') {
    body = (
      <p role="status" className="text-sm text-muted">
        {t('cli.cancelled')}
      </p>
    );
  } else {
    body = (
      <div className="flex flex-col gap-4">
        <p className="text-sm">
          <Trans i18nKey="cli.asks" values={{ app: name, who: me.data.primary_email ?? me.data.display_name ?? t('cli.you') }} components={{ b: <strong className="font-medium wrap-anywhere" /> }} />
        </p>
        <div className="flex flex-col items-center gap-1 rounded-md border border-border py-3">
          {userCode ? (
            <strong data-testid="cli-user-code" className="font-mono text-2xl font-semibold tracking-[0.2em]">
              {userCode}
            </strong>
          ) : (
            <Skeleton className="h-8 w-40" />
          )}
          <span className="text-[13px] text-muted">{t('cli.checkCode')}</span>
        </div>
        {outcome?.kind === 'error' && (
          <p role="alert" className="text-[13px] text-danger">
            {outcome.message}
          </p>
        )}
        <div className="flex flex-col gap-2 sm:flex-row-reverse">
          <Button onClick={() => void authorize()} loading={busy} disabled={!userCode} className="sm:flex-1">
            {t('cli.authorize')}
          </Button>
          <Button variant="outline" onClick={() => setOutcome({ kind: 'cancelled' })} disabled={busy} className="sm:flex-1">
            {t('common.cancel')}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <AuthCard projectName={name} title={t('cli.title')}>
      {body}
    </AuthCard>
  );
}

/** End-user wording for the CLI login's refusals (the API's texts are written for developers). */
function plainCliError(e: unknown): string {
  const code = errorCode(e);
  if (code === 'CLI_AUTH_USED_ERROR') return i18n.t('cli.used');
  if (code === 'CLI_AUTH_EXPIRED_ERROR') return i18n.t('cli.expired');
  if (code === 'CLI_AUTH_ERROR') return i18n.t('cli.invalid');
  return endUserMessage(e);
}

export function CliAuthConfirmPage() {
  const { t } = useTranslation();
  return <HostedProjectPage title={t('cli.title')}>{(hosted) => <CliConfirm hosted={hosted} />}</HostedProjectPage>;
}
