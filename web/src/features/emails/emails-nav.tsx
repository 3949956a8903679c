import { cn } from '../../lib/cn.ts';
import { Link, useLocation } from '../../lib/router.tsx';

const TABS = [
  { path: '', label: 'Outbox' },
  { path: '/templates', label: 'Templates' },
  { path: '/themes', label: 'Themes' },
  { path: '/drafts', label: 'Drafts' },
  { path: '/server', label: 'Server' },
];

/** The E-mails section's sub-pages; each is its own URL. */
export function EmailsNav({ projectId }: { projectId: string }) {
  const { pathname } = useLocation();
  const base = `/projects/${projectId}/emails`;
  return (
    <nav aria-label="E-mails" className="-mt-2 mb-5 flex gap-1 overflow-x-auto border-b border-border">
      {TABS.map((t) => {
        const href = base + t.path;
        const active = t.path === '' ? pathname === base : pathname.startsWith(href);
        return (
          <Link key={t.label} href={href} aria-current={active ? 'page' : undefined} className={cn('-mb-px border-b-2 px-3 py-2 text-sm whitespace-nowrap', active ? 'border-accent font-medium text-fg' : 'border-transparent text-muted hover:text-fg')}>
            {t.label}
          </Link>
        );
      })}
    </nav>
  );
}
