import type { EntityManager } from '@mikro-orm/postgresql';
import { rawSql } from '../../db/sql.ts';

/**
 * The only code that reads and writes payment_transaction. Entries are stored in their wire shape
 * (wire §9.21: amounts as decimal strings, never floats), written in the transaction of the change
 * they record.
 */

export const TRANSACTION_TYPES = ['purchase', 'subscription-cancellation', 'subscription-renewal', 'manual-item-quantity-change', 'chargeback', 'product-change'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export type Entry = Record<string, unknown> & { type: string };

export interface TransactionRecord {
  id: string;
  type: TransactionType | null;
  customerType: string;
  customerId: string;
  entries: Entry[];
  adjustedBy: { transaction_id: string; entry_index: number }[];
  testMode: boolean;
  createdAt: Date;
  effectiveAt: Date;
}

const COLUMNS = 'id, type, customer_type, customer_id, entries, adjusted_by, test_mode, created_at, effective_at';

function recordOf(r: Record<string, unknown>): TransactionRecord {
  return {
    id: r.id as string,
    type: (r.type as TransactionType | null) ?? null,
    customerType: r.customer_type as string,
    customerId: r.customer_id as string,
    entries: r.entries as Entry[],
    adjustedBy: r.adjusted_by as TransactionRecord['adjustedBy'],
    testMode: r.test_mode as boolean,
    createdAt: new Date(r.created_at as string),
    effectiveAt: new Date(r.effective_at as string),
  };
}

export interface NewTransaction {
  id: string;
  projectId: string;
  type: TransactionType | null;
  customerType: string;
  customerId: string;
  entries: Entry[];
  testMode: boolean;
  effectiveAt?: Date;
}

export async function insertTransaction(tx: EntityManager, t: NewTransaction): Promise<TransactionRecord> {
  const rows = await rawSql(
    tx,
    `insert into payment_transaction (id, project_id, type, customer_type, customer_id, entries, test_mode, effective_at)
     values (?, ?, ?, ?, ?, ?::jsonb, ?, coalesce(?, clock_timestamp())) returning ${COLUMNS}`,
    [t.id, t.projectId, t.type, t.customerType, t.customerId, JSON.stringify(t.entries), t.testMode, t.effectiveAt ?? null],
  );
  return recordOf(rows[0]!);
}

/** Locks a transaction (a refund of it serialises with any other). */
export async function lockTransaction(tx: EntityManager, projectId: string, id: string): Promise<TransactionRecord | null> {
  const rows = await rawSql(tx, `select ${COLUMNS} from payment_transaction where project_id = ? and id = ? for update`, [projectId, id]);
  return rows[0] ? recordOf(rows[0]) : null;
}

/** Records that a later transaction's entry adjusts this one (a refund of a purchase). */
export async function addAdjustment(tx: EntityManager, projectId: string, id: string, by: { transaction_id: string; entry_index: number }): Promise<void> {
  await rawSql(tx, `update payment_transaction set adjusted_by = adjusted_by || ?::jsonb where project_id = ? and id = ?`, [JSON.stringify([by]), projectId, id]);
}

export interface TransactionPage {
  after?: { createdAt: Date; id: string };
  limit: number;
  type?: TransactionType;
  customerType?: string;
}

/** Newest first, keyset-paged on (created_at, id); one more than `limit` tells whether a next page exists. */
export async function listTransactions(em: EntityManager, projectId: string, page: TransactionPage): Promise<TransactionRecord[]> {
  const where = ['project_id = ?'];
  const params: unknown[] = [projectId];
  if (page.after) {
    where.push('(created_at, id) < (?, ?::uuid)');
    params.push(page.after.createdAt, page.after.id);
  }
  if (page.type) {
    where.push('type = ?');
    params.push(page.type);
  }
  if (page.customerType) {
    where.push('customer_type = ?');
    params.push(page.customerType);
  }
  params.push(page.limit + 1);
  const rows = await rawSql(em, `select ${COLUMNS} from payment_transaction where ${where.join(' and ')} order by created_at desc, id desc limit ?`, params);
  return rows.map(recordOf);
}

/**
 * GET /internal/metrics' transaction figures in one round trip over the project's rows (index
 * payment_transaction_page leads with project_id): how many `purchase` transactions there are (test
 * ones included), and the exact sum (PostgreSQL numeric, never a float) of the USD charged_amount of
 * every money_transfer entry of the NON-test transactions, refunds' negative entries included, as a
 * decimal string (null when there is none).
 */
export async function purchaseCountAndLiveUsdSum(em: EntityManager, projectId: string): Promise<{ purchases: number; usdSum: string | null }> {
  const [r] = await rawSql(
    em,
    `select (select count(*)::int from payment_transaction where project_id = ? and type = 'purchase') as purchases,
            (select sum((e->'charged_amount'->>'USD')::numeric)::text from payment_transaction t cross join lateral jsonb_array_elements(t.entries) e
              where t.project_id = ? and not t.test_mode and e->>'type' = 'money_transfer' and e->'charged_amount'->>'USD' is not null) as usd`,
    [projectId, projectId],
  );
  return { purchases: (r?.purchases as number) ?? 0, usdSum: (r?.usd as string | null) ?? null };
}
