import type { ColumnDef } from '@tanstack/react-table';
import { ExternalLink, Mail } from 'lucide-react';
import { useState } from 'react';
import { adminApp, errorMessage, type OutboxEmail } from '../../api/client.ts';
import { BadgeCell, DateCell, TextCell } from '../../components/data-table/cells.tsx';
import { COLUMN_WIDTH } from '../../components/data-table/column-sizing.ts';
import { CursorDataTable } from '../../components/data-table/cursor-data-table.tsx';
import type { BadgeTone } from '../../components/ui/badge.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { hostedPageUrl } from '../../lib/hosted-url.ts';
import { tableSearch } from '../../router/table-search.ts';
import { useUrlTableState } from '../../router/use-url-table-state.ts';
import { AppShell } from '../shell/app-shell.tsx';
import { PageHeader } from '../shell/page.tsx';
import { EmailsNav } from './emails-nav.tsx';

const STATUS: Record<OutboxEmail['status'], { label: string; tone: BadgeTone }> = {
  queued: { label: 'Queued', tone: 'neutral' },
  sent: { label: 'Sent', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
  kept_in_dev_inbox: { label: 'Development inbox', tone: 'accent' },
};

// Subject and recipient share the width the fixed columns leave, and truncate.
const columns: ColumnDef<OutboxEmail, unknown>[] = [
  { accessorKey: 'subject', meta: { title: 'Subject', minWidth: 200 }, enableSorting: false, header: 'Subject', cell: ({ row }) => <TextCell className="font-medium">{row.original.subject}</TextCell> },
  { accessorKey: 'to', meta: { title: 'To', minWidth: 160 }, enableSorting: false, header: 'To', cell: ({ row }) => <TextCell>{row.original.to}</TextCell> },
  { accessorKey: 'status', meta: { title: 'Status', width: 164 }, enableSorting: false, header: 'Status', cell: ({ row }) => <BadgeCell badges={[STATUS[row.original.status]]} /> },
  { accessorKey: 'attempts', meta: { title: 'Attempts', align: 'right', width: COLUMN_WIDTH.number }, enableSorting: false, header: 'Attempts' },
  { accessorKey: 'created_at_millis', meta: { title: 'Created', width: COLUMN_WIDTH.date }, enableSorting: false, header: 'Created', cell: ({ row }) => <DateCell value={row.original.created_at_millis} /> },
];

/** The outbox's URL: the server pages it (newest first), the search filters the page shown. */
export const outboxSearch = tableSearch({ sortable: [], columns: ['subject', 'to', 'status', 'attempts', 'created_at_millis'], cursorPaged: true });

/** The project's outbox; without a server-wide SMTP server this is the development inbox. */
export function EmailsPage({ projectId }: { projectId: string }) {
  const table = useUrlTableState(outboxSearch, {});
  const [open, setOpen] = useState<OutboxEmail | null>(null);
  return (
    <AppShell projectId={projectId}>
      <PageHeader title="E-mails" description="Every e-mail this project sent or queued, with its delivery status. Open one to read it." />
      <EmailsNav projectId={projectId} />
      <CursorDataTable<OutboxEmail>
        {...table}
        columns={columns}
        queryKey={['project', projectId, 'emails']}
        fetchPage={async (req) => {
          const { data } = await adminApp(projectId).api.GET('/internal/emails', { params: { query: { limit: req.limit, cursor: req.cursor } } });
          const q = req.globalFilters.trim().toLowerCase();
          const rows = q ? data!.items.filter((m) => `${m.subject} ${m.to}`.toLowerCase().includes(q)) : data!.items;
          return { rows, nextCursor: data!.pagination.next_cursor };
        }}
        onRowClick={setOpen}
        getRowId={(m) => m.id}
        searchPlaceholder="Filter this page by subject or recipient…"
        empty={{
          noun: 'e-mails on this page',
          icon: Mail,
          title: 'No e-mails yet',
          description: 'Sign-in codes, verifications and password resets appear here as your users get them. Try it: sign up on your sign-in page.',
          action: (
            <a href={hostedPageUrl('sign-in', projectId)} target="_blank" rel="noreferrer" className={buttonClass({ variant: 'outline', size: 'sm' })}>
              Open sign-in page
              <ExternalLink className="h-4 w-4" aria-hidden />
            </a>
          ),
        }}
        renderError={errorMessage}
      />
      <Dialog open={!!open} onOpenChange={(o) => !o && setOpen(null)} title={open?.subject ?? ''} description={open ? `To ${open.to}` : undefined} className="max-w-2xl">
        {open && (
          <div className="flex flex-col gap-3 pb-5">
            {open.last_error && (
              <p role="alert" className="text-[13px] text-danger">
                Last error: {open.last_error}
              </p>
            )}
            <iframe title="E-mail content" sandbox="allow-popups allow-popups-to-escape-sandbox" srcDoc={open.html} className="h-[55vh] w-full rounded-md border border-border bg-white" />
          </div>
        )}
      </Dialog>
    </AppShell>
  );
}
