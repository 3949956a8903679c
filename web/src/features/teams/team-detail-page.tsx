import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, linkOptions, useNavigate } from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { UserPlus } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { adminApp, errorMessage } from '../../api/client.ts';
import { ActionCell, AvatarCell, BadgeCell, formatDate, TextCell } from '../../components/data-table/cells.tsx';
import { COLUMN_WIDTH } from '../../components/data-table/column-sizing.ts';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { CopyField } from '../../components/ui/copy-field.tsx';
import { TextField } from '../../components/ui/input.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { tableSearch } from '../../router/table-search.ts';
import { useUrlTableState } from '../../router/use-url-table-state.ts';
import { AppShell } from '../shell/app-shell.tsx';
import { ErrorState, PageHeader } from '../shell/page.tsx';
import { MetadataCard, type WithMetadata } from '../users/user-metadata-card.tsx';
import { AddMemberDialog } from './add-member-dialog.tsx';
import { MemberPermissionsDialog } from './member-permissions-dialog.tsx';
import { TeamInvitationsCard } from './team-invitations-card.tsx';
import { OwnerApiKeysCard } from '../owner-api-keys/owner-api-keys-card.tsx';
import { teamGrantsQuery, teamMembersQuery, teamQuery, type ServerTeamMemberProfile } from './teams.queries.ts';

/** The members table's URL (sorted and searched in the browser). */
export const teamMembersSearch = tableSearch({ sortable: ['member'], columns: ['permissions'] });

type Member = { userId: string; name: string; email: string | null; image: string | null; permissions: string[] | undefined };

const memberOf = (p: ServerTeamMemberProfile, grants: Map<string, string[]> | undefined): Member => ({
  userId: p.user_id,
  // The member's name in the team, else the user's own.
  name: p.display_name || p.user.display_name || p.user.primary_email || p.user_id,
  email: p.user.primary_email,
  image: p.profile_image_url ?? p.user.profile_image_url,
  permissions: grants ? (grants.get(p.user_id) ?? []) : undefined,
});

function MembersCard({ projectId, teamId }: { projectId: string; teamId: string }) {
  const client = useQueryClient();
  const table = useUrlTableState(teamMembersSearch, {});
  const members = useQuery(teamMembersQuery(projectId, teamId));
  const grants = useQuery(teamGrantsQuery(projectId, teamId));
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Member | null>(null);
  const [removing, setRemoving] = useState<Member | null>(null);
  const rows = (members.data ?? []).map((p) => memberOf(p, grants.data));
  const columns: ColumnDef<Member, unknown>[] = [
    {
      id: 'member',
      accessorFn: (m) => `${m.name} ${m.email ?? ''}`,
      meta: { title: 'Member', minWidth: 200 },
      enableHiding: false,
      header: 'Member',
      cell: ({ row }) => (
        <Link to="/projects/$projectId/users/$userId" params={{ projectId, userId: row.original.userId }} className="flex min-w-0 items-center gap-2.5 hover:underline">
          <AvatarCell src={row.original.image} name={row.original.name} email={row.original.email} />
          <div className="min-w-0">
            <TextCell className="font-medium">{row.original.name}</TextCell>
            {row.original.email && row.original.email !== row.original.name && <TextCell className="text-[13px] text-muted">{row.original.email}</TextCell>}
          </div>
        </Link>
      ),
    },
    {
      id: 'permissions',
      accessorFn: (m) => m.permissions?.join(' ') ?? '',
      meta: { title: 'Permissions', minWidth: 200 },
      enableSorting: false,
      header: 'Permissions',
      cell: ({ row }) =>
        row.original.permissions === undefined ? (
          <Skeleton className="h-5 w-24" />
        ) : row.original.permissions.length ? (
          <BadgeCell badges={row.original.permissions.map((label) => ({ label }))} />
        ) : (
          <span className="text-muted">None</span>
        ),
    },
    {
      id: 'actions',
      enableHiding: false,
      enableSorting: false,
      meta: { width: COLUMN_WIDTH.actions },
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => (
        <ActionCell
          label={`Actions for ${row.original.name}`}
          items={[{ label: 'Edit permissions', onClick: () => setEditing(row.original) }, '-', { label: 'Remove from team', danger: true, onClick: () => setRemoving(row.original) }]}
        />
      ),
    },
  ];
  return (
    <Card>
      <CardHeader
        title="Members"
        description="Who is in the team and the team permissions granted to them directly."
        action={
          <Button variant="outline" size="sm" onClick={() => setAdding(true)}>
            <UserPlus className="h-4 w-4" aria-hidden />
            Add member
          </Button>
        }
      />
      <CardBody>
        {members.isError ? (
          <ErrorState message={errorMessage(members.error)} onRetry={() => void members.refetch()} />
        ) : (
          <DataTable
            {...table}
            columns={columns}
            data={rows}
            loading={members.isPending}
            getRowId={(m) => m.userId}
            onRowClick={setEditing}
            searchPlaceholder="Search members…"
            empty={{ noun: 'members', title: 'No members yet', description: 'Add a user to the team; they join with the team-member default permissions.' }}
          />
        )}
      </CardBody>
      <AddMemberDialog projectId={projectId} teamId={teamId} open={adding} onOpenChange={setAdding} />
      <MemberPermissionsDialog projectId={projectId} teamId={teamId} member={editing} onOpenChange={(o) => !o && setEditing(null)} />
      <ConfirmDialog
        open={!!removing}
        onOpenChange={(o) => !o && setRemoving(null)}
        title="Remove member"
        okButton={{
          label: 'Remove member',
          variant: 'danger',
          onClick: async () => {
            try {
              await adminApp(projectId).removeTeamMember(teamId, removing!.userId);
              toast({ title: 'Member removed', variant: 'success' });
              await client.invalidateQueries({ queryKey: ['project', projectId, 'teams'] });
            } catch (e) {
              toast({ title: 'Could not remove the member', description: errorMessage(e), variant: 'destructive' });
            }
          },
        }}
      >
        Remove <strong>{removing?.name}</strong> from the team? The permissions they hold in it go with the membership.
      </ConfirmDialog>
    </Card>
  );
}

