import { useQuery } from '@tanstack/react-query';
import { FolderPlus, Plus } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../api/client.ts';
import { formatDate } from '../../components/data-table/cells.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { TruncatedText } from '../../components/ui/truncated-text.tsx';
import { Link } from '@tanstack/react-router';
import { AppShell } from '../shell/app-shell.tsx';
import { ErrorState, PageHeader } from '../shell/page.tsx';
import { CreateProjectDialog } from './create-project-dialog.tsx';
import { projectsQuery } from './projects.queries.ts';

export function ProjectsPage() {
  const projects = useQuery(projectsQuery);
  const [creating, setCreating] = useState(false);
  return (
    <AppShell>
      <PageHeader
        title="Projects"
        description="Each project has its own users, sign-in methods and API keys."
        action={
          <Button onClick={() => setCreating(true)}>
            <Plus className="h-4 w-4" aria-hidden />
            Create project
          </Button>
        }
      />
      {projects.isPending ? (
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-28" />
          ))}
        </div>
      ) : projects.isError ? (
        <ErrorState message={errorMessage(projects.error)} onRetry={() => void projects.refetch()} />
      ) : projects.data.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-md border border-dashed border-border bg-surface px-6 py-14 text-center">
          <FolderPlus className="h-8 w-8 text-muted" aria-hidden />
          <p className="text-sm font-medium">No projects yet</p>
          <p className="max-w-sm text-[13px] text-muted">Create a project to get its API keys and a sign-in page for your users.</p>
          <Button onClick={() => setCreating(true)}>Create project</Button>
        </div>
      ) : (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {projects.data.map((p) => (
            <li key={p.id}>
              <Link to="/projects/$projectId" params={{ projectId: p.id }} className="flex h-full flex-col gap-2 rounded-md border border-border bg-surface p-4 hover:border-accent/60 hover:bg-subtle/40">
                <div className="flex items-center gap-2.5">
                  <span aria-hidden className="flex h-8 w-8 shrink-0 items-center justify-center rounded-md bg-accent-soft text-sm font-semibold text-accent">
                    {p.display_name.slice(0, 1).toUpperCase()}
                  </span>
                  <TruncatedText className="font-medium" focusable={false}>
                    {p.display_name}
                  </TruncatedText>
                </div>
                <p className="line-clamp-2 min-h-[2.5em] text-[13px] text-muted">{p.description || 'No description'}</p>
                <p className="text-xs text-muted tabular-nums">Created {formatDate(p.created_at_millis)}</p>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <CreateProjectDialog open={creating} onOpenChange={setCreating} />
    </AppShell>
  );
}
