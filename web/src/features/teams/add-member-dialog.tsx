import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { adminApp, errorMessage } from '../../api/client.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { TextField } from '../../components/ui/input.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { resolveUser } from './resolve-user.ts';

export function AddMemberDialog({ projectId, teamId, open, onOpenChange }: { projectId: string; teamId: string; open: boolean; onOpenChange: (o: boolean) => void }) {
  const client = useQueryClient();
  const [who, setWho] = useState('');
  const add = useMutation({
    mutationFn: async () => {
      const user = await resolveUser(projectId, who);
      await adminApp(projectId).addTeamMember(teamId, user.id);
      return user;
    },
    onSuccess: async (user) => {
      await client.invalidateQueries({ queryKey: ['project', projectId, 'teams'] });
      toast({ title: 'Member added', description: user.primary_email ?? user.id, variant: 'success' });
      setWho('');
      onOpenChange(false);
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate();
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Add member" description="The user joins with the project's team-member default permissions.">
      <form onSubmit={submit} className="flex flex-col gap-4 pb-5">
        <TextField label="User" placeholder="User id or e-mail" required autoFocus value={who} onChange={(e) => setWho(e.target.value)} error={add.isError ? errorMessage(add.error) : null} />
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={add.isPending} disabled={!who.trim()}>
            Add member
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
