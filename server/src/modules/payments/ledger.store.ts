import type { EntityManager } from '@mikro-orm/postgresql';
import { rawSql } from '../../db/sql.ts';
import type { Expires } from './product-schemas.ts';

/**
 * The only code that reads and writes item_quantity_change, the item ledger: a quantity is the sum
 * of a customer's unexpired rows for the item, never a counter overwritten in place. Raw SQL: the
 * sum with its expiry filter and the advisory lock are one statement each.
 */

export interface Customer {
  projectId: string;
  customerType: string;
  customerId: string;
}

/**
 * Serialises every change of one customer's item until the caller's transaction ends, in every
 * server process (a PostgreSQL advisory lock keyed by the customer and item): a spend reads the
 * sum and writes its row while no other change of that item can, so two spends never both see
 * the same balance. The key is hashed to 64 bits (hashtextextended); a collision only makes two
 * unrelated items wait for each other.
 */
export async function lockCustomerItem(tx: EntityManager, c: Customer, itemId: string): Promise<void> {
  await rawSql(tx, 'select pg_advisory_xact_lock(hashtextextended(?, 0))', [JSON.stringify(['item', c.projectId, c.customerType, c.customerId, itemId])]);
}

/** The customer's quantity of the item now (unexpired rows), as a bigint (a sum of bigints). */
export async function itemQuantity(em: EntityManager, c: Customer, itemId: string): Promise<bigint> {
  const rows = await rawSql<{ q: string }>(
    em,
    `select coalesce(sum(quantity), 0)::text as q from item_quantity_change
     where project_id = ? and customer_type = ? and customer_id = ? and item_id = ? and (expires_at is null or expires_at > clock_timestamp())`,
    [c.projectId, c.customerType, c.customerId, itemId],
  );
  return BigInt(rows[0]!.q);
}

export interface NewChange {
  id: string;
  itemId: string;
  quantity: bigint;
  expiresAt: Date | null;
  description: string | null;
  transactionId: string | null;
  customerProductId?: string | null;
  expiresWith?: Expires;
  period?: number | null;
}

export async function insertChange(tx: EntityManager, c: Customer, ch: NewChange): Promise<void> {
  await rawSql(
    tx,
    `insert into item_quantity_change (id, project_id, customer_type, customer_id, item_id, quantity, expires_at, description, transaction_id, customer_product_id, expires_with, period)
     values (?, ?, ?, ?, ?, ?::bigint, ?, ?, ?, ?, ?, ?) on conflict do nothing`,
    [ch.id, c.projectId, c.customerType, c.customerId, ch.itemId, ch.quantity.toString(), ch.expiresAt, ch.description, ch.transactionId, ch.customerProductId ?? null, ch.expiresWith ?? 'never', ch.period ?? null],
  );
}

/**
 * Ends the rows an owned product granted that last as long as the purchase (`when-purchase-expires`,
 * and `when-repeated` rows, whose repetition stops with it): their expiry becomes `at` unless it was
 * already earlier. Answers what stopped counting, per item, for the transaction's entries.
 */
export async function expireProductRows(tx: EntityManager, projectId: string, customerProductId: string, at: Date): Promise<{ itemId: string; quantity: bigint }[]> {
  const rows = await rawSql<{ item_id: string; q: string }>(
    tx,
    `with ended as (
       update item_quantity_change set expires_at = ?
       where project_id = ? and customer_product_id = ? and expires_with <> 'never' and (expires_at is null or expires_at > ?)
       returning item_id, quantity
     ) select item_id, sum(quantity)::text as q from ended group by item_id order by item_id`,
    [at, projectId, customerProductId, at],
  );
  return rows.map((r) => ({ itemId: r.item_id, quantity: BigInt(r.q) }));
}

/** Every row of the given products, for revoking a grant (all of them stop counting now). */
export async function expireAllProductRows(tx: EntityManager, projectId: string, customerProductId: string, at: Date): Promise<{ itemId: string; quantity: bigint }[]> {
  const rows = await rawSql<{ item_id: string; q: string }>(
    tx,
    `with ended as (
       update item_quantity_change set expires_at = ?
       where project_id = ? and customer_product_id = ? and (expires_at is null or expires_at > ?)
       returning item_id, quantity
     ) select item_id, sum(quantity)::text as q from ended group by item_id order by item_id`,
    [at, projectId, customerProductId, at],
  );
  return rows.map((r) => ({ itemId: r.item_id, quantity: BigInt(r.q) }));
}

/** The periods of a repeating included item already written for an owned product. */
export async function writtenPeriods(em: EntityManager, customerProductId: string, itemId: string): Promise<Set<number>> {
  const rows = await rawSql<{ period: number }>(em, 'select period from item_quantity_change where customer_product_id = ? and item_id = ? and period is not null', [customerProductId, itemId]);
  return new Set(rows.map((r) => r.period));
}
