import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { adminApp, errorMessage, type AdminProject, type ProjectConfig, type UpdateProjectBody } from '../../api/client.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Input, TextField } from '../../components/ui/input.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { ToggleSwitch } from '../../components/ui/switch.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { useNavigate } from '@tanstack/react-router';
import { AppShell } from '../shell/app-shell.tsx';
import { ErrorState, PageHeader } from '../shell/page.tsx';
import { projectQuery } from './projects.queries.ts';
import { RateLimitsCard } from './rate-limits-card.tsx';
import { useUpdateProject } from './use-update-project.ts';

type Flag = { [K in keyof ProjectConfig]: ProjectConfig[K] extends boolean ? K : never }[keyof ProjectConfig];

const USER_FLAGS: Array<{ key: Flag; label: string; description: string }> = [
  { key: 'create_team_on_sign_up', label: 'Create a team per new user', description: 'Every new user gets a personal team.' },
  { key: 'client_team_creation_enabled', label: 'Clients can create teams', description: 'Signed-in users may create teams from your app.' },
  { key: 'client_user_deletion_enabled', label: 'Users can delete their account', description: 'Signed-in users may delete themselves.' },
  { key: 'allow_user_api_keys', label: 'User API keys', description: 'Users can create their own API keys.' },
  { key: 'allow_team_api_keys', label: 'Team API keys', description: 'Teams can create API keys.' },
  { key: 'allow_localhost', label: 'Allow localhost', description: 'Accept localhost callback URLs (turn off in production).' },
];

function GeneralCard({ project }: { project: AdminProject }) {
  const update = useUpdateProject(project.id);
  const [name, setName] = useState(project.display_name);
  const [description, setDescription] = useState(project.description ?? '');
  const [logo, setLogo] = useState(project.logo_url ?? '');
  useEffect(() => {
    setName(project.display_name);
    setDescription(project.description ?? '');
    setLogo(project.logo_url ?? '');
  }, [project.display_name, project.description, project.logo_url]);
  const save = (e: FormEvent) => {
    e.preventDefault();
    update.mutate({ display_name: name.trim(), description: description.trim() || null, logo_url: logo.trim() || null }, { onSuccess: () => toast({ title: 'Project saved', variant: 'success' }) });
  };
  return (
    <Card>
      <CardHeader title="General" description="How the project appears on its sign-in pages and in the dashboard." />
      <CardBody>
        <form onSubmit={save} className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Project name" required maxLength={256} value={name} onChange={(e) => setName(e.target.value)} />
            <TextField label="Logo URL" type="url" placeholder="https://…" value={logo} onChange={(e) => setLogo(e.target.value)} />
          </div>
          <TextField label="Description" value={description} onChange={(e) => setDescription(e.target.value)} />
          {update.isError && (
            <p role="alert" className="text-[13px] text-danger">
              {errorMessage(update.error)}
            </p>
          )}
          <div className="flex justify-end">
            <Button type="submit" loading={update.isPending} disabled={!name.trim()}>
              Save changes
            </Button>
          </div>
        </form>
      </CardBody>
    </Card>
  );
}

function FlagsCard({ project, title, description, flags, extra }: { project: AdminProject; title: string; description: string; flags: typeof USER_FLAGS; extra?: React.ReactNode }) {
  const update = useUpdateProject(project.id);
  const set = async (body: UpdateProjectBody, label: string) => {
    try {
      await update.mutateAsync(body);
      toast({ title: `${label} saved`, variant: 'success' });
    } catch (e) {
      toast({ title: `Could not save ${label}`, description: errorMessage(e), variant: 'destructive' });
    }
  };
  return (
    <Card>
      <CardHeader title={title} description={description} />
      <CardBody className="flex flex-col divide-y divide-border">
        {extra && <div className="pb-3">{extra}</div>}
        {flags.map((f) => (
          <div key={f.key} className="py-3 first:pt-0 last:pb-0">
            <ToggleSwitch label={f.label} description={f.description} checked={project.config[f.key]} onCheckedChange={(v) => set({ config: { [f.key]: v } }, f.label)} />
          </div>
        ))}
      </CardBody>
    </Card>
  );
}

