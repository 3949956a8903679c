import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Dialog as D } from 'radix-ui';
import { Check, ChevronsUpDown, CreditCard, Fingerprint, Globe, KeyRound, LayoutDashboard, LogOut, Mail, Menu, Monitor, Moon, Plus, Settings, ShieldCheck, Sun, UserCog, Users, UsersRound, Webhook, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Avatar } from '../../components/ui/avatar.tsx';
import { MenuContent, MenuItem, MenuLabel, MenuRoot, MenuSeparator, MenuTrigger } from '../../components/ui/menu.tsx';
import { INTERNAL_PROJECT_ID } from '../../api/client.ts';
import { cn } from '../../lib/cn.ts';
import { setTheme, useTheme, type ThemeChoice } from '../../lib/theme.ts';
import { signOutDeveloper, useDashboardUser } from '../auth/dashboard-session.ts';
import { CreateProjectDialog } from '../projects/create-project-dialog.tsx';
import { projectsQuery } from '../projects/projects.queries.ts';
import { AssistantLauncher } from '../assistant/assistant-panel.tsx';

const SECTIONS = [
  { to: '/projects/$projectId', label: 'Overview', icon: LayoutDashboard },
  { to: '/projects/$projectId/users', label: 'Users', icon: Users },
  { to: '/projects/$projectId/teams', label: 'Teams', icon: UsersRound },
  { to: '/projects/$projectId/permissions', label: 'Permissions', icon: ShieldCheck },
  { to: '/projects/$projectId/auth-methods', label: 'Auth methods', icon: Fingerprint },
  { to: '/projects/$projectId/domains', label: 'Domains', icon: Globe },
  { to: '/projects/$projectId/emails', label: 'E-mails', icon: Mail },
  { to: '/projects/$projectId/payments', label: 'Payments', icon: CreditCard },
  { to: '/projects/$projectId/api-keys', label: 'API keys', icon: KeyRound },
  { to: '/projects/$projectId/webhooks', label: 'Webhooks', icon: Webhook },
  { to: '/projects/$projectId/settings', label: 'Settings', icon: Settings },
] as const;
const section = 'flex items-center gap-2.5 rounded-md px-2.5 py-1.5 text-sm text-muted hover:bg-subtle hover:text-fg';

function ProjectSwitcher({ projectId }: { projectId?: string }) {
  const projects = useQuery(projectsQuery);
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
  const current = projects.data?.find((p) => p.id === projectId);
  return (
    <>
      <MenuRoot>
        <MenuTrigger asChild>
          <button type="button" aria-label="Switch project" className="flex w-full items-center gap-2 rounded-md border border-border bg-surface px-2.5 py-2 text-left text-sm hover:bg-subtle">
            <span aria-hidden className="flex h-6 w-6 shrink-0 items-center justify-center rounded bg-accent text-xs font-semibold text-accent-fg">
              {(current?.display_name ?? 'G').slice(0, 1).toUpperCase()}
            </span>
            <span className="min-w-0 flex-1 truncate font-medium">{current?.display_name ?? 'Select a project'}</span>
            <ChevronsUpDown className="h-4 w-4 text-muted" aria-hidden />
          </button>
        </MenuTrigger>
        <MenuContent align="start" className="w-60">
          <MenuLabel>Projects</MenuLabel>
          {projects.data?.map((p) => (
            <MenuItem key={p.id} onSelect={() => void navigate({ to: '/projects/$projectId', params: { projectId: p.id } })}>
              <span className="min-w-0 flex-1 truncate">{p.display_name}</span>
              {p.id === projectId && <Check className="h-4 w-4 text-accent" aria-hidden />}
            </MenuItem>
          ))}
          <MenuItem onSelect={() => void navigate({ to: '/projects' })}>All projects</MenuItem>
          <MenuSeparator />
          <MenuItem onSelect={() => setCreating(true)}>
            <Plus className="h-4 w-4" aria-hidden />
            Create project
          </MenuItem>
        </MenuContent>
      </MenuRoot>
      <CreateProjectDialog open={creating} onOpenChange={setCreating} />
    </>
  );
}

