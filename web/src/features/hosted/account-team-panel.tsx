import type { Team } from '@gatehouse/sdk';
import { useTranslation } from 'react-i18next';
import { gatehouseKeys, useGatehouseApp, usePermission, useSessionIdentity, useTeamApiKeys, useTeamInvitations } from '@gatehouse/sdk/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { endUserMessage, teamPermissionText } from '../../lib/end-user-messages.ts';
import { formatDate } from '../../i18n/i18n.ts';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { TextField } from '../../components/ui/input.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { toast } from '../../components/ui/toast.tsx';
import type { Hosted } from './hosted-context.tsx';
import { OwnerApiKeysPanel } from './owner-api-keys-panel.tsx';
import { useRefreshTeams } from './use-refresh-teams.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-[13px] font-semibold">{title}</h3>
      {children}
    </section>
  );
}

/** Every permission the user holds in the team, contained ones included (what the app's checks see). */
function MyPermissions({ team }: { team: Team }) {
  const { t } = useTranslation();
  const app = useGatehouseApp();
  const identity = useSessionIdentity();
  const held = useQuery({
    queryKey: [...gatehouseKeys.teams(app.projectId, identity), 'my-permissions', team.id],
    queryFn: () => app.listTeamPermissions({ teamId: team.id, recursive: true }),
    retry: false,
  });
  if (held.isPending) return <Skeleton className="h-6" />;
  if (held.isError) return <p role="alert" className="text-sm text-danger">{endUserMessage(held.error)}</p>;
  if (held.data.length === 0) return <p className="text-[13px] text-muted">{t('team.noPermissions')}</p>;
  return (
    // What each permission lets the user do first; its id (what the app checks) only as small print.
    <ul className="flex flex-col gap-1.5" aria-label={t('team.permissionsLabel', { name: team.display_name })}>
      {held.data.map((p) => {
        const text = teamPermissionText(p.id);
        return (
          <li key={p.id} aria-label={text ?? p.id} className="flex flex-wrap items-baseline gap-x-2 text-sm">
            {text && <span>{text}</span>}
            <span className={text ? 'font-mono text-xs text-muted' : 'font-mono text-[13px]'}>{p.id}</span>
          </li>
        );
      })}
    </ul>
  );
}

function InviteForm({ hosted, team }: { hosted: Hosted; team: Team }) {
  const { t } = useTranslation();
  const app = useGatehouseApp();
  const refresh = useRefreshTeams();
  const [email, setEmail] = useState('');
  const send = useMutation({
    mutationFn: () => app.sendTeamInvitation({ teamId: team.id, email: email.trim(), callbackUrl: hosted.absolute('team-invitation') }),
    onSuccess: () => {
      toast({ title: t('team.invitationSent'), description: t('team.invitationSentDescription', { email: email.trim(), name: team.display_name }), variant: 'success' });
      setEmail('');
      refresh();
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send.mutate();
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end" aria-label={t('team.inviteLabel', { name: team.display_name })} noValidate>
      <TextField className="flex-1" label={t('team.emailAddress')} type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} error={send.isError ? endUserMessage(send.error) : null} />
      <Button type="submit" loading={send.isPending} disabled={!email.trim()}>
        {t('team.sendInvitation')}
      </Button>
    </form>
  );
}

function OpenInvitations({ team, canWithdraw }: { team: Team; canWithdraw: boolean }) {
  const { t } = useTranslation();
  const app = useGatehouseApp();
  const refresh = useRefreshTeams();
  const invitations = useTeamInvitations(team.id);
  const withdraw = useMutation({
    mutationFn: (id: string) => app.revokeTeamInvitation(team.id, id),
    onSuccess: () => {
      toast({ title: t('team.withdrawn'), variant: 'success' });
      refresh();
    },
    onError: (e) => toast({ title: t('team.withdrawFailed'), description: endUserMessage(e), variant: 'destructive' }),
  });
  if (invitations.isPending) return <Skeleton className="h-6" />;
  if (invitations.isError) return <p role="alert" className="text-sm text-danger">{endUserMessage(invitations.error)}</p>;
  if (invitations.data.length === 0) return <p className="text-[13px] text-muted">{t('team.noPending')}</p>;
  return (
    <ul className="divide-y divide-border" aria-label={t('team.pendingLabel', { name: team.display_name })}>
      {invitations.data.map((i) => (
        <li key={i.id} aria-label={i.recipient_email} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
          <span className="min-w-0">
            <span className="block truncate">{i.recipient_email}</span>
            <span className="block text-xs text-muted">{t('team.validUntil', { date: formatDate(i.expires_at_millis) })}</span>
          </span>
          {canWithdraw && (
            <Button variant="outline" size="sm" loading={withdraw.isPending && withdraw.variables === i.id} onClick={() => withdraw.mutate(i.id)} aria-label={t('team.withdrawLabel', { email: i.recipient_email })}>
              {t('team.withdraw')}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}

function TeamKeys({ team }: { team: Team }) {
  const app = useGatehouseApp();
  const refresh = useRefreshTeams();
  const keys = useTeamApiKeys(team.id);
  return (
    <OwnerApiKeysPanel
      ownerLabel={team.display_name}
      keys={keys}
      create={(input) => app.createTeamApiKey({ ...input, teamId: team.id })}
      revoke={(id) => app.revokeTeamApiKey(id)}
      onChanged={refresh}
    />
  );
}

/**
 * One team, opened in account settings: the user's permissions there, then what those permissions
 * allow (inviting, the open invitations, the team's API keys), and leaving.
 */
export function AccountTeamPanel({ hosted, team, onLeft }: { hosted: Hosted; team: Team; onLeft: () => void }) {
  const { t } = useTranslation();
  const app = useGatehouseApp();
  const refresh = useRefreshTeams();
  const canInvite = usePermission(team.id, '$invite_members').data === true;
  const canReadMembers = usePermission(team.id, '$read_members').data === true;
  const canRemove = usePermission(team.id, '$remove_members').data === true;
  const canManageKeys = usePermission(team.id, '$manage_api_keys').data === true;
  const [leaving, setLeaving] = useState(false);
  return (
    <div className="flex flex-col gap-5 border-t border-border px-3 py-4">
      <Section title={t('team.yourPermissions')}>
        <MyPermissions team={team} />
      </Section>
      {canInvite && (
        <Section title={t('team.invite')}>
          <InviteForm hosted={hosted} team={team} />
        </Section>
      )}
      {canInvite && canReadMembers && (
        <Section title={t('team.pending')}>
          <OpenInvitations team={team} canWithdraw={canRemove} />
        </Section>
      )}
      {hosted.project.config.allow_team_api_keys && canManageKeys && (
        <Section title={t('team.apiKeys')}>
          <TeamKeys team={team} />
        </Section>
      )}
      <div className="flex justify-end border-t border-border pt-4">
        <Button variant="outline" onClick={() => setLeaving(true)}>
          {t('team.leave')}
        </Button>
      </div>
      <ConfirmDialog
        open={leaving}
        onOpenChange={setLeaving}
        title={t('team.leaveTitle', { name: team.display_name })}
        okButton={{
          label: t('team.leave'),
          variant: 'danger',
          onClick: async () => {
            try {
              await app.leaveTeam(team.id);
              toast({ title: t('team.left', { name: team.display_name }), variant: 'success' });
              onLeft();
              refresh();
            } catch (e) {
              toast({ title: t('team.leaveFailed'), description: endUserMessage(e), variant: 'destructive' });
            }
          },
        }}
      >
        {t('team.leaveBody', { name: team.display_name })}
      </ConfirmDialog>
    </div>
  );
}
