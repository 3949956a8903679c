import { createContext, useContext, type ReactNode } from 'react';

/** Shown under the card's footer: the hosted pages put their language switch here (the dashboard nothing). */
export const AuthCardExtra = createContext<ReactNode>(null);

/** The centered card of the sign-in screens: project name (and logo) on top, then the methods. */
export function AuthCard({ projectName, logoUrl, title, subtitle, children, footer }: { projectName: string; logoUrl?: string | null; title: string; subtitle?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  const extra = useContext(AuthCardExtra);
  return (
    <main className="flex min-h-screen items-start justify-center bg-bg px-4 py-10 sm:items-center sm:py-16">
      <div className="w-full max-w-sm">
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          {logoUrl ? (
            <img src={logoUrl} alt="" className="h-10 w-10 rounded-md object-contain" />
          ) : (
            <div aria-hidden className="flex h-10 w-10 items-center justify-center rounded-md bg-accent text-base font-semibold text-accent-fg">
              {projectName.slice(0, 1).toUpperCase()}
            </div>
          )}
          <p className="text-[13px] font-medium text-muted">{projectName}</p>
        </div>
        <div className="rounded-md border border-border bg-surface p-6 shadow-sm">
          <h1 className="text-lg font-semibold tracking-tight">{title}</h1>
          {subtitle && <p className="mt-1 text-[13px] text-muted">{subtitle}</p>}
          <div className="mt-5">{children}</div>
        </div>
        {footer && <div className="mt-4 text-center text-[13px] text-muted">{footer}</div>}
        {extra && <div className="mt-4 flex justify-center">{extra}</div>}
      </div>
    </main>
  );
}
