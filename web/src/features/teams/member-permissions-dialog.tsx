import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { adminApp, errorMessage } from '../../api/client.ts';
import { Button } from '../../components/ui/button.tsx';
import { CheckboxField } from '../../components/ui/checkbox.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { TruncatedText } from '../../components/ui/truncated-text.tsx';
import { ErrorState } from '../shell/page.tsx';
import { definitionsQuery, teamGrantsQuery } from './teams.queries.ts';

/** What saving would change: permissions to grant and to remove, each in the definitions' order. */
export function permissionChanges(order: string[], granted: readonly string[], wanted: ReadonlySet<string>): { grant: string[]; remove: string[] } {
  return { grant: order.filter((id) => wanted.has(id) && !granted.includes(id)), remove: order.filter((id) => !wanted.has(id) && granted.includes(id)) };
}

/** "Grant: a, b · Remove: c", or null when nothing changes. */
export function changeSummary({ grant, remove }: { grant: string[]; remove: string[] }): string | null {
  const parts = [grant.length ? `Grant: ${grant.join(', ')}` : '', remove.length ? `Remove: ${remove.join(', ')}` : ''].filter(Boolean);
  return parts.length ? parts.join(' · ') : null;
}

/**
 * A member's team permissions: one box per definition, ticked when granted directly. Ticking only
 * edits a draft; Save sends the differences at once (one request each) after showing what will
 * change, Cancel drops them. Permissions the ticked ones contain are listed under them, so the
 * developer sees what a grant brings along.
 */
export function MemberPermissionsDialog({ projectId, teamId, member, onOpenChange }: { projectId: string; teamId: string; member: { userId: string; name: string } | null; onOpenChange: (o: boolean) => void }) {
  const client = useQueryClient();
  const definitions = useQuery(definitionsQuery(projectId, 'team'));
  const grants = useQuery(teamGrantsQuery(projectId, teamId));
  const granted = member ? (grants.data?.get(member.userId) ?? []) : [];
  // null: no edit yet, the draft is what is granted now.
  const [draft, setDraft] = useState<Set<string> | null>(null);
  useEffect(() => setDraft(null), [member?.userId]);
  const wanted = draft ?? new Set(granted);
  const changes = permissionChanges(definitions.data?.map((d) => d.id) ?? [], granted, wanted);
  const summary = changeSummary(changes);

  const save = useMutation({
    mutationFn: async () => {
      const app = adminApp(projectId);
      const results = await Promise.allSettled([
        ...changes.grant.map((id) => app.grantTeamPermission(teamId, member!.userId, id)),
        ...changes.remove.map((id) => app.revokeTeamPermission(teamId, member!.userId, id)),
      ]);
      const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      // What went through is granted now; the draft keeps the rest, so Save retries only those.
      if (failed.length) throw Object.assign(failed[0]!.reason as object, { failedCount: failed.length });
    },
    onSuccess: () => {
      toast({ title: 'Permissions saved', description: member?.name, variant: 'success' });
      onOpenChange(false);
    },
    onError: (e) => toast({ title: 'Some permissions were not saved', description: errorMessage(e), variant: 'destructive' }),
    onSettled: () => client.invalidateQueries({ queryKey: teamGrantsQuery(projectId, teamId).queryKey }),
  });

  const toggle = (id: string, on: boolean) => {
    const next = new Set(wanted);
    if (on) next.add(id);
    else next.delete(id);
    setDraft(next);
  };
  return (
    <Dialog
      open={!!member}
      onOpenChange={onOpenChange}
      title={
        <span className="flex min-w-0 gap-1">
          <span className="shrink-0">Permissions of</span>
          <TruncatedText>{member?.name ?? ''}</TruncatedText>
        </span>
      }
      description="Permissions granted directly in this team. A permission also gives the ones it contains."
      footer={
        <div className="flex w-full flex-col gap-3">
          <p role="status" className="text-[13px] text-muted wrap-anywhere">
            {summary ?? 'No changes yet.'}
          </p>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button loading={save.isPending} disabled={!summary || save.isPending} onClick={() => save.mutate()}>
              Save
            </Button>
          </div>
        </div>
      }
    >
      <div className="flex max-h-[55vh] flex-col gap-3 overflow-y-auto">
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
              checked={wanted.has(d.id)}
              disabled={save.isPending}
              onCheckedChange={(on) => toggle(d.id, on)}
            />
          ))
        )}
      </div>
    </Dialog>
  );
}
