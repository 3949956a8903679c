import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { dashboardApp, errorMessage } from '../../api/client.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { TextField } from '../../components/ui/input.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { useNavigate } from '@tanstack/react-router';
import { dashboardUserQuery } from '../auth/dashboard-session.ts';

/** Creates a project owned by the developer's selected team (POST /internal/projects). */
export function CreateProjectDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const create = useMutation({
    mutationFn: async () => {
      const me = await client.fetchQuery(dashboardUserQuery);
      const teamId = me && 'selected_team_id' in me ? (me.selected_team_id as string | null) : null;
      if (!teamId) throw new Error('Your account has no team to own the project. Select or create a team first.');
      const { data } = await dashboardApp().api.POST('/internal/projects', { body: { display_name: name.trim(), description: description.trim() || null, owner_team_id: teamId } });
      return data!;
    },
    onSuccess: async (project) => {
      await client.invalidateQueries({ queryKey: ['dashboard', 'projects'] });
      toast({ title: `Project ${project.display_name} created`, variant: 'success' });
      onOpenChange(false);
      setName('');
      setDescription('');
      void navigate({ to: '/projects/$projectId', params: { projectId: project.id } });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (name.trim()) create.mutate();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (!o) create.reset();
        onOpenChange(o);
      }}
      title="Create project"
      description="A project is one app's users, sign-in settings and keys."
    >
      <form onSubmit={submit} className="flex flex-col gap-4 pb-5">
        <TextField label="Project name" required autoFocus maxLength={256} value={name} onChange={(e) => setName(e.target.value)} error={create.isError ? errorMessage(create.error) : null} />
        <TextField label="Description" hint="Optional. Only you and your team see it." value={description} onChange={(e) => setDescription(e.target.value)} />
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending} disabled={!name.trim()}>
            Create project
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
