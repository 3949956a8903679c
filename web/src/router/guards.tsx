import { Link, Navigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Skeleton } from '../components/ui/skeleton.tsx';
import { useDashboardUser } from '../features/auth/dashboard-session.ts';

/** Dashboard screens need a signed-in developer; the developer's sign-in and sign-up need none. */
export type Access = 'developer' | 'guest';

/** The dashboard's shape while the session is being read: never a blank page. */
export function LoadingShell() {
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

/**
 * Reads the developer's session (a query, so a sign-out anywhere re-renders this) and sends a
 * signed-out developer to sign-in and a signed-in one away from it. Hosted pages (/handler/*) sit
 * outside every guard: they never touch the developer's session.
 */
export function Guarded({ access, children }: { access: Access; children: ReactNode }) {
  const me = useDashboardUser();
  if (me.isPending) return <LoadingShell />;
  const signedIn = !!me.data;
  if (access === 'developer' && !signedIn) return <Navigate to="/sign-in" replace />;
  if (access === 'guest' && signedIn) return <Navigate to="/projects" replace />;
  return <>{children}</>;
}

export function NotFound() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-2 bg-bg px-4 text-center">
      <h1 className="text-lg font-semibold">Page not found</h1>
      <p className="text-sm text-muted">There is nothing at this address.</p>
      <Link to="/" className="text-sm font-medium text-accent hover:underline">
        Go to the dashboard
      </Link>
    </main>
  );
}
