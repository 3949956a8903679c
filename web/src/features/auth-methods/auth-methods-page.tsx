import { useQuery } from '@tanstack/react-query';
import { errorMessage, type AdminProject, type ProjectConfig, type UpdateProjectBody } from '../../api/client.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { OAUTH_PROVIDERS, ProviderIcon, providerDisplayName, type OAuthProviderId } from '../../components/ui/oauth-buttons.tsx';
import { RadioGroup } from '../../components/ui/radio-group.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { ToggleSwitch } from '../../components/ui/switch.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { useState } from 'react';
import { projectQuery } from '../projects/projects.queries.ts';
import { useUpdateProject } from '../projects/use-update-project.ts';
import { AppShell } from '../shell/app-shell.tsx';
import { ErrorState, PageHeader } from '../shell/page.tsx';
import { OAuthProviderDialog } from './oauth-provider-dialog.tsx';
import { signInMethodCountsQuery, type SignInMethodCounts } from './sign-in-method-counts.queries.ts';

type Flag = { [K in keyof ProjectConfig]: ProjectConfig[K] extends boolean ? K : never }[keyof ProjectConfig];

const METHODS: Array<{ key: Flag; label: string; description: string }> = [
  { key: 'sign_up_enabled', label: 'Sign-up enabled', description: 'New users can create accounts. Your server can always create users.' },
  { key: 'credential_enabled', label: 'E-mail and password', description: 'Users sign in with their e-mail address and a password.' },
  { key: 'magic_link_enabled', label: 'E-mail code and magic link', description: 'Users get a one-time code and a sign-in link by e-mail.' },
  { key: 'passkey_enabled', label: 'Passkeys', description: 'Users sign in with a passkey stored on their device.' },
  { key: 'anonymous_accounts_enabled', label: 'Anonymous users', description: 'Your app can start a session before sign-up; the user upgrades it later.' },
  { key: 'require_email_verification', label: 'Require e-mail verification', description: 'Users stay restricted until they verify their e-mail address.' },
];

const MERGE_STRATEGIES = [
  { value: 'link_method', label: 'Link to the existing account', description: 'Signing in with a provider whose verified e-mail belongs to a user adds the provider to that user.' },
  { value: 'raise_error', label: 'Refuse', description: 'The sign-in fails and tells the user to sign in with the method they used before.' },
  { value: 'allow_duplicates', label: 'Create a separate account', description: 'Each provider account becomes its own user, even with the same e-mail.' },
] as const;

function useSave(project: AdminProject) {
  const update = useUpdateProject(project.id);
  return async (body: UpdateProjectBody, label: string) => {
    try {
      await update.mutateAsync(body);
      toast({ title: `${label} saved`, variant: 'success' });
    } catch (e) {
      toast({ title: `Could not save ${label}`, description: errorMessage(e), variant: 'destructive' });
    }
  };
}

const plural = (n: number, one: string) => `${n.toLocaleString()} ${one}${n === 1 ? '' : 's'}`;

/** Users per sign-in method: one query on the admin route, asked when this page opens. */
function CountsCard({ projectId }: { projectId: string }) {
  const counts = useQuery(signInMethodCountsQuery(projectId));
  const tiles: Array<{ key: keyof SignInMethodCounts; label: string }> = [
    { key: 'total', label: 'All users' },
    { key: 'password', label: 'Password' },
    { key: 'otp', label: 'E-mail code' },
    { key: 'passkey', label: 'Passkey' },
    { key: 'totp', label: 'TOTP (2FA)' },
    { key: 'anonymous', label: 'Anonymous' },
  ];
  return (
    <Card label="Users by sign-in method">
      <CardHeader title="Users by sign-in method" description="How many users can use each method; a user with several counts for each." />
      <CardBody>
        {counts.isError ? (
          <ErrorState message={errorMessage(counts.error)} onRetry={() => void counts.refetch()} />
        ) : (
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
            {tiles.map((t) => (
              <div key={t.key} className="rounded-md border border-border px-3 py-2">
                <dt className="text-[13px] text-muted">{t.label}</dt>
                <dd className="text-lg font-semibold tabular-nums">{counts.data ? counts.data[t.key].toLocaleString() : <Skeleton className="my-1 h-5 w-10" />}</dd>
              </div>
            ))}
          </dl>
        )}
      </CardBody>
    </Card>
  );
}

function MethodsCard({ project, counts }: { project: AdminProject; counts: SignInMethodCounts | undefined }) {
  const save = useSave(project);
  const usersOf: Partial<Record<Flag, number>> | undefined = counts && { credential_enabled: counts.password, magic_link_enabled: counts.otp, passkey_enabled: counts.passkey, anonymous_accounts_enabled: counts.anonymous };
  return (
    <Card label="Sign-in methods">
      <CardHeader title="Sign-in methods" description="Only the enabled methods appear on the sign-in pages." />
      <CardBody className="flex flex-col divide-y divide-border">
        {METHODS.map((m) => {
          const n = usersOf?.[m.key];
          return (
            <div key={m.key} className="py-3 first:pt-0 last:pb-0">
              <ToggleSwitch
                label={m.label}
                description={n === undefined ? m.description : `${m.description} ${plural(n, 'user')} ${m.key === 'anonymous_accounts_enabled' ? 'now.' : 'can use it.'}`}
                checked={project.config[m.key]}
                onCheckedChange={(v) => save({ config: { [m.key]: v } }, m.label)}
              />
            </div>
          );
        })}
      </CardBody>
    </Card>
  );
}

