import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { adminApp, errorMessage } from '../../api/client.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { TextField } from '../../components/ui/input.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { resolveUser } from './resolve-user.ts';

/** A new team, optionally with its creator (who joins with the project's team-creator permissions). */
export function CreateTeamDialog({ projectId, open, onOpenChange, onCreated }: { projectId: string; open: boolean; onOpenChange: (o: boolean) => void; onCreated: (teamId: string) => void }) {
  const client = useQueryClient();
  const [name, setName] = useState('');
  const [creator, setCreator] = useState('');
  const create = useMutation({
    mutationFn: async () => {
      const creatorId = creator.trim() ? (await resolveUser(projectId, creator)).id : undefined;
      return adminApp(projectId).createTeam({ display_name: name.trim(), ...(creatorId ? { creator_user_id: creatorId } : {}) });
    },
    onSuccess: async (team) => {
      await client.invalidateQueries({ queryKey: ['project', projectId, 'teams'] });
      toast({ title: 'Team created', description: team.display_name, variant: 'success' });
      setName('');
      setCreator('');
      onOpenChange(false);
      onCreated(team.id);
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate();
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Create team" description="A team groups users; members hold team permissions in it.">
      <form onSubmit={submit} className="flex flex-col gap-4 pb-5">
        <TextField label="Team name" required autoFocus maxLength={256} value={name} onChange={(e) => setName(e.target.value)} />
        <TextField
          label="Creator"
          placeholder="User id or e-mail"
          hint="Optional. The creator becomes the first member, with the team-creator default permissions."
          value={creator}
          onChange={(e) => setCreator(e.target.value)}
          error={create.isError ? errorMessage(create.error) : null}
        />
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending} disabled={!name.trim()}>
            Create team
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
