import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { type Session } from '../../api/client.ts';
import { endUserMessage } from '../../lib/end-user-messages.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { SessionList } from '../sessions/session-list.tsx';
import type { Hosted } from './hosted-context.tsx';

/**
 * The account page's sessions (issue 22 item 1): this device first, each other one with its
 * device, sign-in method, address and times, a sign-out per row, and "Sign out of all other
 * sessions" behind a confirmation (DELETE /auth/sessions?exclude_current=true).
 */
export function AccountSessionsCard({ hosted, queryKey }: { hosted: Hosted; queryKey: readonly unknown[] }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const key = [...queryKey, 'sessions'];
  const sessions = useQuery({
    queryKey: key,
    queryFn: async () => (await hosted.app.api.GET('/auth/sessions', { params: { query: { user_id: 'me' } } })).data!.items,
  });
  const [confirmAll, setConfirmAll] = useState(false);
  const revoke = useMutation({
    mutationFn: async (s: Session) => hosted.app.api.DELETE('/auth/sessions/{id}', { params: { path: { id: s.id }, query: { user_id: 'me' } } }),
    onSuccess: () => {
      toast({ title: t('sessions.revoked'), variant: 'success' });
      void client.invalidateQueries({ queryKey: key });
    },
    onError: (e) => toast({ title: t('sessions.revokeFailed'), description: endUserMessage(e), variant: 'destructive' }),
  });
  const others = sessions.data?.filter((s) => !s.is_current_session).length ?? 0;

  return (
    <Card>
      <CardHeader
        title={t('sessions.title')}
        description={t('sessions.description')}
        action={
          others > 0 ? (
            <Button variant="outline" size="sm" onClick={() => setConfirmAll(true)}>
              {t('sessions.signOutOthers')}
            </Button>
          ) : undefined
        }
      />
      <CardBody>
        {sessions.isPending ? (
          <Skeleton className="h-16" />
        ) : sessions.isError ? (
          <p role="alert" className="text-sm text-danger">
            {endUserMessage(sessions.error)}
          </p>
        ) : (
          <SessionList revokeLabel={t('account.signOut')} sessions={sessions.data} onRevoke={(s) => revoke.mutate(s)} revokingId={revoke.isPending ? revoke.variables?.id : null} />
        )}
      </CardBody>
      <ConfirmDialog
        open={confirmAll}
        onOpenChange={setConfirmAll}
        title={t('sessions.confirmTitle')}
        okButton={{
          label: t('sessions.confirmButton'),
          variant: 'danger',
          onClick: async () => {
            try {
              const { data } = await hosted.app.api.DELETE('/auth/sessions', { params: { query: { user_id: 'me', exclude_current: true } } });
              const n = data?.revoked_count ?? 0;
              toast({ title: t('sessions.signedOutOthers', { count: n }), variant: 'success' });
            } catch (e) {
              toast({ title: t('sessions.signOutOthersFailed'), description: endUserMessage(e), variant: 'destructive' });
            } finally {
              await client.invalidateQueries({ queryKey: key });
            }
          },
        }}
      >
        {t('sessions.confirmBody')}
      </ConfirmDialog>
    </Card>
  );
}
