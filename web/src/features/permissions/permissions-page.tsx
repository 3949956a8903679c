import type { PermissionDefinition } from '@gatehouse/sdk';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Pencil, Plus, ShieldCheck, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { adminApp, errorMessage } from '../../api/client.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { AppShell } from '../shell/app-shell.tsx';
import { ErrorState, PageHeader } from '../shell/page.tsx';
import { definitionsQuery, type PermissionScope } from '../teams/teams.queries.ts';
import { PermissionDialog } from './permission-dialog.tsx';
import { containedTree, type PermissionNode } from './permission-tree.ts';

/** The page's URL: which scope's tab is open (team is the default, so it is left out). */
export const permissionsSearch = (raw: Record<string, unknown>): { scope?: 'project' } => (raw.scope === 'project' ? { scope: 'project' } : {});

const isSystem = (id: string) => id.startsWith('$');

function Tree({ nodes, label }: { nodes: PermissionNode[]; label: string }) {
  return (
    <ul aria-label={label} className="ml-2 flex flex-col gap-1 border-l border-border pl-3">
      {nodes.map((n) => (
        <li key={n.id}>
          <span className="font-mono text-[13px]">{n.id}</span>
          {n.repeated && <span className="ml-2 text-xs text-muted">(already above)</span>}
          {n.children.length > 0 && <Tree nodes={n.children} label={`Permissions contained in ${n.id}`} />}
        </li>
      ))}
    </ul>
  );
}

function DefinitionRow({ d, all, onEdit, onDelete }: { d: PermissionDefinition; all: PermissionDefinition[]; onEdit: () => void; onDelete: () => void }) {
  const tree = containedTree(d, all);
  return (
    <li className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-start sm:justify-between" aria-label={d.id}>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-sm font-medium break-all">{d.id}</span>
          {isSystem(d.id) && <Badge>System</Badge>}
        </div>
        {d.description && <p className="mt-0.5 text-[13px] text-muted">{d.description}</p>}
        {tree.length > 0 && (
          <div className="mt-2">
            <p className="mb-1 text-xs text-muted">Contains</p>
            <Tree nodes={tree} label={`Permissions contained in ${d.id}`} />
          </div>
        )}
      </div>
      {!isSystem(d.id) && (
        <div className="flex shrink-0 gap-1">
          <Button variant="ghost" size="icon" aria-label={`Edit ${d.id}`} onClick={onEdit}>
            <Pencil className="h-4 w-4" aria-hidden />
          </Button>
          <Button variant="ghost" size="icon" aria-label={`Delete ${d.id}`} onClick={onDelete}>
            <Trash2 className="h-4 w-4" aria-hidden />
          </Button>
        </div>
      )}
    </li>
  );
}

function DefinitionList({ projectId, scope, onCreate }: { projectId: string; scope: PermissionScope; onCreate: () => void }) {
  const client = useQueryClient();
  const definitions = useQuery(definitionsQuery(projectId, scope));
  const [editing, setEditing] = useState<PermissionDefinition | null>(null);
  const [deleting, setDeleting] = useState<PermissionDefinition | null>(null);
  if (definitions.isPending) return <Skeleton className="h-64" />;
  if (definitions.isError) return <ErrorState message={errorMessage(definitions.error)} onRetry={() => void definitions.refetch()} />;
  const all = definitions.data;
  // System permissions last: the developer's own come first, the fixed six are reference.
  const ordered = [...all.filter((d) => !isSystem(d.id)), ...all.filter((d) => isSystem(d.id))];
  return (
    <>
      {all.some((d) => !isSystem(d.id)) ? null : (
        <EmptyState
          className="mb-4"
          icon={ShieldCheck}
          title={`No ${scope} permissions yet`}
          description={scope === 'team' ? 'Define what members may do in a team, e.g. read_documents; a permission can contain others.' : 'Define what users may do across the project; a permission can contain others.'}
          action={
            <Button size="sm" onClick={onCreate}>
              <Plus className="h-4 w-4" aria-hidden />
              Create permission
            </Button>
          }
        />
      )}
      {ordered.length > 0 && (
        <Card>
          <ul aria-label={`${scope === 'team' ? 'Team' : 'Project'} permissions`} className="divide-y divide-border">
            {ordered.map((d) => (
              <DefinitionRow key={d.id} d={d} all={all} onEdit={() => setEditing(d)} onDelete={() => setDeleting(d)} />
            ))}
          </ul>
        </Card>
      )}
      <PermissionDialog projectId={projectId} scope={scope} open={!!editing} editing={editing} all={all} onOpenChange={(o) => !o && setEditing(null)} />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="Delete permission"
        okButton={{
          label: 'Delete permission',
          variant: 'danger',
          onClick: async () => {
            try {
              const app = adminApp(projectId);
              await (scope === 'team' ? app.deleteTeamPermissionDefinition(deleting!.id) : app.deleteProjectPermissionDefinition(deleting!.id));
              toast({ title: 'Permission deleted', variant: 'success' });
              await client.invalidateQueries({ queryKey: ['project', projectId] });
            } catch (e) {
              toast({ title: 'Could not delete the permission', description: errorMessage(e), variant: 'destructive' });
            }
          },
        }}
      >
        Delete <strong className="font-mono">{deleting?.id}</strong>? Every grant of it is revoked and permissions containing it no longer do. This cannot be undone.
      </ConfirmDialog>
    </>
  );
}

export function PermissionsPage({ projectId }: { projectId: string }) {
  const search = permissionsSearch(useSearch({ strict: false }));
  const navigate = useNavigate();
  const scope: PermissionScope = search.scope ?? 'team';
  const [creating, setCreating] = useState(false);
  const all = useQuery(definitionsQuery(projectId, scope));
  return (
    <AppShell projectId={projectId}>
      <PageHeader
        title="Permissions"
        description="What users may do: team permissions hold within a team, project permissions across the project."
        action={
          <Button onClick={() => setCreating(true)}>
            <Plus className="h-4 w-4" aria-hidden />
            Create permission
          </Button>
        }
      />
      <Tabs
        label="Permission scope"
        value={scope}
        onValueChange={(v) => void navigate({ to: '/projects/$projectId/permissions', params: { projectId }, search: v === 'project' ? { scope: 'project' } : {}, replace: true })}
        tabs={[
          { value: 'team', label: 'Team permissions', content: <DefinitionList projectId={projectId} scope="team" onCreate={() => setCreating(true)} /> },
          { value: 'project', label: 'Project permissions', content: <DefinitionList projectId={projectId} scope="project" onCreate={() => setCreating(true)} /> },
        ]}
      />
      <PermissionDialog projectId={projectId} scope={scope} open={creating} editing={null} all={all.data ?? []} onOpenChange={setCreating} />
    </AppShell>
  );
}
