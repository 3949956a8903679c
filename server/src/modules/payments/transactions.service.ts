import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid } from '../../http/schemas.ts';
import { listTransactions, type TransactionType } from './transactions.store.ts';
import { transactionView } from './transactions.ts';

/**
 * GET /internal/payments/transactions: newest first, keyset-paged. The cursor is opaque to callers
 * (base64url of the last row's creation time in microseconds-free ISO form and id); a cursor that
 * does not decode answers null (the handler's 400).
 */
function encodeCursor(createdAt: Date, id: string): string {
  return Buffer.from(`${createdAt.toISOString()}|${id}`, 'utf8').toString('base64url');
}

function decodeCursor(cursor: string): { createdAt: Date; id: string } | null {
  const [iso, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (rest.length || !iso || !id || !isUuid(id) || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(iso)) return null;
  const createdAt = new Date(iso);
  return Number.isNaN(createdAt.getTime()) ? null : { createdAt, id };
}

export async function listTransactionPage(em: EntityManager, projectId: string, q: { cursor?: string; limit: number; type?: TransactionType; customerType?: string }) {
  const after = q.cursor === undefined ? undefined : decodeCursor(q.cursor);
  if (after === null) return null;
  const rows = await listTransactions(em, projectId, { after, limit: q.limit, type: q.type, customerType: q.customerType });
  const page = rows.slice(0, q.limit);
  const last = page[page.length - 1];
  return { transactions: page.map(transactionView), next_cursor: rows.length > q.limit && last ? encodeCursor(last.createdAt, last.id) : null };
}
