import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApp, errorMessage } from '../../api/client.ts';
import { CheckboxField } from '../../components/ui/checkbox.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { ErrorState } from '../shell/page.tsx';
import { definitionsQuery, userProjectPermissionsQuery } from '../teams/teams.queries.ts';

/** The user's project permissions: one box per definition, ticked when granted directly; ticking grants, unticking revokes. */
export function ProjectPermissionsDialog({ projectId, userId, open, onOpenChange }: { projectId: string; userId: string; open: boolean; onOpenChange: (o: boolean) => void }) {
  const client = useQueryClient();
  const definitions = useQuery({ ...definitionsQuery(projectId, 'project'), enabled: open });
  const held = useQuery(userProjectPermissionsQuery(projectId, userId));
  const toggle = useMutation({
    mutationFn: async ({ permissionId, grant }: { permissionId: string; grant: boolean }) => {
      const app = adminApp(projectId);
      if (grant) await app.grantProjectPermission(userId, permissionId);
      else await app.revokeProjectPermission(userId, permissionId);
    },
    onError: (e) => toast({ title: 'Could not change the permission', description: errorMessage(e), variant: 'destructive' }),
    onSettled: () => client.invalidateQueries({ queryKey: userProjectPermissionsQuery(projectId, userId).queryKey }),
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Project permissions" description="Granted directly to this user. A permission also gives the ones it contains.">
      <div className="flex max-h-[60vh] flex-col gap-3 overflow-y-auto pb-5">
        {definitions.isPending || held.isPending ? (
          <Skeleton className="h-32" />
        ) : definitions.isError ? (
          <ErrorState message={errorMessage(definitions.error)} onRetry={() => void definitions.refetch()} />
        ) : definitions.data.length === 0 ? (
          <p className="text-[13px] text-muted">No project permissions defined yet — create them on the Permissions page.</p>
        ) : (
          definitions.data.map((d) => (
            <CheckboxField
              key={d.id}
              label={<span className="font-mono text-[13px]">{d.id}</span>}
              description={[d.description, d.contained_permission_ids.length ? `Contains ${d.contained_permission_ids.join(', ')}` : ''].filter(Boolean).join(' · ') || undefined}
              checked={held.data?.direct.includes(d.id) ?? false}
              disabled={toggle.isPending}
              onCheckedChange={(grant) => toggle.mutate({ permissionId: d.id, grant })}
            />
          ))
        )}
      </div>
    </Dialog>
  );
}