function DomainsCard({ project }: { project: AdminProject }) {
  const update = useUpdateProject(project.id);
  const [domain, setDomain] = useState('');
  const domains = project.config.domains;
  const save = (next: typeof domains, done?: () => void) =>
    update.mutate(
      { config: { domains: next } },
      {
        onSuccess: () => {
          toast({ title: 'Trusted domains saved', variant: 'success' });
          done?.();
        },
      },
    );
  return (
    <Card>
      <CardHeader title="Trusted domains" description="Callback and redirect URLs must be on one of these (plus localhost when allowed)." />
      <CardBody className="flex flex-col gap-3">
        {domains.length === 0 ? (
          <p className="text-[13px] text-muted">No trusted domains yet — add the URL your app runs on.</p>
        ) : (
          <ul className="divide-y divide-border rounded-md border border-border">
            {domains.map((d) => (
              <li key={d.domain} className="flex items-center justify-between gap-2 px-3 py-2 text-sm">
                <span className="min-w-0 truncate font-mono text-[13px]">
                  {d.domain}
                  <span className="text-muted">{d.handler_path}</span>
                </span>
                <Button variant="ghost" size="icon" aria-label={`Remove ${d.domain}`} onClick={() => save(domains.filter((x) => x.domain !== d.domain))}>
                  <Trash2 className="h-4 w-4" />
                </Button>
              </li>
            ))}
          </ul>
        )}
        <form
          className="flex flex-col gap-2 sm:flex-row"
          onSubmit={(e) => {
            e.preventDefault();
            if (domain.trim()) save([...domains, { domain: domain.trim(), handler_path: '/handler' }], () => setDomain(''));
          }}
        >
          <Input aria-label="New trusted domain" placeholder="https://app.example.com" value={domain} onChange={(e) => setDomain(e.target.value)} />
          <Button type="submit" variant="outline" loading={update.isPending} disabled={!domain.trim()}>
            Add domain
          </Button>
        </form>
        {update.isError && (
          <p role="alert" className="text-[13px] text-danger">
            {errorMessage(update.error)}
          </p>
        )}
      </CardBody>
    </Card>
  );
}

function ProjectRateLimits({ project }: { project: AdminProject }) {
  const update = useUpdateProject(project.id);
  return (
    <RateLimitsCard
      limits={project.config.rate_limits}
      saving={update.isPending}
      error={update.isError ? errorMessage(update.error) : null}
      onSave={(rate_limits) => update.mutate({ config: { rate_limits } }, { onSuccess: () => toast({ title: 'Rate limits saved', variant: 'success' }) })}
    />
  );
}

function DangerCard({ project }: { project: AdminProject }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  return (
    <Card className="border-danger/40">
      <CardHeader title="Delete project" description="Deletes the project, its users, sessions and keys. This cannot be undone." action={<Button variant="danger" onClick={() => setOpen(true)}>Delete project</Button>} />
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete project"
        confirmText={`Delete ${project.display_name} and everything in it`}
        okButton={{
          label: 'Delete project',
          variant: 'danger',
          onClick: async () => {
            try {
              await adminApp(project.id).api.DELETE('/internal/projects/current');
              toast({ title: `${project.display_name} deleted`, variant: 'success' });
              client.removeQueries({ queryKey: ['project', project.id] });
              await client.invalidateQueries({ queryKey: ['dashboard', 'projects'] });
              void navigate({ to: '/projects' });
            } catch (e) {
              toast({ title: 'Could not delete the project', description: errorMessage(e), variant: 'destructive' });
            }
          },
        }}
      >
        All users, sessions and API keys of <strong>{project.display_name}</strong> are deleted for good.
      </ConfirmDialog>
    </Card>
  );
}

export function SettingsPage({ projectId }: { projectId: string }) {
  const project = useQuery(projectQuery(projectId));
  const update = useUpdateProject(projectId);
  return (
    <AppShell projectId={projectId}>
      <PageHeader title="Settings" description="Name, user rules, trusted domains and rate limits of this project. Sign-in methods are under Auth methods." />
      {project.isPending ? (
        <div className="flex flex-col gap-4">
          <Skeleton className="h-48" />
          <Skeleton className="h-64" />
        </div>
      ) : project.isError ? (
        <ErrorState message={errorMessage(project.error)} onRetry={() => void project.refetch()} />
      ) : (
        <div className="flex flex-col gap-4">
          <GeneralCard project={project.data} />
          <FlagsCard
            project={project.data}
            title="Users and teams"
            description="What users may do on their own."
            flags={USER_FLAGS}
            extra={
              <ToggleSwitch
                label="Production mode"
                description="Marks the project as live; review trusted domains and localhost first."
                checked={project.data.is_production_mode}
                onCheckedChange={async (v) => {
                  try {
                    await update.mutateAsync({ is_production_mode: v });
                  } catch (e) {
                    toast({ title: 'Could not change production mode', description: errorMessage(e), variant: 'destructive' });
                  }
                }}
              />
            }
          />
          <DomainsCard project={project.data} />
          <ProjectRateLimits project={project.data} />
          <DangerCard project={project.data} />
        </div>
      )}
    </AppShell>
  );
}
