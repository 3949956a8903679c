import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApp, errorMessage } from '../../api/client.ts';
import { CheckboxField } from '../../components/ui/checkbox.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { ErrorState } from '../shell/page.tsx';
import { definitionsQuery, teamGrantsQuery } from './teams.queries.ts';

/**
 * A member's team permissions: one box per definition, ticked when granted directly. Ticking grants
 * and unticking revokes at once (each is one request); permissions the ticked ones contain are
 * listed under them, so the developer sees what a grant brings along.
 */
export function MemberPermissionsDialog({ projectId, teamId, member, onOpenChange }: { projectId: string; teamId: string; member: { userId: string; name: string } | null; onOpenChange: (o: boolean) => void }) {
  const client = useQueryClient();
  const definitions = useQuery(definitionsQuery(projectId, 'team'));
  const grants = useQuery(teamGrantsQuery(projectId, teamId));
  const granted = member ? (grants.data?.get(member.userId) ?? []) : [];
  const toggle = useMutation({
    mutationFn: async ({ permissionId, grant }: { permissionId: string; grant: boolean }) => {
      const app = adminApp(projectId);
      if (grant) await app.grantTeamPermission(teamId, member!.userId, permissionId);
      else await app.revokeTeamPermission(teamId, member!.userId, permissionId);
    },
    onError: (e) => toast({ title: 'Could not change the permission', description: errorMessage(e), variant: 'destructive' }),
    onSettled: () => client.invalidateQueries({ queryKey: teamGrantsQuery(projectId, teamId).queryKey }),
  });
  return (
    <Dialog open={!!member} onOpenChange={onOpenChange} title={`Permissions of ${member?.name ?? ''}`} description="Permissions granted directly in this team. A permission also gives the ones it contains.">
      <div className="flex max-h-[60vh] flex-col gap-3 overflow-y-auto pb-5">
        {definitions.isPending || grants.isPending ? (
          <Skeleton className="h-40" />
        ) : definitions.isError ? (
          <ErrorState message={errorMessage(definitions.error)} onRetry={() => void definitions.refetch()} />
        ) : (
          definitions.data.map((d) => (
            <CheckboxField
              key={d.id}
              label={<span className="font-mono text-[13px]">{d.id}</span>}
              description={[d.description, d.contained_permission_ids.length ? `Contains ${d.contained_permission_ids.join(', ')}` : ''].filter(Boolean).join(' · ') || undefined}
              checked={granted.includes(d.id)}
              disabled={toggle.isPending}
              onCheckedChange={(grant) => toggle.mutate({ permissionId: d.id, grant })}
            />
          ))
        )}
      </div>
    </Dialog>
  );
}
