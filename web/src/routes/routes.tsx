import { useEffect, type ReactNode } from 'react';
import { Skeleton } from '../components/ui/skeleton.tsx';
import { matchPath, navigate, useLocation } from '../lib/router.tsx';
import { ApiKeysPage } from '../features/api-keys/api-keys-page.tsx';
import { DashboardAuthPage } from '../features/auth/dashboard-auth-pages.tsx';
import { useDashboardUser } from '../features/auth/dashboard-session.ts';
import { AccountSettingsPage } from '../features/hosted/account-settings-page.tsx';
import { MagicLinkCallbackPage } from '../features/hosted/magic-link-page.tsx';
import { HostedSignInPage } from '../features/hosted/sign-in-page.tsx';
import { ImpersonatePage } from '../features/hosted/impersonate-page.tsx';
import { OverviewPage } from '../features/projects/overview-page.tsx';
import { ProjectsPage } from '../features/projects/projects-page.tsx';
import { SettingsPage } from '../features/projects/settings-page.tsx';
import { UserDetailPage } from '../features/users/user-detail-page.tsx';
import { UsersPage } from '../features/users/users-page.tsx';
import { EmailsPage } from '../features/emails/emails-page.tsx';
import { EmailEditorPage, EmailListPage } from '../features/emails/email-content-pages.tsx';
import { EmailServerPage } from '../features/emails/email-server-page.tsx';
import { EmailVerificationPage, PasswordResetPage, ForgotPasswordPage } from '../features/hosted/code-pages.tsx';

type Params = Record<string, string>;
interface RouteDef {
  path: string;
  /** Dashboard screens need a signed-in developer; hosted pages and sign-in do not. */
  access: 'developer' | 'guest' | 'public';
  render: (p: Params) => ReactNode;
}

/** The URL is the state: each route is a path pattern; filters and paging live in its search params. */
export const ROUTES: RouteDef[] = [
  { path: '/sign-in', access: 'guest', render: () => <DashboardAuthPage mode="sign-in" /> },
  { path: '/sign-up', access: 'guest', render: () => <DashboardAuthPage mode="sign-up" /> },
  { path: '/projects', access: 'developer', render: () => <ProjectsPage /> },
  { path: '/projects/:projectId', access: 'developer', render: (p) => <OverviewPage projectId={p.projectId} /> },
  { path: '/projects/:projectId/users', access: 'developer', render: (p) => <UsersPage projectId={p.projectId} /> },
  { path: '/projects/:projectId/users/:userId', access: 'developer', render: (p) => <UserDetailPage key={p.userId} projectId={p.projectId} userId={p.userId} /> },
  { path: '/projects/:projectId/api-keys', access: 'developer', render: (p) => <ApiKeysPage projectId={p.projectId} /> },
  { path: '/projects/:projectId/emails', access: 'developer', render: (p) => <EmailsPage projectId={p.projectId} /> },
  { path: '/projects/:projectId/emails/server', access: 'developer', render: (p) => <EmailServerPage projectId={p.projectId} /> },
  ...(['templates', 'themes', 'drafts'] as const).flatMap((kind): RouteDef[] => [
    { path: `/projects/:projectId/emails/${kind}`, access: 'developer', render: (p) => <EmailListPage key={kind} projectId={p.projectId} kind={kind} /> },
    { path: `/projects/:projectId/emails/${kind}/:id`, access: 'developer', render: (p) => <EmailEditorPage key={p.id} projectId={p.projectId} kind={kind} id={p.id} /> },
  ]),
  { path: '/projects/:projectId/settings', access: 'developer', render: (p) => <SettingsPage projectId={p.projectId} /> },
  { path: '/handler/sign-in', access: 'public', render: () => <HostedSignInPage mode="sign-in" /> },
  { path: '/handler/sign-up', access: 'public', render: () => <HostedSignInPage mode="sign-up" /> },
  { path: '/handler/magic-link-callback', access: 'public', render: () => <MagicLinkCallbackPage /> },
  { path: '/handler/email-verification', access: 'public', render: () => <EmailVerificationPage /> },
  { path: '/handler/password-reset', access: 'public', render: () => <PasswordResetPage /> },
  { path: '/handler/forgot-password', access: 'public', render: () => <ForgotPasswordPage /> },
  { path: '/handler/account-settings', access: 'public', render: () => <AccountSettingsPage /> },
  { path: '/handler/impersonate', access: 'public', render: () => <ImpersonatePage /> },
];

function Redirect({ to }: { to: string }) {
  useEffect(() => navigate(to, { replace: true }), [to]);
  return null;
}

function LoadingShell() {
  return (
    <div className="flex min-h-screen bg-bg" aria-busy="true">
      <div className="hidden w-60 border-r border-border bg-surface p-3 md:block">
        <Skeleton className="mb-4 h-8" />
        <Skeleton className="mb-2 h-6" />
        <Skeleton className="mb-2 h-6" />
        <Skeleton className="h-6" />
      </div>
      <div className="flex-1 p-8">
        <Skeleton className="mb-3 h-7 w-48" />
        <Skeleton className="mb-8 h-4 w-80" />
        <Skeleton className="h-64" />
      </div>
    </div>
  );
}

function Guarded({ access, children }: { access: RouteDef['access']; children: ReactNode }) {
  const me = useDashboardUser();
  if (access === 'public') return <>{children}</>;
  if (me.isPending) return <LoadingShell />;
  const signedIn = !!me.data;
  if (access === 'developer' && !signedIn) return <Redirect to="/sign-in" />;
  if (access === 'guest' && signedIn) return <Redirect to="/projects" />;
  return <>{children}</>;
}

function NotFound() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-2 bg-bg px-4 text-center">
      <h1 className="text-lg font-semibold">Page not found</h1>
      <p className="text-sm text-muted">There is nothing at this address.</p>
      <a href="/" className="text-sm font-medium text-accent hover:underline">
        Go to the dashboard
      </a>
    </main>
  );
}

export function Router() {
  const { pathname } = useLocation();
  if (pathname === '/' || pathname === '') {
    return (
      <Guarded access="developer">
        <Redirect to="/projects" />
      </Guarded>
    );
  }
  for (const r of ROUTES) {
    const params = matchPath(r.path, pathname);
    if (params) {
      // Hosted pages never touch the developer's session (they work without dashboard state).
      if (r.access === 'public') return <>{r.render(params)}</>;
      return <Guarded access={r.access}>{r.render(params)}</Guarded>;
    }
  }
  return <NotFound />;
}
