import type { PermissionDefinition } from '@gatehouse/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { adminApp, errorMessage } from '../../api/client.ts';
import { Button } from '../../components/ui/button.tsx';
import { CheckboxField } from '../../components/ui/checkbox.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { TextField } from '../../components/ui/input.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { definitionsQuery, type PermissionScope } from '../teams/teams.queries.ts';
import { ancestorsOf } from './permission-tree.ts';

/**
 * Create (editing = null) or edit a definition: id, description and the permissions it contains.
 * Permissions that already lead to this one are not offered (the server would refuse the cycle).
 */
export function PermissionDialog({ projectId, scope, open, editing, all, onOpenChange }: { projectId: string; scope: PermissionScope; open: boolean; editing: PermissionDefinition | null; all: PermissionDefinition[]; onOpenChange: (o: boolean) => void }) {
  const client = useQueryClient();
  const [id, setId] = useState('');
  const [description, setDescription] = useState('');
  const [contained, setContained] = useState<string[]>([]);
  useEffect(() => {
    if (!open) return;
    setId(editing?.id ?? '');
    setDescription(editing?.description ?? '');
    setContained(editing?.contained_permission_ids ?? []);
  }, [open, editing]);
  const save = useMutation({
    mutationFn: async () => {
      const app = adminApp(projectId);
      const body = { description: description.trim() || null, contained_permission_ids: contained };
      if (editing) {
        const changes = { ...body, ...(id.trim() !== editing.id ? { id: id.trim() } : {}) };
        return scope === 'team' ? app.updateTeamPermissionDefinition(editing.id, changes) : app.updateProjectPermissionDefinition(editing.id, changes);
      }
      return scope === 'team' ? app.createTeamPermissionDefinition({ id: id.trim(), ...body }) : app.createProjectPermissionDefinition({ id: id.trim(), ...body });
    },
    onSuccess: async (saved) => {
      await client.invalidateQueries({ queryKey: definitionsQuery(projectId, scope).queryKey });
      toast({ title: editing ? 'Permission saved' : 'Permission created', description: saved.id, variant: 'success' });
      onOpenChange(false);
    },
  });
  useEffect(() => save.reset(), [open]); // eslint-disable-line react-hooks/exhaustive-deps -- a reopened dialog starts without the last error
  const blocked = editing ? ancestorsOf(editing.id, all) : new Set<string>();
  const offered = all.filter((d) => !blocked.has(d.id));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? `Edit ${editing.id}` : `Create ${scope} permission`}
      description={scope === 'team' ? 'Granted to members within a team.' : 'Granted to users across the project.'}
    >
      <form onSubmit={submit} className="flex flex-col gap-4 pb-5">
        <TextField
          label="Permission ID"
          required
          autoFocus
          placeholder="read_documents"
          hint="Letters, digits, _ and :. Renaming moves every grant with it."
          value={id}
          onChange={(e) => setId(e.target.value)}
          error={save.isError ? errorMessage(save.error) : null}
        />
        <TextField label="Description" maxLength={1000} value={description} onChange={(e) => setDescription(e.target.value)} />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-[13px] font-medium">Contained permissions</legend>
          <p className="text-xs text-muted">Holding this permission gives these too.</p>
          <div className="flex max-h-56 flex-col gap-2 overflow-y-auto">
            {offered.length ? (
              offered.map((d) => (
                <CheckboxField
                  key={d.id}
                  label={<span className="font-mono text-[13px]">{d.id}</span>}
                  checked={contained.includes(d.id)}
                  onCheckedChange={(on) => setContained((c) => (on ? [...c, d.id] : c.filter((x) => x !== d.id)))}
                />
              ))
            ) : (
              <p className="text-[13px] text-muted">No other permissions yet.</p>
            )}
          </div>
        </fieldset>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending} disabled={!id.trim()}>
            {editing ? 'Save permission' : 'Create permission'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