function providerStatus(p: ProjectConfig['oauth_providers'][number] | undefined): { label: string; tone: 'neutral' | 'success' | 'warning' } {
  if (!p) return { label: 'Off', tone: 'neutral' };
  return p.type === 'standard' ? { label: 'Own keys', tone: 'success' } : { label: 'Shared keys', tone: 'warning' };
}

/** Each provider: a quick on/off (shared keys), a dialog for its keys and callback URL, and how many users are linked to it. */
function ProvidersCard({ project, counts }: { project: AdminProject; counts: SignInMethodCounts | undefined }) {
  const save = useSave(project);
  const [editing, setEditing] = useState<OAuthProviderId | null>(null);
  const byId = new Map(project.config.oauth_providers.map((p) => [p.id as string, p]));
  const toggle = (id: OAuthProviderId, on: boolean) => {
    const others = project.config.oauth_providers.filter((p) => p.id !== id);
    return save({ config: { oauth_providers: on ? [...others, { id, type: 'shared' as const }] : others } }, providerDisplayName(id));
  };
  return (
    <Card label="OAuth providers">
      <CardHeader title="OAuth providers" description="Sign-in buttons on the hosted pages. Shared keys work in development; enter your own for production." />
      <CardBody className="flex flex-col divide-y divide-border">
        {OAUTH_PROVIDERS.map((id) => {
          const status = providerStatus(byId.get(id));
          const name = providerDisplayName(id);
          return (
            <div key={id} role="group" aria-label={name} className="flex items-center gap-3 py-2.5 first:pt-0 last:pb-0">
              <ProviderIcon provider={id} className="h-5 w-5 shrink-0" />
              <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-1">
                <span className="text-sm font-medium">{name}</span>
                <Badge tone={status.tone}>{status.label}</Badge>
                {/* A provider turned off keeps its links (they come back when it is on again), so its count shows too. */}
                {counts ? <span className="text-[13px] text-muted tabular-nums">{plural(counts.oauth_providers[id] ?? 0, 'user')} linked</span> : <Skeleton className="h-4 w-20" />}
              </div>
              <Button variant="outline" size="sm" onClick={() => setEditing(id)} aria-label={`Configure ${name}`}>
                Configure
              </Button>
              {/* The switch's own label is the provider's name, kept visually hidden: the row shows it once. */}
              <div className="[&_label]:sr-only">
                <ToggleSwitch id={`oauth-${id}`} label={name} checked={byId.has(id)} onCheckedChange={(v) => toggle(id, v)} />
              </div>
            </div>
          );
        })}
      </CardBody>
      <OAuthProviderDialog project={project} provider={editing} onOpenChange={(o) => !o && setEditing(null)} />
    </Card>
  );
}

function MergeStrategyCard({ project }: { project: AdminProject }) {
  const save = useSave(project);
  return (
    <Card label="Account merging">
      <CardHeader title="Account merging" description="When someone signs in with a provider whose e-mail already belongs to a user." />
      <CardBody>
        <RadioGroup
          label="Account merge strategy"
          value={project.config.oauth_account_merge_strategy}
          onValueChange={(v) => save({ config: { oauth_account_merge_strategy: v } }, 'Account merging')}
          options={MERGE_STRATEGIES.map((s) => ({ ...s }))}
        />
      </CardBody>
    </Card>
  );
}

/** The Auth methods section: which sign-in methods the project offers, and how many users use each. */
export function AuthMethodsPage({ projectId }: { projectId: string }) {
  const project = useQuery(projectQuery(projectId));
  const counts = useQuery(signInMethodCountsQuery(projectId));
  return (
    <AppShell projectId={projectId}>
      <PageHeader title="Auth methods" description="How users sign in: methods, OAuth providers and their keys, and what happens when accounts meet." />
      {project.isPending ? (
        <div className="flex flex-col gap-4">
          <Skeleton className="h-24" />
          <Skeleton className="h-64" />
        </div>
      ) : project.isError ? (
        <ErrorState message={errorMessage(project.error)} onRetry={() => void project.refetch()} />
      ) : (
        <div className="flex flex-col gap-4">
          <CountsCard projectId={projectId} />
          <MethodsCard project={project.data} counts={counts.data} />
          <ProvidersCard project={project.data} counts={counts.data} />
          <MergeStrategyCard project={project.data} />
        </div>
      )}
    </AppShell>
  );
}
