import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { FlaskConical } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { AppShell } from '../shell/app-shell.tsx';
import { PageHeader } from '../shell/page.tsx';
import { paymentsConfigQuery } from './payments-config.ts';

const TABS = [
  { to: '/projects/$projectId/payments', label: 'Products & items', exact: true },
  { to: '/projects/$projectId/payments/customers', label: 'Customers', exact: false },
  { to: '/projects/$projectId/payments/transactions', label: 'Transactions', exact: false },
] as const;
const tab = '-mb-px border-b-2 px-3 py-2 text-sm whitespace-nowrap';

/**
 * Test mode on every payments screen: while `payments.testMode` is on, purchases complete on the
 * hosted page without Stripe and no money moves, so a developer never mistakes test data for sales.
 */
export function TestModeBanner({ projectId }: { projectId: string }) {
  const config = useQuery(paymentsConfigQuery(projectId));
  if (!config.data?.testMode) return null;
  return (
    <p role="status" aria-label="Test mode" className="mb-5 flex items-start gap-2 rounded-md border border-warning/40 bg-warning-soft px-3 py-2 text-[13px] text-fg">
      <FlaskConical className="mt-0.5 h-4 w-4 shrink-0 text-warning" aria-hidden />
      <span>
        <strong className="font-semibold">Test mode.</strong> Purchases complete on the hosted purchase page without Stripe and no money moves; transactions are marked as tests.
      </span>
    </p>
  );
}

/** The Payments section's frame: header, sub-page tabs and the test-mode banner. */
export function PaymentsLayout({ projectId, description, action, children }: { projectId: string; description: ReactNode; action?: ReactNode; children: ReactNode }) {
  return (
    <AppShell projectId={projectId}>
      <PageHeader title="Payments" description={description} action={action} />
      <nav aria-label="Payments" className="-mt-2 mb-5 flex gap-1 overflow-x-auto border-b border-border">
        {TABS.map((t) => (
          <Link
            key={t.label}
            to={t.to}
            params={{ projectId }}
            activeOptions={{ exact: t.exact, includeSearch: false }}
            activeProps={{ 'aria-current': 'page', className: cn(tab, 'border-accent font-medium text-fg') }}
            inactiveProps={{ className: cn(tab, 'border-transparent text-muted hover:text-fg') }}
          >
            {t.label}
          </Link>
        ))}
      </nav>
      <TestModeBanner projectId={projectId} />
      {children}
    </AppShell>
  );
}
