import { Link } from '@tanstack/react-router';
import { cn } from '../../lib/cn.ts';

const TABS = [
  { to: '/projects/$projectId/emails', label: 'Outbox', exact: true },
  { to: '/projects/$projectId/emails/templates', label: 'Templates', exact: false },
  { to: '/projects/$projectId/emails/themes', label: 'Themes', exact: false },
  { to: '/projects/$projectId/emails/drafts', label: 'Drafts', exact: false },
  { to: '/projects/$projectId/emails/server', label: 'Server', exact: false },
] as const;

const tab = '-mb-px border-b-2 px-3 py-2 text-sm whitespace-nowrap';

/** The E-mails section's sub-pages; each is its own URL. */
export function EmailsNav({ projectId }: { projectId: string }) {
  return (
    <nav aria-label="E-mails" className="-mt-2 mb-5 flex gap-1 overflow-x-auto border-b border-border">
      {TABS.map((t) => (
        <Link
          key={t.label}
          to={t.to}
          params={{ projectId }}
          // The tab of a list stays current on its editor pages; the outbox only on its own.
          activeOptions={{ exact: t.exact, includeSearch: false }}
          activeProps={{ 'aria-current': 'page', className: cn(tab, 'border-accent font-medium text-fg') }}
          inactiveProps={{ className: cn(tab, 'border-transparent text-muted hover:text-fg') }}
        >
          {t.label}
        </Link>
      ))}
    </nav>
  );
}
