import { GatehouseProvider, useGatehouseApp, useMyTeamInvitations, useTeams } from '@gatehouse/sdk/react';
import { useTranslation } from 'react-i18next';
import type { TeamInvitation } from '@gatehouse/sdk';
import { useMutation } from '@tanstack/react-query';
import { ChevronDown, ChevronRight, Users } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { endUserMessage } from '../../lib/end-user-messages.ts';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { TextField } from '../../components/ui/input.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { AccountTeamPanel } from './account-team-panel.tsx';
import type { Hosted } from './hosted-context.tsx';
import { useRefreshTeams } from './use-refresh-teams.ts';

function CreateTeamForm({ onCreated, onCancel }: { onCreated: (teamId: string) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const app = useGatehouseApp();
  const refresh = useRefreshTeams();
  const [name, setName] = useState('');
  const create = useMutation({
    mutationFn: () => app.createTeam({ display_name: name.trim() }),
    onSuccess: (team) => {
      toast({ title: t('teams.created', { name: team.display_name }), variant: 'success' });
      refresh();
      onCreated(team.id);
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate();
  };
  return (
    <form onSubmit={submit} className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end" aria-label={t('teams.createLabel')}>
      <TextField className="flex-1" label={t('teams.name')} autoFocus maxLength={256} value={name} onChange={(e) => setName(e.target.value)} error={create.isError ? endUserMessage(create.error) : null} />
      <div className="flex gap-2">
        <Button variant="outline" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={create.isPending} disabled={!name.trim()}>
          {t('teams.create')}
        </Button>
      </div>
    </form>
  );
}

/**
 * Open invitations to the user's verified addresses: joinable here without the e-mailed link (accept
 * by id). For a user in no team yet they are the way in, and the list says so.
 */
function InvitationsForMe({ invitations, inNoTeam, canCreate, onJoined }: { invitations: TeamInvitation[]; inNoTeam: boolean; canCreate: boolean; onJoined: (teamId: string) => void }) {
  const { t } = useTranslation();
  const app = useGatehouseApp();
  const refresh = useRefreshTeams();
  const accept = useMutation({
    mutationFn: (invitation: { id: string; team_id: string }) => app.acceptTeamInvitationById(invitation.id),
    onSuccess: (_, invitation) => {
      toast({ title: t('teams.joined'), variant: 'success' });
      refresh();
      onJoined(invitation.team_id);
    },
    onError: (e) => toast({ title: t('teams.joinFailed'), description: endUserMessage(e), variant: 'destructive' }),
  });
  if (!invitations.length) return null;
  return (
    <section className="mb-4 flex flex-col gap-2 rounded-md border border-border bg-subtle p-3 last:mb-0">
      <div>
        <h3 className="text-[13px] font-semibold">{t('teams.invitationsForYou')}</h3>
        {inNoTeam && (
          <p className="text-xs text-muted">
            {t(canCreate ? 'teams.invitedCanCreate' : 'teams.invited', { count: invitations.length })}
          </p>
        )}
      </div>
      <ul className="divide-y divide-border" aria-label={t('teams.invitationsForYou')}>
        {invitations.map((i) => (
          <li key={i.id} aria-label={i.team_display_name} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
            <span className="min-w-0">
              <span className="block truncate font-medium">{i.team_display_name}</span>
              <span className="block text-xs text-muted">{t('teams.sentTo', { email: i.recipient_email })}</span>
            </span>
            <Button size="sm" loading={accept.isPending && accept.variables?.id === i.id} onClick={() => accept.mutate(i)} aria-label={t('teams.joinLabel', { name: i.team_display_name })}>
              {t('teams.join')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Teams({ hosted }: { hosted: Hosted }) {
  const { t } = useTranslation();
  const teams = useTeams();
  const invitations = useMyTeamInvitations();
  const invited = invitations.data ?? [];
  const canCreate = hosted.project.config.client_team_creation_enabled;
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Card>
      <CardHeader
        title={t('teams.title')}
        description={t('teams.description')}
        action={
          canCreate &&
          !creating && (
            <Button variant="outline" size="sm" onClick={() => setCreating(true)}>
              {t('teams.new')}
            </Button>
          )
        }
      />
      <CardBody>
        <InvitationsForMe invitations={invited} inNoTeam={teams.data?.length === 0} canCreate={canCreate} onJoined={setOpen} />
        {creating && (
          <CreateTeamForm
            onCancel={() => setCreating(false)}
            onCreated={(id) => {
              setCreating(false);
              setOpen(id);
            }}
          />
        )}
        {/* In no team, what to say depends on the invitations too: wait for both rather than flash "ask a teammate". */}
        {teams.isPending || (teams.data?.length === 0 && invitations.isPending) ? (
          <Skeleton className="h-16" />
        ) : teams.isError ? (
          <p role="alert" className="text-sm text-danger">
            {endUserMessage(teams.error)}
          </p>
        ) : teams.data.length === 0 ? (
          // With an invitation waiting, the list above says how to get in; "ask a teammate" would not fit.
          invited.length > 0 ? null : <EmptyState icon={Users} title={t('teams.noneTitle')} description={canCreate ? t('teams.noneCanCreate') : t('teams.none')} className="py-6" />
        ) : (
          <ul className="flex flex-col gap-2" aria-label={t('teams.listLabel')}>
            {teams.data.map((team) => {
              const expanded = open === team.id;
              return (
                <li key={team.id} aria-label={team.display_name} className="rounded-md border border-border">
                  <button
                    type="button"
                    aria-expanded={expanded}
                    onClick={() => setOpen(expanded ? null : team.id)}
                    className="flex w-full items-center gap-3 rounded-md px-3 py-2.5 text-left text-sm hover:bg-subtle focus-visible:ring-2 focus-visible:ring-ring/30 focus-visible:outline-none"
                  >
                    <Avatar src={team.profile_image_url} name={team.display_name} size={28} />
                    <span className="min-w-0 flex-1 truncate font-medium">{team.display_name}</span>
                    {expanded ? <ChevronDown className="h-4 w-4 text-muted" aria-hidden /> : <ChevronRight className="h-4 w-4 text-muted" aria-hidden />}
                  </button>
                  {expanded && <AccountTeamPanel hosted={hosted} team={team} onLeft={() => setOpen(null)} />}
                </li>
              );
            })}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}

/**
 * Hosted account settings: the user's teams through the SDK's own hooks (useTeams, usePermission,
 * useTeamInvitations, useTeamApiKeys), as an app built on Gatehouse would show them.
 */
export function AccountTeamsCard({ hosted }: { hosted: Hosted }) {
  return (
    <GatehouseProvider app={hosted.app}>
      <Teams hosted={hosted} />
    </GatehouseProvider>
  );
}
