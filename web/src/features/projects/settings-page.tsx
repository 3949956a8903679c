import { useEffect, useState, type FormEvent } from 'react';
import { errorMessage, type AdminProject, type ProjectConfig, type UpdateProjectBody } from '../../api/client.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { TextField } from '../../components/ui/input.tsx';
import { ToggleSwitch } from '../../components/ui/switch.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { SettingsLayout } from '../settings/settings-layout.tsx';
import { RateLimitsCard } from './rate-limits-card.tsx';
import { useUpdateProject } from './use-update-project.ts';

type Flag = { [K in keyof ProjectConfig]: ProjectConfig[K] extends boolean ? K : never }[keyof ProjectConfig];

const USER_FLAGS: Array<{ key: Flag; label: string; description: string }> = [
  { key: 'create_team_on_sign_up', label: 'Create a team per new user', description: 'Every new user gets a personal team.' },
  { key: 'client_team_creation_enabled', label: 'Clients can create teams', description: 'Signed-in users may create teams from your app.' },
  { key: 'client_user_deletion_enabled', label: 'Users can delete their account', description: 'Signed-in users may delete themselves.' },
  { key: 'allow_user_api_keys', label: 'User API keys', description: 'Users can create their own API keys.' },
  { key: 'allow_team_api_keys', label: 'Team API keys', description: 'Teams can create API keys.' },
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

function FlagsCard({ project, title, description, flags }: { project: AdminProject; title: string; description: string; flags: typeof USER_FLAGS }) {
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
        {flags.map((f) => (
          <div key={f.key} className="py-3 first:pt-0 last:pb-0">
            <ToggleSwitch label={f.label} description={f.description} checked={project.config[f.key]} onCheckedChange={(v) => set({ config: { [f.key]: v } }, f.label)} />
          </div>
        ))}
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

function ProductionModeCard({ project }: { project: AdminProject }) {
  const update = useUpdateProject(project.id);
  return (
    <Card label="Production mode">
      <CardBody>
        <ToggleSwitch
          label="Production mode"
          description="Marks the project as live; review trusted domains and localhost under Domains first."
          checked={project.is_production_mode}
          onCheckedChange={async (v) => {
            try {
              await update.mutateAsync({ is_production_mode: v });
            } catch (e) {
              toast({ title: 'Could not change production mode', description: errorMessage(e), variant: 'destructive' });
            }
          }}
        />
      </CardBody>
    </Card>
  );
}

/** Settings › General: name, description, logo and production mode. */
export function GeneralSettingsPage({ projectId }: { projectId: string }) {
  return (
    <SettingsLayout projectId={projectId} description="Name, logo and production mode of this project.">
      {(project) => (
        <>
          <GeneralCard project={project} />
          <ProductionModeCard project={project} />
        </>
      )}
    </SettingsLayout>
  );
}

/** Settings › Users & teams: what users may do on their own, and API keys for users and teams. */
export function UsersSettingsPage({ projectId }: { projectId: string }) {
  return (
    <SettingsLayout projectId={projectId} description="What users may do on their own. Sign-in methods are under Auth methods.">
      {(project) => <FlagsCard project={project} title="Users and teams" description="What users may do on their own." flags={USER_FLAGS} />}
    </SettingsLayout>
  );
}

/** Settings › Rate limits. */
export function RateLimitsSettingsPage({ projectId }: { projectId: string }) {
  return (
    <SettingsLayout projectId={projectId} description="How often each kind of request may be made before the server asks to wait.">
      {(project) => <ProjectRateLimits project={project} />}
    </SettingsLayout>
  );
}
