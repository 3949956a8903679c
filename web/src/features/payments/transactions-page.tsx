import { useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Receipt } from 'lucide-react';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../api/client.ts';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { BadgeCell, DateCell, TextCell } from '../../components/data-table/cells.tsx';
import { COLUMN_WIDTH } from '../../components/data-table/column-sizing.ts';
import { CursorDataTable } from '../../components/data-table/cursor-data-table.tsx';
import { tableSearch } from '../../router/table-search.ts';
import { useUrlTableState } from '../../router/use-url-table-state.ts';
import { CUSTOMER_TYPES } from './payment-rules.ts';
import { isRefundable, listTransactions, refundTransaction, TRANSACTION_TYPES, type Transaction, type TransactionEntry } from './payments-api.ts';
import { PaymentsLayout } from './payments-layout.tsx';

const TYPE_LABEL: Record<string, string> = {
  purchase: 'Purchase',
  'subscription-renewal': 'Renewal',
  'subscription-cancellation': 'Cancellation',
  'manual-item-quantity-change': 'Quantity change',
  'product-change': 'Product change',
  chargeback: 'Chargeback / refund',
};

/** The customer the transaction concerns: the first entry that names one. */
function customerOf(t: Transaction): string {
  const e = t.entries.find((x) => x.customer_id);
  return e ? `${e.customer_type} ${e.customer_id}` : '—';
}

/** One line per entry, amounts exactly as the server wrote them (decimal strings). */
function entryText(e: TransactionEntry): string {
  switch (e.type) {
    case 'money_transfer':
      return `Charged ${Object.entries(e.charged_amount).map(([c, a]) => `${a} ${c}`).join(' + ')}`;
    case 'item_quantity_change':
      return `${e.quantity > 0 ? '+' : ''}${e.quantity} ${e.item_id}`;
    case 'product_grant':
      return `Granted ${e.quantity} × ${e.product_id ?? e.product.display_name ?? 'inline product'}${e.price_id ? ` (${e.price_id})` : ''}`;
    case 'product_revocation':
      return `Revoked ${e.quantity}`;
    case 'product_revocation_reversal':
      return `Revocation reversed (${e.quantity})`;
  }
}

const baseColumns: ColumnDef<Transaction, unknown>[] = [
  {
    id: 'type',
    accessorFn: (t) => t.type,
    header: 'Type',
    enableSorting: false,
    meta: { title: 'Type', width: 210, filterOptions: TRANSACTION_TYPES.map((value) => ({ value, label: TYPE_LABEL[value] })) },
    cell: ({ row }) => <BadgeCell badges={[{ label: row.original.type ? (TYPE_LABEL[row.original.type] ?? row.original.type) : 'Other', tone: row.original.type === 'chargeback' ? 'danger' : 'neutral' }, ...(row.original.test_mode ? [{ label: 'Test', tone: 'warning' as const }] : [])]} />,
  },
  {
    id: 'customer_type',
    accessorFn: customerOf,
    header: 'Customer',
    enableSorting: false,
    meta: { title: 'Customer', minWidth: 180, filterOptions: CUSTOMER_TYPES.map((value) => ({ value, label: value })) },
    cell: ({ row }) => <TextCell className="font-mono text-xs">{customerOf(row.original)}</TextCell>,
  },
  { id: 'entries', header: 'Details', enableSorting: false, meta: { title: 'Details', minWidth: 220 }, cell: ({ row }) => <TextCell>{row.original.entries.map(entryText).join(' · ')}</TextCell> },
  { id: 'created_at_millis', accessorKey: 'created_at_millis', header: 'Created', enableSorting: false, meta: { title: 'Created', width: COLUMN_WIDTH.date }, cell: ({ row }) => <DateCell value={row.original.created_at_millis} /> },
];

export const transactionsSearch = tableSearch({ sortable: [], filters: { type: TRANSACTION_TYPES, customer_type: CUSTOMER_TYPES }, columns: ['type', 'customer_type', 'entries', 'created_at_millis', 'actions'], cursorPaged: true });

