import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useState, type FormEvent } from 'react';
import { KeyRound } from 'lucide-react';
import { endUserMessage } from '../../lib/end-user-messages.ts';
import { formatDate } from '../../i18n/i18n.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { TextField } from '../../components/ui/input.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { toast } from '../../components/ui/toast.tsx';
import type { Hosted } from './hosted-context.tsx';
import { passkeyErrorMessage } from './passkey-messages.ts';
import { PasskeyUnavailableNotice, usePasskeyBlock } from './passkey-unavailable.tsx';
import { withRecentSignIn } from './recent-sign-in.tsx';

interface PasskeyRow {
  id: string;
  name: string;
  created_at_millis: number;
  last_used_at_millis: number | null;
}

/**
 * The user's passkeys, one per device (issue 22 item 3): each with its name, when it was added and
 * last used; add another, rename one, remove one (after a confirmation). The server refuses to
 * remove the last way the user has to sign in and says so in plain words (shown as is). Shown
 * only when the project enables passkeys.
 */
export function AccountPasskeyCard({ hosted, queryKey }: { hosted: Hosted; queryKey: unknown[] }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const listKey = [...queryKey, 'passkeys'];
  const block = usePasskeyBlock();
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<PasskeyRow | null>(null);
  const [renaming, setRenaming] = useState<PasskeyRow | null>(null);
  const passkeys = useQuery({
    queryKey: listKey,
    queryFn: async () => (await hosted.app.api.GET('/passkeys', { params: { query: { user_id: 'me' } } })).data!.items as PasskeyRow[],
  });
  const refresh = () => Promise.all([client.invalidateQueries({ queryKey: listKey }), client.invalidateQueries({ queryKey, exact: true })]);
  const register = useMutation({
    mutationFn: () => withRecentSignIn(hosted.app, () => hosted.app.registerPasskey()),
    onMutate: () => setError(null),
    onSuccess: () => {
      toast({ title: t('passkeys.added'), description: t('passkeys.addedDescription'), variant: 'success' });
      void refresh();
    },
    onError: (e) => setError(passkeyErrorMessage(e, 'register')),
  });
  const remove = async (p: PasskeyRow) => {
    try {
      await withRecentSignIn(hosted.app, () => hosted.app.api.DELETE('/passkeys/{user_id}/{passkey_id}', { params: { path: { user_id: 'me', passkey_id: p.id } } }));
    } catch (e) {
      toast({ title: t('passkeys.removeFailed'), description: endUserMessage(e), variant: 'destructive' });
      return;
    }
    toast({ title: t('passkeys.removed'), description: p.name, variant: 'success' });
    await refresh();
  };
  const items = passkeys.data ?? [];
  return (
    <Card>
      <CardHeader title={t('passkeys.title')} description={t('passkeys.description')} />
      <CardBody className="flex flex-col gap-3">
        {block && <PasskeyUnavailableNotice localhostUrl={block.localhostUrl} />}
        {passkeys.isPending ? (
          <Skeleton className="h-12" />
        ) : passkeys.isError ? (
          <p role="alert" className="text-sm text-danger">
            {endUserMessage(passkeys.error)}
          </p>
        ) : items.length === 0 ? (
          <p className="text-sm text-muted">{t('passkeys.none')}</p>
        ) : (
          <ul className="divide-y divide-border" aria-label={t('passkeys.listLabel')}>
            {items.map((p) => (
              <li key={p.id} className="flex flex-col gap-2 py-2.5 sm:flex-row sm:items-center sm:justify-between sm:gap-3">
                <span className="flex min-w-0 flex-1 items-start gap-2.5">
                  <KeyRound aria-hidden className="mt-0.5 size-4 shrink-0 text-muted" />
                  <span className="min-w-0">
                    <span className="block truncate text-sm font-medium">{p.name}</span>
                    <span className="block text-xs text-muted">
                      {t('passkeys.addedAt', { date: formatDate(p.created_at_millis) })} · {p.last_used_at_millis ? t('passkeys.lastUsed', { date: formatDate(p.last_used_at_millis) }) : t('passkeys.neverUsed')}
                    </span>
                  </span>
                </span>
                <span className="flex shrink-0 gap-2 self-end sm:self-auto">
                  <Button variant="outline" size="sm" onClick={() => setRenaming(p)} aria-label={t('passkeys.renameLabel', { name: p.name })}>
                    {t('passkeys.rename')}
                  </Button>
                  <Button variant="outline" size="sm" onClick={() => setRemoving(p)} aria-label={t('passkeys.removeLabel', { name: p.name })}>
                    {t('common.remove')}
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
        <div className="flex justify-end">
          <Button variant={items.length ? 'outline' : 'primary'} loading={register.isPending} disabled={!!block} onClick={() => register.mutate()}>
            {t('passkeys.add')}
          </Button>
        </div>
        {error && (
          <p role="alert" className="text-[13px] text-danger">
            {error}
          </p>
        )}
        <ConfirmDialog
          open={!!removing}
          onOpenChange={(open) => !open && setRemoving(null)}
          title={t('passkeys.confirmRemoveTitle')}
          okButton={{ label: t('passkeys.confirmRemoveButton'), variant: 'danger', onClick: () => (removing ? remove(removing) : undefined) }}
        >
          {t('passkeys.confirmRemoveBody', { name: removing?.name ?? '', app: hosted.project.display_name })}
        </ConfirmDialog>
        {renaming && <RenameDialog hosted={hosted} passkey={renaming} onDone={() => setRenaming(null)} onRenamed={() => void refresh()} />}
      </CardBody>
    </Card>
  );
}

function RenameDialog({ hosted, passkey, onDone, onRenamed }: { hosted: Hosted; passkey: PasskeyRow; onDone: () => void; onRenamed: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(passkey.name);
  const save = useMutation({
    mutationFn: async () => hosted.app.api.PATCH('/passkeys/{user_id}/{passkey_id}', { params: { path: { user_id: 'me', passkey_id: passkey.id } }, body: { name: name.trim() } }),
    onSuccess: () => {
      onRenamed();
      onDone();
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onDone()}
      title={t('passkeys.renameTitle')}
      description={t('passkeys.renameDescription')}
      footer={
        <>
          <Button variant="outline" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form="rename-passkey" loading={save.isPending} disabled={!name.trim() || name.trim() === passkey.name}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      <form id="rename-passkey" onSubmit={submit}>
        <TextField label={t('passkeys.name')} autoFocus maxLength={64} value={name} onChange={(e) => setName(e.target.value)} error={save.isError ? endUserMessage(save.error) : null} />
      </form>
    </Dialog>
  );
}
