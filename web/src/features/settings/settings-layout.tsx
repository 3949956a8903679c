import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, type ReactNode } from 'react';
import { errorMessage, type AdminProject } from '../../api/client.ts';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { projectQuery } from '../projects/projects.queries.ts';
import { AppShell } from '../shell/app-shell.tsx';
import { ErrorState, PageHeader } from '../shell/page.tsx';

/** The settings sections; each is its own URL, so a reload or a shared link opens the same one. */
export const SETTINGS_SECTIONS = [
  { to: '/projects/$projectId/settings', label: 'General', exact: true },
  { to: '/projects/$projectId/settings/users', label: 'Users & teams', exact: false },
  { to: '/projects/$projectId/settings/rate-limits', label: 'Rate limits', exact: false },
  { to: '/projects/$projectId/settings/config', label: 'Config', exact: false },
  { to: '/projects/$projectId/settings/danger', label: 'Danger zone', exact: false },
] as const;

const item = 'shrink-0 rounded-md px-3 py-1.5 text-sm whitespace-nowrap';

/**
 * The section nav: a vertical list beside the content on wide screens, a row that scrolls
 * sideways above it on narrow ones (375 px shows about three sections and hints at the rest).
 */
export function SettingsNav({ projectId }: { projectId: string }) {
  const nav = useRef<HTMLElement>(null);
  // On a narrow screen the current section may sit past the right edge: bring it into the row's view.
  useEffect(() => {
    const current = nav.current?.querySelector<HTMLElement>('[aria-current="page"]');
    const row = nav.current;
    if (current && row && row.scrollWidth > row.clientWidth) row.scrollLeft += current.getBoundingClientRect().left - row.getBoundingClientRect().left - (row.clientWidth - current.offsetWidth) / 2;
  }, []);
  return (
    <nav ref={nav} aria-label="Settings sections" className="-mx-4 flex gap-1 overflow-x-auto border-b border-border px-4 pb-2 md:mx-0 md:flex-col md:self-start md:border-b-0 md:px-0 md:pb-0">
      {SETTINGS_SECTIONS.map((s) => (
        <Link
          key={s.label}
          to={s.to}
          params={{ projectId }}
          activeOptions={{ exact: s.exact, includeSearch: false }}
          activeProps={{ 'aria-current': 'page', className: cn(item, 'bg-subtle font-medium text-fg') }}
          inactiveProps={{ className: cn(item, 'text-muted hover:bg-subtle hover:text-fg') }}
        >
          {s.label}
        </Link>
      ))}
    </nav>
  );
}

/** Settings: title, section nav, then the section (given the loaded project; skeleton and error in place). */
export function SettingsLayout({ projectId, description, children }: { projectId: string; description: string; children: (project: AdminProject) => ReactNode }) {
  const project = useQuery(projectQuery(projectId));
  return (
    <AppShell projectId={projectId}>
      <PageHeader title="Settings" description={description} />
      <div className="flex flex-col gap-4 md:grid md:grid-cols-[176px_minmax(0,1fr)] md:gap-8">
        <SettingsNav projectId={projectId} />
        <div className="min-w-0">
          {project.isPending ? (
            <div className="flex flex-col gap-4">
              <Skeleton className="h-48" />
              <Skeleton className="h-32" />
            </div>
          ) : project.isError ? (
            <ErrorState message={errorMessage(project.error)} onRetry={() => void project.refetch()} />
          ) : (
            <div className="flex flex-col gap-4">{children(project.data)}</div>
          )}
        </div>
      </div>
    </AppShell>
  );
}
