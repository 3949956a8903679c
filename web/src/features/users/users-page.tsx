import { useQueryClient } from '@tanstack/react-query';
import { ExternalLink, Trash2, UserPlus, Users } from 'lucide-react';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { adminApp, errorMessage, type ServerUser } from '../../api/client.ts';
import { CursorDataTable } from '../../components/data-table/cursor-data-table.tsx';
import type { TableDefaults, TableState } from '../../components/data-table/table-state.ts';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { hostedPageUrl } from '../../lib/hosted-url.ts';
import { useUrlTableState } from '../../router/use-url-table-state.ts';
import { AppShell } from '../shell/app-shell.tsx';
import { PageHeader } from '../shell/page.tsx';
import { CreateUserDialog } from './create-user-dialog.tsx';
import { userColumns, userExportRow } from './users-columns.tsx';
import { fetchUsersPage } from './users.queries.ts';
import { usersSearch } from './users-search.ts';

// The User column already shows the e-mail; the separate Email column is there for 'View' to turn on.
const DEFAULTS: TableDefaults = { sorting: [{ id: 'signed_up_at', desc: true }], columnVisibility: { email: false } };
/** A user has one status, and the server filters by one sign-in method: these filters hold one value. */
const SINGLE_CHOICE_FILTERS = ['status', 'method'];

/** Ticking a second value of a single-choice filter replaces the first (the one not ticked before). */
export function keepLatestChoice(before: TableState, after: TableState): TableState {
  const columnFilters = after.columnFilters.map((f) => {
    if (!SINGLE_CHOICE_FILTERS.includes(f.id) || !Array.isArray(f.value) || f.value.length < 2) return f;
    const previous = (before.columnFilters.find((b) => b.id === f.id)?.value as string[] | undefined) ?? [];
    return { id: f.id, value: [(f.value as string[]).find((v) => !previous.includes(v)) ?? f.value.at(-1)] };
  });
  return { ...after, columnFilters };
}

export function UsersPage({ projectId }: { projectId: string }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const { state, onStateChange } = useUrlTableState(usersSearch, DEFAULTS);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<ServerUser | null>(null);
  const [bulk, setBulk] = useState<{ rows: ServerUser[]; clear: () => void } | null>(null);
  const detail = (u: ServerUser) => void navigate({ to: '/projects/$projectId/users/$userId', params: { projectId, userId: u.id } });

  const columns = useMemo(
    () =>
      userColumns((u) => [
        { label: 'View details', onClick: () => detail(u) },
        '-',
        { label: 'Delete user', danger: true, onClick: () => setDeleting(u) },
      ]),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- detail only closes over projectId (navigate is stable)
    [projectId],
  );

  return (
    <AppShell projectId={projectId}>
      <PageHeader
        title="Users"
        description="Everyone who signed up to this project. Search by name, e-mail or user id."
        action={
          <Button onClick={() => setCreating(true)}>
            <UserPlus className="h-4 w-4" aria-hidden />
            Create user
          </Button>
        }
      />
      <CursorDataTable<ServerUser>
        columns={columns}
        queryKey={['project', projectId, 'users', 'page']}
        fetchPage={(req) => fetchUsersPage(projectId, req)}
        defaults={DEFAULTS}
        state={state}
        onStateChange={(next) => onStateChange(keepLatestChoice(state, next))}
        onRowClick={detail}
        enableRowSelection
        getRowId={(u) => u.id}
        searchPlaceholder="Search users…"
        exportRows={(rows) => rows.map(userExportRow)}
        empty={{
          noun: 'users',
          icon: Users,
          title: 'No users yet',
          description: 'Create one, or share your sign-up page: everyone who signs up appears here.',
          action: (
            <>
              <Button size="sm" onClick={() => setCreating(true)}>
                <UserPlus className="h-4 w-4" aria-hidden />
                Create user
              </Button>
              <a href={hostedPageUrl('sign-up', projectId)} target="_blank" rel="noreferrer" className={buttonClass({ variant: 'outline', size: 'sm' })}>
                Open sign-up page
                <ExternalLink className="h-4 w-4" aria-hidden />
              </a>
            </>
          ),
        }}
        renderError={errorMessage}
        selectionActions={(rows, clear) => (
          <Button variant="outline" size="sm" onClick={() => setBulk({ rows, clear })}>
            <Trash2 className="h-4 w-4" aria-hidden />
            Delete {rows.length} selected
          </Button>
        )}
      />
      <ConfirmDialog
        open={!!bulk}
        onOpenChange={(o) => !o && setBulk(null)}
        title="Delete users"
        confirmText={`Delete ${bulk?.rows.length ?? 0} user(s) and end their sessions`}
        okButton={{
          label: 'Delete users',
          variant: 'danger',
          onClick: async () => {
            const rows = bulk!.rows;
            const results = await Promise.allSettled(rows.map((u) => adminApp(projectId).api.DELETE('/users/{user_id}', { params: { path: { user_id: u.id } } })));
            const failed = results.filter((r) => r.status === 'rejected');
            if (failed.length) toast({ title: `${rows.length - failed.length} deleted, ${failed.length} failed`, description: errorMessage((failed[0] as PromiseRejectedResult).reason), variant: 'destructive' });
            else toast({ title: `${rows.length} user(s) deleted`, variant: 'success' });
            bulk!.clear();
            await client.invalidateQueries({ queryKey: ['project', projectId, 'users'] });
          },
        }}
      >
        {bulk?.rows.map((u) => u.primary_email ?? u.id).slice(0, 5).join(', ')}
        {(bulk?.rows.length ?? 0) > 5 && ` and ${(bulk?.rows.length ?? 0) - 5} more`} will be deleted. This cannot be undone.
      </ConfirmDialog>
      <CreateUserDialog projectId={projectId} open={creating} onOpenChange={setCreating} />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="Delete user"
        okButton={{
          label: 'Delete user',
          variant: 'danger',
          onClick: async () => {
            try {
              await adminApp(projectId).api.DELETE('/users/{user_id}', { params: { path: { user_id: deleting!.id } } });
              toast({ title: 'User deleted', variant: 'success' });
              await client.invalidateQueries({ queryKey: ['project', projectId, 'users'] });
            } catch (e) {
              toast({ title: 'Could not delete the user', description: errorMessage(e), variant: 'destructive' });
            }
          },
        }}
      >
        Delete <strong>{deleting?.primary_email ?? deleting?.id}</strong>? Their sessions end at once. This cannot be undone.
      </ConfirmDialog>
    </AppShell>
  );
}
