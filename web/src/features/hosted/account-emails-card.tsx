import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatRelative } from '../../i18n/i18n.ts';
import { useState, type FormEvent } from 'react';
import { endUserMessage } from '../../lib/end-user-messages.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { TextField } from '../../components/ui/input.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { toast } from '../../components/ui/toast.tsx';
import type { Hosted } from './hosted-context.tsx';
import { markVerificationSent, verificationSentAt } from './verification-sent.ts';
import { withRecentSignIn } from './recent-sign-in.tsx';


/**
 * The user's e-mail addresses: verified or not, a verification e-mail on request (and a word
 * that one was already sent, e.g. at sign-up), adding an address (which is verified by the mail
 * it then gets) and removing one that is not the primary address.
 */
export function AccountEmailsCard({ hosted, queryKey }: { hosted: Hosted; queryKey: unknown[] }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const key = [...queryKey, 'contact-channels'];
  const channels = useQuery({
    queryKey: key,
    queryFn: async () => (await hosted.app.api.GET('/contact-channels', { params: { query: { user_id: 'me' } } })).data!.items,
  });
  // Bumped after a send, so the "sent" notes (kept in localStorage) are read again.
  const [, setSends] = useState(0);

  const requestVerification = async (channel: { id: string; value: string }) => {
    await hosted.app.api.POST('/contact-channels/{user_id}/{contact_channel_id}/send-verification-code', {
      params: { path: { user_id: 'me', contact_channel_id: channel.id } },
      body: { callback_url: hosted.absolute('email-verification') },
    });
    markVerificationSent(hosted.projectId, channel.value);
    setSends((n) => n + 1);
  };
  const sendVerification = useMutation({
    mutationFn: requestVerification,
    onSuccess: () => toast({ title: t('emails.verificationSent'), description: t('emails.verificationSentDescription'), variant: 'success' }),
    onError: (e) => toast({ title: t('emails.sendFailed'), description: endUserMessage(e), variant: 'destructive' }),
  });

  const [newEmail, setNewEmail] = useState('');
  const add = useMutation({
    mutationFn: async () => (await hosted.app.api.POST('/contact-channels', { body: { user_id: 'me', type: 'email', value: newEmail.trim(), used_for_auth: false } })).data!,
    onSuccess: async (channel) => {
      setNewEmail('');
      await client.invalidateQueries({ queryKey: key });
      // A new address is proven by the link mailed to it.
      try {
        await requestVerification(channel);
        toast({ title: t('emails.added'), description: t('emails.addedDescription', { email: channel.value }), variant: 'success' });
      } catch (e) {
        toast({ title: t('emails.addedSendFailed'), description: endUserMessage(e), variant: 'destructive' });
      }
    },
  });
  const remove = useMutation({
    mutationFn: async (id: string) => withRecentSignIn(hosted.app, () => hosted.app.api.DELETE('/contact-channels/{user_id}/{contact_channel_id}', { params: { path: { user_id: 'me', contact_channel_id: id } } })),
    onSuccess: () => void client.invalidateQueries({ queryKey: key }),
    onError: (e) => toast({ title: t('emails.removeFailed'), description: endUserMessage(e), variant: 'destructive' }),
  });

  return (
    <Card>
      <CardHeader title={t('emails.title')} description={t('emails.description')} />
      <CardBody className="flex flex-col gap-4">
        {channels.isPending ? (
          <Skeleton className="h-10" />
        ) : channels.isError ? (
          <p role="alert" className="text-sm text-danger">
            {endUserMessage(channels.error)}
          </p>
        ) : channels.data.length === 0 ? (
          <p className="text-sm text-muted">{t('emails.none')}</p>
        ) : (
          <ul className="divide-y divide-border">
            {channels.data.map((ch) => {
              const sentAt = ch.is_verified ? null : verificationSentAt(hosted.projectId, ch.value);
              return (
                <li key={ch.id} className="flex flex-col gap-1.5 py-2.5 text-sm first:pt-0 last:pb-0">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="min-w-0 truncate">{ch.value}</span>
                    <span className="flex flex-wrap items-center gap-2">
                      {ch.is_primary && <Badge tone="accent">{t('emails.primary')}</Badge>}
                      <Badge tone={ch.is_verified ? 'success' : 'warning'}>{ch.is_verified ? t('emails.verified') : t('emails.unverified')}</Badge>
                      {!ch.is_verified && (
                        <Button variant="outline" size="sm" loading={sendVerification.isPending && sendVerification.variables?.id === ch.id} onClick={() => sendVerification.mutate(ch)}>
                          {sentAt ? t('emails.sendAgain') : t('emails.sendVerification')}
                        </Button>
                      )}
                      {!ch.is_primary && (
                        <Button variant="ghost" size="sm" aria-label={t('emails.removeLabel', { email: ch.value })} loading={remove.isPending && remove.variables === ch.id} onClick={() => remove.mutate(ch.id)}>
                          {t('common.remove')}
                        </Button>
                      )}
                    </span>
                  </div>
                  {sentAt !== null && (
                    <p className="text-xs text-muted">
                      {t('emails.sentAgo', { ago: formatRelative(sentAt) })}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        <form
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            add.mutate();
          }}
          className="flex flex-col gap-3 border-t border-border pt-4 sm:flex-row sm:items-end"
          noValidate
        >
          <TextField
            className="flex-1"
            label={t('emails.newAddress')}
            type="email"
            autoComplete="email"
            value={newEmail}
            onChange={(e) => setNewEmail(e.target.value)}
            error={add.isError ? endUserMessage(add.error) : null}
          />
          <Button type="submit" variant="outline" loading={add.isPending} disabled={!newEmail.trim()}>
            {t('emails.add')}
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}