function UserMenu() {
  const me = useDashboardUser();
  const theme = useTheme();
  const client = useQueryClient();
  const navigate = useNavigate();
  const signOut = async () => {
    await signOutDeveloper(client);
    await navigate({ to: '/sign-in' });
  };
  const themes: Array<{ value: ThemeChoice; label: string; icon: typeof Sun }> = [
    { value: 'light', label: 'Light', icon: Sun },
    { value: 'dark', label: 'Dark', icon: Moon },
    { value: 'system', label: 'System', icon: Monitor },
  ];
  const email = me.data?.primary_email ?? '';
  return (
    <MenuRoot>
      <MenuTrigger asChild>
        <button type="button" aria-label="Account menu" className="flex w-full items-center gap-2 rounded-md px-2 py-2 text-left text-sm hover:bg-subtle">
          <Avatar name={me.data?.display_name} email={email} size={26} />
          <span className="min-w-0 flex-1 truncate">{me.data?.display_name || email}</span>
        </button>
      </MenuTrigger>
      <MenuContent align="start" className="w-56">
        <MenuLabel>{email}</MenuLabel>
        <MenuItem onSelect={() => void navigate({ to: '/handler/account-settings', search: { project_id: INTERNAL_PROJECT_ID } })}>
          <UserCog className="h-4 w-4" aria-hidden />
          Account settings
        </MenuItem>
        <MenuSeparator />
        <MenuLabel>Theme</MenuLabel>
        {themes.map((t) => (
          <MenuItem key={t.value} onSelect={() => setTheme(t.value)}>
            <t.icon className="h-4 w-4" aria-hidden />
            <span className="flex-1">{t.label}</span>
            {theme === t.value && <Check className="h-4 w-4 text-accent" aria-hidden />}
          </MenuItem>
        ))}
        <MenuSeparator />
        <MenuItem onSelect={() => void signOut()}>
          <LogOut className="h-4 w-4" aria-hidden />
          Sign out
        </MenuItem>
      </MenuContent>
    </MenuRoot>
  );
}

function SidebarContent({ projectId, onNavigate }: { projectId?: string; onNavigate?: () => void }) {
  return (
    <div className="flex h-full flex-col gap-4 p-3">
      <div className="flex items-center gap-2 px-1 pt-1">
        <img src="/favicon.svg" alt="" className="h-6 w-6" />
        <span className="text-sm font-semibold">Gatehouse</span>
      </div>
      <ProjectSwitcher projectId={projectId} />
      {projectId && (
        <nav aria-label="Project" className="flex flex-col gap-0.5">
          {SECTIONS.map((s) => (
            <Link
              key={s.label}
              to={s.to}
              params={{ projectId }}
              onClick={onNavigate}
              // Overview is current only on its own page; a section also on its sub-pages.
              activeOptions={{ exact: s.to === '/projects/$projectId', includeSearch: false }}
              activeProps={{ 'aria-current': 'page', className: cn(section, 'bg-subtle font-medium text-fg') }}
              inactiveProps={{ className: section }}
            >
              <s.icon className="h-4 w-4" aria-hidden />
              {s.label}
            </Link>
          ))}
        </nav>
      )}
      <div className="mt-auto border-t border-border pt-3">
        <UserMenu />
      </div>
    </div>
  );
}

/** Sidebar layout: fixed on wide screens, a drawer behind a menu button below 768 px. */
export function AppShell({ projectId, children }: { projectId?: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="min-h-screen bg-bg md:grid md:grid-cols-[240px_1fr]">
      {/* The column carries the background and border for the page's full height; the content sticks. */}
      <aside className="hidden border-r border-border bg-surface md:block">
        <div className="sticky top-0 h-screen">
          <SidebarContent projectId={projectId} />
        </div>
      </aside>
      <div className="flex items-center gap-2 border-b border-border bg-surface px-3 py-2 md:hidden">
        <D.Root open={open} onOpenChange={setOpen}>
          <D.Trigger asChild>
            <button type="button" aria-label="Open navigation" className="inline-flex h-9 w-9 items-center justify-center rounded-md hover:bg-subtle">
              <Menu className="h-5 w-5" />
            </button>
          </D.Trigger>
          <D.Portal>
            <D.Overlay className="fixed inset-0 z-40 bg-black/40" />
            <D.Content className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] border-r border-border bg-surface">
              <D.Title className="sr-only">Navigation</D.Title>
              <D.Description className="sr-only">Projects and sections</D.Description>
              <D.Close aria-label="Close navigation" className="absolute top-3 right-3 rounded p-1 text-muted hover:bg-subtle">
                <X className="h-4 w-4" />
              </D.Close>
              <SidebarContent projectId={projectId} onNavigate={() => setOpen(false)} />
            </D.Content>
          </D.Portal>
        </D.Root>
        <img src="/favicon.svg" alt="" className="h-5 w-5" />
        <span className="text-sm font-semibold">Gatehouse</span>
      </div>
      <main className="min-w-0 px-4 py-6 sm:px-8 sm:py-8">
        <div className="mx-auto max-w-6xl">{children}</div>
      </main>
      {projectId && <AssistantLauncher projectId={projectId} />}
    </div>
  );
}
