import type { components } from '@gatehouse/generated';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { adminApp, errorMessage } from '../../api/client.ts';
import { formatDate } from '../../components/data-table/cells.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { TruncatedText } from '../../components/ui/truncated-text.tsx';
import { hostedPageUrl } from '../../lib/hosted-url.ts';
import { ErrorState } from '../shell/page.tsx';

type TeamInvitation = components['schemas']['TeamInvitation'];

const invitationsKey = (projectId: string, teamId: string) => ['project', projectId, 'teams', teamId, 'invitations'] as const;

const invitationsQuery = (projectId: string, teamId: string) => ({
  queryKey: invitationsKey(projectId, teamId),
  queryFn: async (): Promise<TeamInvitation[]> => (await adminApp(projectId).api.GET('/team-invitations', { params: { query: { team_id: teamId } } })).data!.items,
});

/** Sends an invitation e-mail whose link opens the project's hosted invitation page. */
function InviteForm({ projectId, teamId }: { projectId: string; teamId: string }) {
  const client = useQueryClient();
  const [email, setEmail] = useState('');
  const send = useMutation({
    mutationFn: async () => {
      await adminApp(projectId).api.POST('/team-invitations/send-code', { body: { team_id: teamId, email: email.trim(), callback_url: hostedPageUrl('team-invitation', projectId) } });
    },
    onSuccess: () => {
      toast({ title: `Invitation sent to ${email.trim()}`, variant: 'success' });
      setEmail('');
      void client.invalidateQueries({ queryKey: invitationsKey(projectId, teamId) });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (email.trim()) send.mutate();
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-1.5">
      <label htmlFor="invite-email" className="text-[13px] font-medium">
        Invite by e-mail
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id="invite-email"
          type="email"
          required
          placeholder="colleague@example.com"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            if (send.isError) send.reset();
          }}
          aria-invalid={send.isError || undefined}
          aria-describedby={send.isError ? 'invite-email-error' : undefined}
        />
        <Button type="submit" variant="outline" loading={send.isPending} disabled={!email.trim()}>
          <Send className="h-4 w-4" aria-hidden />
          Send invitation
        </Button>
      </div>
      {send.isError && (
        <p id="invite-email-error" role="alert" className="text-[13px] text-danger">
          {errorMessage(send.error)}
        </p>
      )}
    </form>
  );
}

/** The team's open invitations (unused, unexpired): who, until when, and withdrawing one. */
export function TeamInvitationsCard({ projectId, teamId }: { projectId: string; teamId: string }) {
  const client = useQueryClient();
  const invitations = useQuery(invitationsQuery(projectId, teamId));
  const [revoking, setRevoking] = useState<TeamInvitation | null>(null);
  return (
    <Card label="Invitations">
      <CardHeader title="Invitations" description="Pending invitations. The e-mailed link lets the recipient join the team until it expires." />
      <CardBody className="flex flex-col gap-4">
        <InviteForm projectId={projectId} teamId={teamId} />
        {invitations.isPending ? (
          <Skeleton className="h-12" />
        ) : invitations.isError ? (
          <ErrorState message={errorMessage(invitations.error)} onRetry={() => void invitations.refetch()} />
        ) : invitations.data.length === 0 ? (
          <p className="text-[13px] text-muted">No pending invitations.</p>
        ) : (
          <ul aria-label="Pending invitations" className="flex flex-col divide-y divide-border rounded-md border border-border">
            {invitations.data.map((inv) => (
              <li key={inv.id} aria-label={inv.recipient_email} className="flex items-center gap-3 px-3 py-2">
                <div className="min-w-0 flex-1">
                  <TruncatedText className="text-sm">{inv.recipient_email}</TruncatedText>
                  <p className="text-[13px] text-muted tabular-nums">Expires {formatDate(inv.expires_at_millis)}</p>
                </div>
                <Button variant="outline" size="sm" onClick={() => setRevoking(inv)} aria-label={`Revoke invitation to ${inv.recipient_email}`}>
                  Revoke
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardBody>
      <ConfirmDialog
        open={!!revoking}
        onOpenChange={(o) => !o && setRevoking(null)}
        title="Revoke invitation"
        okButton={{
          label: 'Revoke invitation',
          variant: 'danger',
          onClick: async () => {
            try {
              await adminApp(projectId).api.DELETE('/team-invitations/{id}', { params: { path: { id: revoking!.id }, query: { team_id: teamId } } });
              toast({ title: 'Invitation revoked', variant: 'success' });
              await client.invalidateQueries({ queryKey: invitationsKey(projectId, teamId) });
            } catch (e) {
              toast({ title: 'Could not revoke the invitation', description: errorMessage(e), variant: 'destructive' });
            }
          },
        }}
      >
        The link sent to <strong>{revoking?.recipient_email}</strong> stops working. You can invite them again later.
      </ConfirmDialog>
    </Card>
  );
}
