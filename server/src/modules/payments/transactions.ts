import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { emit } from '../events/index.ts';
import { insertTransaction, type Entry, type NewTransaction, type TransactionRecord } from './transactions.store.ts';

/**
 * Every money or quantity change is recorded as a payment_transaction with wire §9.21 entries, in
 * the database transaction of the change, and emitted as the domain event
 * `payments.transaction.created` (data: the transaction as GET /internal/payments/transactions
 * shows it). The event is internal (not in PUBLIC_EVENT_TYPES): the wire contract defines no
 * webhook payload for payments, so none is promised to receivers yet.
 */
export const TRANSACTION_EVENT = 'payments.transaction.created';

export function transactionView(t: TransactionRecord) {
  return {
    id: t.id,
    created_at_millis: t.createdAt.getTime(),
    effective_at_millis: t.effectiveAt.getTime(),
    type: t.type,
    entries: t.entries,
    adjusted_by: t.adjustedBy,
    test_mode: t.testMode,
  };
}

/** The fields every entry carries (wire §9.21): its type and what it adjusts, if anything. */
export function entry(type: string, fields: Record<string, unknown>, adjusts?: { transactionId: string; entryIndex: number }): Entry {
  return { type, adjusted_transaction_id: adjusts?.transactionId ?? null, adjusted_entry_index: adjusts?.entryIndex ?? null, ...fields };
}

export async function recordTransaction(tx: EntityManager, t: Omit<NewTransaction, 'id'> & { id?: string }): Promise<TransactionRecord> {
  const record = await insertTransaction(tx, { ...t, id: t.id ?? randomUUID() });
  await emit(tx, { projectId: t.projectId, type: TRANSACTION_EVENT, subject: record.id, data: transactionView(record) });
  return record;
}
