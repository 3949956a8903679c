import type { ServerTeam } from '@gatehouse/sdk';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { Plus, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { adminApp, errorMessage } from '../../api/client.ts';
import { ActionCell, AvatarCell, DateCell, TextCell } from '../../components/data-table/cells.tsx';
import { ColumnHeader } from '../../components/data-table/column-header.tsx';
import { COLUMN_WIDTH } from '../../components/data-table/column-sizing.ts';
import { DataTable } from '../../components/data-table/data-table.tsx';
import type { TableDefaults } from '../../components/data-table/table-state.ts';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { useUrlTableState } from '../../router/use-url-table-state.ts';
import { AppShell } from '../shell/app-shell.tsx';
import { ErrorState, PageHeader } from '../shell/page.tsx';
import { CreateTeamDialog } from './create-team-dialog.tsx';
import { memberCountsQuery, teamsQuery } from './teams.queries.ts';
import { teamsSearch } from './teams-search.ts';

const DEFAULTS: TableDefaults = { sorting: [{ id: 'created_at', desc: true }] };

type TeamRow = ServerTeam & { members: number | undefined };

function teamColumns(onDelete: (t: TeamRow) => void, onOpen: (t: TeamRow) => void): ColumnDef<TeamRow, unknown>[] {
  return [
    {
      id: 'team',
      accessorFn: (t) => t.display_name,
      meta: { title: 'Team', minWidth: 200 },
      enableHiding: false,
      header: ({ column }) => <ColumnHeader column={column} title="Team" />,
      cell: ({ row }) => (
        <div className="flex min-w-0 items-center gap-2.5">
          <AvatarCell src={row.original.profile_image_url} name={row.original.display_name} />
          <TextCell className="font-medium">{row.original.display_name}</TextCell>
        </div>
      ),
    },
    {
      id: 'members',
      accessorFn: (t) => t.members ?? -1,
      meta: { title: 'Members', width: 120, align: 'right' },
      header: ({ column }) => <ColumnHeader column={column} title="Members" />,
      cell: ({ row }) => (row.original.members === undefined ? <span className="text-muted">…</span> : row.original.members),
    },
    {
      id: 'created_at',
      accessorFn: (t) => t.created_at_millis,
      meta: { title: 'Created', width: COLUMN_WIDTH.date },
      header: ({ column }) => <ColumnHeader column={column} title="Created" />,
      cell: ({ row }) => <DateCell value={row.original.created_at_millis} />,
    },
    {
      id: 'actions',
      enableHiding: false,
      enableSorting: false,
      meta: { width: COLUMN_WIDTH.actions },
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => (
        <ActionCell
          label={`Actions for ${row.original.display_name}`}
          items={[{ label: 'View team', onClick: () => onOpen(row.original) }, '-', { label: 'Delete team', danger: true, onClick: () => onDelete(row.original) }]}
        />
      ),
    },
  ];
}

export function TeamsPage({ projectId }: { projectId: string }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const table = useUrlTableState(teamsSearch, DEFAULTS);
  const teams = useQuery(teamsQuery(projectId));
  const counts = useQuery(memberCountsQuery(projectId));
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<TeamRow | null>(null);
  const open = (teamId: string) => void navigate({ to: '/projects/$projectId/teams/$teamId', params: { projectId, teamId } });
  const rows: TeamRow[] = (teams.data ?? []).map((t) => ({ ...t, members: counts.data ? (counts.data.get(t.id) ?? 0) : undefined }));
  const columns = teamColumns(setDeleting, (t) => open(t.id));
  const createButton = (size?: 'sm') => (
    <Button size={size} onClick={() => setCreating(true)}>
      <Plus className="h-4 w-4" aria-hidden />
      Create team
    </Button>
  );

  return (
    <AppShell projectId={projectId}>
      <PageHeader title="Teams" description="Groups of users. Members hold team permissions within their team." action={createButton()} />
      {teams.isError ? (
        <ErrorState message={errorMessage(teams.error)} onRetry={() => void teams.refetch()} />
      ) : (
        <DataTable<TeamRow>
          {...table}
          defaults={DEFAULTS}
          columns={columns}
          data={rows}
          loading={teams.isPending}
          getRowId={(t) => t.id}
          onRowClick={(t) => open(t.id)}
          searchPlaceholder="Search teams…"
          empty={{
            noun: 'teams',
            icon: UsersRound,
            title: 'No teams yet',
            description: 'Create one here, or let your users create their own (Settings → Users & teams → “Clients can create teams”).',
            action: createButton('sm'),
          }}
        />
      )}
      <CreateTeamDialog projectId={projectId} open={creating} onOpenChange={setCreating} onCreated={open} />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="Delete team"
        okButton={{
          label: 'Delete team',
          variant: 'danger',
          onClick: async () => {
            try {
              await adminApp(projectId).deleteTeam(deleting!.id);
              toast({ title: 'Team deleted', variant: 'success' });
              await client.invalidateQueries({ queryKey: ['project', projectId, 'teams'] });
            } catch (e) {
              toast({ title: 'Could not delete the team', description: errorMessage(e), variant: 'destructive' });
            }
          },
        }}
      >
        Delete <strong>{deleting?.display_name}</strong> with its memberships, permissions, pending invitations and API keys? This cannot be undone.
      </ConfirmDialog>
    </AppShell>
  );
}
