import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { endUserMessage } from '../../lib/end-user-messages.ts';
import { formatDate } from '../../i18n/i18n.ts';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { CopyField } from '../../components/ui/copy-field.tsx';
import { Field, TextField } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { ShownOnceWarning } from '../../components/ui/callout.tsx';
import { credentialStatus, StatusBadge } from '../../components/ui/status-badge.tsx';

/** What the panel needs of a key, user or team (both read shapes have these). */
export interface OwnedKey {
  id: string;
  description: string;
  created_at_millis: number;
  expires_at_millis?: number;
  manually_revoked_at_millis?: number;
  value: { last_four: string };
}

const DAY = 86_400_000;
const LIFETIMES = ['30', '90', '365', 'never'] as const;


/**
 * Create (secret shown once), list and revoke API keys of one owner: the signed-in user or one of
 * their teams. The caller supplies the owner's query and calls; this panel only shows and asks.
 */
export function OwnerApiKeysPanel({
  ownerLabel,
  keys,
  create,
  revoke,
  onChanged,
}: {
  /** Who owns the keys, for accessible names: 'your account', 'Rocket'. */
  ownerLabel: string;
  keys: UseQueryResult<OwnedKey[]>;
  create: (input: { description: string; expiresAtMillis: number | null }) => Promise<{ value: string }>;
  revoke: (id: string) => Promise<unknown>;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const lifetimes = LIFETIMES.map((value) => ({ value, label: t(`apiKeys.lifetime.${value}`) }));
  const [description, setDescription] = useState('');
  const [lifetime, setLifetime] = useState('90');
  const [secret, setSecret] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<OwnedKey | null>(null);
  const created = useMutation({
    mutationFn: () => create({ description: description.trim(), expiresAtMillis: lifetime === 'never' ? null : Date.now() + Number(lifetime) * DAY }),
    onSuccess: (key) => {
      setSecret(key.value);
      setDescription('');
      onChanged();
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    created.mutate();
  };
  const now = Date.now();
  return (
    <div className="flex flex-col gap-4">
      {secret ? (
        <div role="status" className="flex flex-col gap-3 rounded-md border border-border bg-subtle p-4">
          <CopyField label={t('apiKeys.newKey')} value={secret} />
          <ShownOnceWarning what="key">{t('apiKeys.keepSafe')}</ShownOnceWarning>
          <div className="flex justify-end">
            <Button variant="outline" size="sm" onClick={() => setSecret(null)}>
              {t('apiKeys.done')}
            </Button>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end" aria-label={t('apiKeys.createLabel', { owner: ownerLabel })}>
          <TextField className="flex-1" label={t('apiKeys.description')} placeholder={t('apiKeys.descriptionPlaceholder')} maxLength={256} value={description} onChange={(e) => setDescription(e.target.value)} error={created.isError ? endUserMessage(created.error) : null} />
          <Field label={t('apiKeys.expires')} className="sm:w-36">
            {(p) => <Select {...p} value={lifetime} onValueChange={setLifetime} options={lifetimes} />}
          </Field>
          <Button type="submit" loading={created.isPending} disabled={!description.trim()}>
            {t('apiKeys.create')}
          </Button>
        </form>
      )}
      {keys.isPending ? (
        <Skeleton className="h-12" />
      ) : keys.isError ? (
        <p role="alert" className="text-sm text-danger">
          {endUserMessage(keys.error)}
        </p>
      ) : keys.data.length === 0 ? (
        <p className="text-[13px] text-muted">{t('apiKeys.none', { owner: ownerLabel })}</p>
      ) : (
        <ul className="divide-y divide-border" aria-label={t('apiKeys.listLabel', { owner: ownerLabel })}>
          {keys.data.map((k) => {
            const s = credentialStatus(k, now);
            return (
              <li key={k.id} aria-label={k.description || t('apiKeys.key')} className="flex flex-wrap items-center justify-between gap-2 py-2.5 text-sm">
                <span className="min-w-0">
                  <span className="flex items-center gap-2">
                    <span className="truncate font-medium">{k.description || t('apiKeys.untitled')}</span>
                    <StatusBadge status={s} />
                  </span>
                  <span className="block text-xs text-muted">
                    <span className="font-mono">…{k.value.last_four}</span> · {t('apiKeys.createdAt', { date: formatDate(k.created_at_millis) })} · {k.expires_at_millis === undefined ? t('apiKeys.neverExpires') : t('apiKeys.expiresAt', { date: formatDate(k.expires_at_millis) })}
                  </span>
                </span>
                {s === 'active' && (
                  <Button variant="outline" size="sm" onClick={() => setRevoking(k)} aria-label={t('apiKeys.revokeLabel', { name: k.description || t('apiKeys.key') })}>
                    {t('apiKeys.revoke')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={!!revoking}
        onOpenChange={(o) => !o && setRevoking(null)}
        title={t('apiKeys.revokeTitle')}
        okButton={{
          label: t('apiKeys.revoke'),
          variant: 'danger',
          onClick: async () => {
            try {
              await revoke(revoking!.id);
              toast({ title: t('apiKeys.revoked'), variant: 'success' });
              onChanged();
            } catch (e) {
              toast({ title: t('apiKeys.revokeFailed'), description: endUserMessage(e), variant: 'destructive' });
            }
          },
        }}
      >
        {t('apiKeys.revokeBody', { name: revoking?.description ?? '', lastFour: revoking?.value.last_four ?? '' })}
      </ConfirmDialog>
    </div>
  );
}
