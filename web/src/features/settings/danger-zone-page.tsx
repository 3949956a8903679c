import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { adminApp, dashboardApp, errorMessage, type AdminProject } from '../../api/client.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Field, TextField } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { SettingsLayout } from './settings-layout.tsx';

const myTeamsQuery = {
  queryKey: ['dashboard', 'teams', 'me'],
  queryFn: () => dashboardApp().listTeams({ userId: 'me' }),
};

/** POST /internal/projects/transfer with the developer's own session (the route is internal-only). */
async function transferProject(projectId: string, newTeamId: string): Promise<void> {
  await dashboardApp().api.POST('/internal/projects/transfer', { body: { project_id: projectId, new_team_id: newTeamId } });
}

/** Move the project to another team the developer belongs to; who may manage it changes with the team. */
function TransferCard({ project }: { project: AdminProject }) {
  const client = useQueryClient();
  const teams = useQuery(myTeamsQuery);
  const others = (teams.data ?? []).filter((t) => t.id !== project.owner_team_id);
  const owner = teams.data?.find((t) => t.id === project.owner_team_id);
  const [teamId, setTeamId] = useState('');
  const [confirming, setConfirming] = useState(false);
  const target = others.find((t) => t.id === teamId);
  const transfer = useMutation({
    mutationFn: () => transferProject(project.id, teamId),
    onSuccess: async () => {
      toast({ title: `${project.display_name} moved to ${target?.display_name ?? 'the team'}`, variant: 'success' });
      setTeamId('');
      await Promise.all([client.invalidateQueries({ queryKey: ['project', project.id] }), client.invalidateQueries({ queryKey: ['dashboard', 'projects'] })]);
    },
  });
  return (
    <Card label="Transfer project">
      <CardHeader title="Transfer project" description="Move this project to another team you belong to (you need the admin role in the team that owns it now). That team's members manage it from then on; members of only the current team lose access." />
      <CardBody className="flex flex-col gap-3">
        <p className="text-[13px] text-muted">
          Owned by <span className="font-medium text-fg">{owner?.display_name ?? (teams.isPending ? '…' : 'a team you are not a member of')}</span>
        </p>
        {teams.isPending ? (
          <Skeleton className="h-9 w-64" />
        ) : teams.isError ? (
          <p role="alert" className="text-[13px] text-danger">
            {errorMessage(teams.error)}
          </p>
        ) : others.length === 0 ? (
          <p className="text-[13px] text-muted">You belong to no other team. Create or join one in your account settings to transfer this project.</p>
        ) : (
          <form
            className="flex flex-col gap-2 sm:flex-row sm:items-end"
            onSubmit={(e: FormEvent) => {
              e.preventDefault();
              if (target) setConfirming(true);
            }}
          >
            <Field label="New owner team" className="sm:w-72">
              {(p) => <Select {...p} value={teamId} onValueChange={setTeamId} placeholder="Choose a team…" options={others.map((t) => ({ value: t.id, label: t.display_name }))} />}
            </Field>
            <Button type="submit" variant="outline" disabled={!target} loading={transfer.isPending}>
              Transfer project
            </Button>
          </form>
        )}
        {transfer.isError && (
          <p role="alert" className="text-[13px] text-danger">
            {errorMessage(transfer.error)}
          </p>
        )}
      </CardBody>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Transfer project"
        okButton={{ label: 'Transfer', onClick: async () => void (await transfer.mutateAsync().catch(() => undefined)) }}
      >
        Move <strong>{project.display_name}</strong> to <strong>{target?.display_name}</strong>?
      </ConfirmDialog>
    </Card>
  );
}

/** Deleting is irreversible: the dialog's button stays off until the project's exact name is typed. */
function DeleteCard({ project }: { project: AdminProject }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const matches = typed === project.display_name;
  const remove = useMutation({
    mutationFn: async () => {
      await adminApp(project.id).api.DELETE('/internal/projects/current');
    },
    onSuccess: async () => {
      toast({ title: `${project.display_name} deleted`, variant: 'success' });
      setOpen(false);
      client.removeQueries({ queryKey: ['project', project.id] });
      await client.invalidateQueries({ queryKey: ['dashboard', 'projects'] });
      void navigate({ to: '/projects' });
    },
  });
  const close = (o: boolean) => {
    if (remove.isPending) return;
    setOpen(o);
    if (!o) {
      setTyped('');
      remove.reset();
    }
  };
  return (
    <Card label="Delete project" className="border-danger/40">
      <CardHeader title="Delete project" description="Deletes the project, its users, teams, sessions and keys. This cannot be undone." action={<Button variant="danger" onClick={() => setOpen(true)}>Delete project</Button>} />
      <Dialog open={open} onOpenChange={close} title="Delete project" modal="buttons-only" description={<>All users, teams, sessions and API keys of <strong className="break-all text-fg">{project.display_name}</strong> are deleted for good.</>}>
        <form
          className="flex flex-col gap-4 pb-5"
          onSubmit={(e) => {
            e.preventDefault();
            if (matches) remove.mutate();
          }}
        >
          <TextField
            label={`Type ${project.display_name} to confirm`}
            autoFocus
            autoComplete="off"
            spellCheck={false}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            error={remove.isError ? errorMessage(remove.error) : null}
          />
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => close(false)} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" disabled={!matches} loading={remove.isPending}>
              Delete this project
            </Button>
          </div>
        </form>
      </Dialog>
    </Card>
  );
}

/** Settings › Danger zone: transfer to another team, and deletion. */
export function DangerZonePage({ projectId }: { projectId: string }) {
  return (
    <SettingsLayout projectId={projectId} description="Move the project to another team, or delete it.">
      {(project) => (
        <>
          <TransferCard project={project} />
          <DeleteCard project={project} />
        </>
      )}
    </SettingsLayout>
  );
}