/** The team's name as its members' apps show it (PATCH /teams/{id} display_name). */
function TeamNameForm({ projectId, team }: { projectId: string; team: { id: string; display_name: string } }) {
  const client = useQueryClient();
  const [name, setName] = useState(team.display_name);
  useEffect(() => setName(team.display_name), [team.display_name]);
  const rename = useMutation({
    mutationFn: () => adminApp(projectId).updateTeam(team.id, { display_name: name.trim() }),
    onSuccess: (saved) => {
      client.setQueryData(teamQuery(projectId, team.id).queryKey, saved as never);
      void client.invalidateQueries({ queryKey: ['project', projectId, 'teams', 'list'] });
      toast({ title: 'Team saved', variant: 'success' });
    },
  });
  const dirty = name.trim() !== team.display_name;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (dirty && name.trim()) rename.mutate();
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <TextField label="Team name" className="flex-1" maxLength={256} required value={name} onChange={(e) => setName(e.target.value)} error={rename.isError ? errorMessage(rename.error) : null} />
      <Button type="submit" variant="outline" disabled={!dirty || !name.trim()} loading={rename.isPending} className="self-end">
        Save name
      </Button>
    </form>
  );
}

function TeamMetadataCard({ projectId, team }: { projectId: string; team: WithMetadata & { id: string } }) {
  const client = useQueryClient();
  const update = useMutation({
    mutationFn: (body: WithMetadata) => adminApp(projectId).updateTeam(team.id, body),
    onSuccess: (saved) => {
      client.setQueryData(teamQuery(projectId, team.id).queryKey, saved as never);
      void client.invalidateQueries({ queryKey: ['project', projectId, 'teams', 'list'] });
    },
  });
  return <MetadataCard user={team} update={update} noun="team" />;
}

/**
 * A team's page: summary, members with their permissions, metadata, danger zone. Each section is
 * its own card.
 */
export function TeamDetailPage({ projectId, teamId }: { projectId: string; teamId: string }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const team = useQuery(teamQuery(projectId, teamId));
  const [deleting, setDeleting] = useState(false);
  const back = { link: linkOptions({ to: '/projects/$projectId/teams', params: { projectId } }), label: 'Teams' };
  const t = team.data;
  return (
    <AppShell projectId={projectId}>
      <PageHeader back={back} title={t?.display_name ?? 'Team'} description={t ? `Created ${formatDate(t.created_at_millis)}` : 'Loading…'} />
      {team.isPending ? (
        <div className="flex flex-col gap-4">
          <Skeleton className="h-24" />
          <Skeleton className="h-64" />
        </div>
      ) : team.isError ? (
        <ErrorState message={errorMessage(team.error)} onRetry={() => void team.refetch()} />
      ) : (
        <div className="flex flex-col gap-4">
          <Card>
            <CardBody className="flex flex-wrap items-center gap-4">
              <Avatar src={t!.profile_image_url} name={t!.display_name} size={48} />
              <div className="flex min-w-0 flex-1 flex-col gap-3">
                <TeamNameForm projectId={projectId} team={t!} />
                <CopyField label="Team ID" value={t!.id} />
              </div>
            </CardBody>
          </Card>
          <MembersCard projectId={projectId} teamId={teamId} />
          <TeamInvitationsCard projectId={projectId} teamId={teamId} />
          <OwnerApiKeysCard projectId={projectId} owner={{ kind: 'team', teamId }} />
          <TeamMetadataCard projectId={projectId} team={t!} />
          <Card className="border-danger/40">
            <CardHeader title="Danger zone" />
            <CardBody className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <h3 className="text-sm font-medium">Delete team</h3>
                <p className="text-[13px] text-muted">Deletes the team with its memberships, permissions, pending invitations and API keys. This cannot be undone.</p>
              </div>
              <Button variant="danger" size="sm" onClick={() => setDeleting(true)} className="self-start sm:self-auto">
                Delete team
              </Button>
            </CardBody>
          </Card>
        </div>
      )}
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="Delete team"
        confirmText="I understand the team, its memberships and their permissions are deleted for good"
        okButton={{
          label: 'Delete team',
          variant: 'danger',
          onClick: async () => {
            try {
              await adminApp(projectId).deleteTeam(teamId);
              toast({ title: 'Team deleted', variant: 'success' });
              client.removeQueries({ queryKey: teamQuery(projectId, teamId).queryKey });
              await client.invalidateQueries({ queryKey: ['project', projectId, 'teams'] });
              void navigate(back.link);
            } catch (e) {
              toast({ title: 'Could not delete the team', description: errorMessage(e), variant: 'destructive' });
            }
          },
        }}
      >
        Delete <strong>{t?.display_name ?? teamId}</strong>? This cannot be undone.
      </ConfirmDialog>
    </AppShell>
  );
}
