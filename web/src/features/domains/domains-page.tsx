import { useQuery } from '@tanstack/react-query';
import { Globe, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { errorMessage, type AdminProject } from '../../api/client.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { TextField } from '../../components/ui/input.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { ToggleSwitch } from '../../components/ui/switch.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { projectQuery } from '../projects/projects.queries.ts';
import { useUpdateProject } from '../projects/use-update-project.ts';
import { AppShell } from '../shell/app-shell.tsx';
import { ErrorState, PageHeader } from '../shell/page.tsx';
import { domainError, handlerPathError, isLocalDomain, sameDomain } from './domain-rules.ts';

type TrustedDomain = AdminProject['config']['domains'][number];

/**
 * Add or edit one trusted domain. Each field is checked as it is typed (SPEC §5 rules, see
 * domain-rules.ts); the error shows once the field was touched, and Save stays off while any
 * rule fails. The server's answer (it re-checks everything) shows under the form.
 */
function DomainDialog({ project, editing, open, onOpenChange }: { project: AdminProject; editing: TrustedDomain | null; open: boolean; onOpenChange: (o: boolean) => void }) {
  const update = useUpdateProject(project.id);
  const [domain, setDomain] = useState(editing?.domain ?? '');
  const [handler, setHandler] = useState(editing?.handler_path ?? '/handler');
  const [touched, setTouched] = useState({ domain: false, handler: false });
  const others = project.config.domains.filter((d) => d !== editing);
  const duplicate = others.some((d) => sameDomain(d.domain, domain));
  const domainProblem = domainError(domain) ?? (duplicate ? 'This domain is already trusted' : null);
  const handlerProblem = handlerPathError(handler);
  const local = domainProblem === null && isLocalDomain(domain);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched({ domain: true, handler: true });
    if (domainProblem || handlerProblem) return;
    const entry = { domain: domain.trim().replace(/\/$/, ''), handler_path: handler };
    const next = editing ? project.config.domains.map((d) => (d === editing ? entry : d)) : [...project.config.domains, entry];
    update.mutate(
      { config: { domains: next } },
      {
        onSuccess: () => {
          toast({ title: editing ? 'Trusted domain saved' : `${entry.domain} added`, variant: 'success' });
          onOpenChange(false);
        },
      },
    );
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={editing ? 'Edit trusted domain' : 'Add trusted domain'} description="Sign-in redirects, e-mail links and OAuth callbacks may only point to trusted domains.">
      <form onSubmit={submit} className="flex flex-col gap-4 pb-5" noValidate>
        <TextField
          label="Domain"
          autoFocus
          placeholder="https://app.example.com"
          value={domain}
          onChange={(e) => {
            setDomain(e.target.value);
            setTouched((t) => ({ ...t, domain: true }));
          }}
          error={touched.domain ? domainProblem : null}
          hint={local ? 'Local URLs are trusted by the “Allow localhost” switch; no entry is needed while it is on.' : 'An origin such as https://app.example.com; * matches within one label (https://*.example.com), ** across labels.'}
        />
        <TextField
          label="Handler path"
          placeholder="/handler"
          value={handler}
          onChange={(e) => {
            setHandler(e.target.value);
            setTouched((t) => ({ ...t, handler: true }));
          }}
          error={touched.handler ? handlerProblem : null}
          hint="Where your app serves the Gatehouse pages (sign-in, e-mail verification…)."
        />
        {update.isError && (
          <p role="alert" className="text-[13px] text-danger">
            {errorMessage(update.error)}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending} disabled={domainProblem !== null || handlerProblem !== null}>
            {editing ? 'Save domain' : 'Add domain'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function TrustedDomainsCard({ project, onEdit }: { project: AdminProject; onEdit: (d: TrustedDomain) => void }) {
  const update = useUpdateProject(project.id);
  const [removing, setRemoving] = useState<TrustedDomain | null>(null);
  const domains = project.config.domains;
  return (
    <Card label="Trusted domains">
      <CardHeader title="Trusted domains" description="Callback and redirect URLs must be on one of these (plus local URLs while localhost is allowed)." />
      {domains.length === 0 ? (
        <CardBody>
          <EmptyState icon={Globe} title="No trusted domains yet" description="Add the URL your app runs on, e.g. https://app.example.com." />
        </CardBody>
      ) : (
        <ul className="divide-y divide-border">
          {domains.map((d) => (
            <li key={d.domain} className="flex items-center gap-3 px-5 py-3">
              <div className="min-w-0 flex-1">
                <p className="truncate font-mono text-[13px]" title={d.domain}>
                  {d.domain}
                </p>
                <p className="truncate text-xs text-muted">
                  Handler path <span className="font-mono">{d.handler_path}</span>
                </p>
              </div>
              {d.domain.includes('*') && <Badge tone="accent">wildcard</Badge>}
              <Button variant="ghost" size="icon" aria-label={`Edit ${d.domain}`} onClick={() => onEdit(d)}>
                <Pencil className="h-4 w-4" />
              </Button>
              <Button variant="ghost" size="icon" aria-label={`Remove ${d.domain}`} onClick={() => setRemoving(d)}>
                <Trash2 className="h-4 w-4" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(o) => !o && setRemoving(null)}
        title="Remove trusted domain"
        okButton={{
          label: 'Remove',
          variant: 'danger',
          onClick: async () => {
            try {
              await update.mutateAsync({ config: { domains: domains.filter((x) => x !== removing) } });
              toast({ title: `${removing?.domain} removed`, variant: 'success' });
            } catch (e) {
              toast({ title: 'Could not remove the domain', description: errorMessage(e), variant: 'destructive' });
            }
          },
        }}
      >
        Redirects to <strong className="break-all">{removing?.domain}</strong> will be refused from now on.
      </ConfirmDialog>
    </Card>
  );
}

function LocalhostCard({ project }: { project: AdminProject }) {
  const update = useUpdateProject(project.id);
  return (
    <Card label="Localhost">
      <CardBody className="flex flex-col gap-3">
        <ToggleSwitch
          label="Allow localhost"
          description="Trust every local URL (localhost, *.localhost, 127.x.x.x, any port) for development."
          checked={project.config.allow_localhost}
          onCheckedChange={async (v) => {
            try {
              await update.mutateAsync({ config: { allow_localhost: v } });
              toast({ title: v ? 'Localhost allowed' : 'Localhost no longer allowed', variant: 'success' });
            } catch (e) {
              toast({ title: 'Could not change the localhost setting', description: errorMessage(e), variant: 'destructive' });
            }
          }}
        />
        {project.is_production_mode && project.config.allow_localhost && (
          <p role="note" className="rounded-md border border-warning/40 bg-warning-soft px-3 py-2 text-[13px] text-fg">
            This project is in production mode: turn localhost off unless you still test against it.
          </p>
        )}
      </CardBody>
    </Card>
  );
}

/** Domains: the trusted domains with their handler paths, and the localhost switch. */
export function DomainsPage({ projectId }: { projectId: string }) {
  const project = useQuery(projectQuery(projectId));
  // The dialog is keyed by what it edits, so it opens with that entry's values every time.
  const [dialog, setDialog] = useState<{ editing: TrustedDomain | null; key: number } | null>(null);
  return (
    <AppShell projectId={projectId}>
      <PageHeader
        title="Domains"
        description="Where your app runs: only these origins receive sign-in redirects, e-mail links and OAuth callbacks."
        action={
          project.isSuccess && (
            <Button onClick={() => setDialog({ editing: null, key: Date.now() })}>
              <Plus className="h-4 w-4" aria-hidden />
              Add domain
            </Button>
          )
        }
      />
      {project.isPending ? (
        <div className="flex flex-col gap-4">
          <Skeleton className="h-20" />
          <Skeleton className="h-48" />
        </div>
      ) : project.isError ? (
        <ErrorState message={errorMessage(project.error)} onRetry={() => void project.refetch()} />
      ) : (
        <div className="flex flex-col gap-4">
          <TrustedDomainsCard project={project.data} onEdit={(d) => setDialog({ editing: d, key: Date.now() })} />
          <LocalhostCard project={project.data} />
          {dialog && <DomainDialog key={dialog.key} project={project.data} editing={dialog.editing} open onOpenChange={(o) => !o && setDialog(null)} />}
        </div>
      )}
    </AppShell>
  );
}