/** What a refund of this purchase does, said before it is done. */
function RefundText({ t }: { t: Transaction }) {
  const grant = t.entries.find((e) => e.type === 'product_grant');
  const items = t.entries.filter((e): e is Extract<TransactionEntry, { type: 'item_quantity_change' }> => e.type === 'item_quantity_change');
  const money = t.entries.find((e): e is Extract<TransactionEntry, { type: 'money_transfer' }> => e.type === 'money_transfer');
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p>
        {t.test_mode
          ? 'This is a test purchase: no money moves.'
          : `The money is refunded in Stripe${money ? ` (${Object.entries(money.charged_amount).map(([c, a]) => `${a} ${c}`).join(' + ')})` : ''}. For a subscription, its latest paid invoice is refunded in full and the subscription is cancelled in Stripe at once.`}
      </p>
      <p>
        The product {grant && grant.type === 'product_grant' ? <span className="font-mono text-xs">{grant.product_id ?? 'inline'}</span> : null} is revoked from {customerOf(t)}
        {items.length ? `, and the items it granted are removed (${items.map((i) => `${i.quantity} ${i.item_id}`).join(', ')}).` : '.'}
      </p>
      <p className="text-muted">This cannot be undone.</p>
    </div>
  );
}

/** The server filters by one type and one customer type: the first ticked value of each is asked for. */
function firstValue(filters: { id: string; value: unknown }[], id: string): string | undefined {
  const v = filters.find((f) => f.id === id)?.value;
  return Array.isArray(v) && typeof v[0] === 'string' ? v[0] : undefined;
}

/** Payments → Transactions: every purchase, renewal, cancellation and quantity change, newest first. */
export function TransactionsPage({ projectId }: { projectId: string }) {
  const table = useUrlTableState(transactionsSearch, {});
  const client = useQueryClient();
  const [refunding, setRefunding] = useState<Transaction | null>(null);
  const columns = useMemo<ColumnDef<Transaction, unknown>[]>(
    () => [
      ...baseColumns,
      {
        id: 'actions',
        header: '',
        enableSorting: false,
        enableHiding: false,
        meta: { title: 'Actions', width: 110 },
        // Only a purchase not yet refunded can be: other rows show no button.
        cell: ({ row }) =>
          isRefundable(row.original) ? (
            <Button variant="outline" size="sm" aria-label={`Refund transaction ${row.original.id}`} onClick={() => setRefunding(row.original)}>
              Refund
            </Button>
          ) : null,
      },
    ],
    [],
  );
  return (
    <PaymentsLayout projectId={projectId} description="Every money or quantity change: purchases, renewals, cancellations, refunds and manual changes, newest first.">
      <CursorDataTable<Transaction>
        {...table}
        columns={columns}
        queryKey={['project', projectId, 'payments', 'transactions']}
        fetchPage={async (req) => {
          const data = await listTransactions(projectId, { cursor: req.cursor, limit: req.limit, type: firstValue(req.columnFilters, 'type'), customer_type: firstValue(req.columnFilters, 'customer_type') });
          const q = req.globalFilters.trim().toLowerCase();
          const rows = q ? data.transactions.filter((t) => `${customerOf(t)} ${t.entries.map(entryText).join(' ')}`.toLowerCase().includes(q)) : data.transactions;
          return { rows, nextCursor: data.next_cursor };
        }}
        getRowId={(t) => t.id}
        searchPlaceholder="Filter this page by customer or item…"
        empty={{ noun: 'transactions on this page', icon: Receipt, title: 'No transactions yet', description: 'Purchases, grants and quantity changes appear here. Try it: grant a product to a customer.' }}
        renderError={errorMessage}
      />
      <ConfirmDialog
        open={refunding !== null}
        onOpenChange={(open) => !open && setRefunding(null)}
        title="Refund this purchase?"
        okButton={{
          label: 'Refund',
          variant: 'danger',
          onClick: async () => {
            const t = refunding!;
            try {
              await refundTransaction(projectId, t.id);
              toast({ title: 'Refunded: the product and its items were revoked', variant: 'success' });
            } catch (e) {
              // e.g. TRANSACTION_NOT_REFUNDABLE (refunded meanwhile, elsewhere): its text, plainly.
              toast({ title: 'Not refunded', description: errorMessage(e), variant: 'destructive' });
            }
            await client.invalidateQueries({ queryKey: ['project', projectId, 'payments'] });
          },
        }}
      >
        {refunding && <RefundText t={refunding} />}
      </ConfirmDialog>
    </PaymentsLayout>
  );
}
