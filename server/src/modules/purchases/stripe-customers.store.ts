import type { EntityManager } from '@mikro-orm/postgresql';
import { rawSql } from '../../db/sql.ts';

/** The only code that reads and writes stripe_customer: which Stripe customer a payments customer is. */
export interface CustomerKey {
  projectId: string;
  customerType: string;
  customerId: string;
}

export async function findStripeCustomerId(em: EntityManager, c: CustomerKey): Promise<string | null> {
  const [row] = await rawSql<{ stripe_customer_id: string }>(em, 'select stripe_customer_id from stripe_customer where project_id = ? and customer_type = ? and customer_id = ?', [
    c.projectId,
    c.customerType,
    c.customerId,
  ]);
  return row?.stripe_customer_id ?? null;
}

/** Serialises the "find or create the Stripe customer" of one customer across processes (to the end of the transaction). */
export async function lockStripeCustomer(tx: EntityManager, c: CustomerKey): Promise<void> {
  await rawSql(tx, 'select pg_advisory_xact_lock(hashtextextended(?, 0))', [JSON.stringify(['stripe-customer', c.projectId, c.customerType, c.customerId])]);
}

/** Records the mapping; the first one recorded wins (a checkout that made its own customer does not replace it). */
export async function saveStripeCustomerId(tx: EntityManager, c: CustomerKey, stripeCustomerId: string): Promise<void> {
  await rawSql(
    tx,
    `insert into stripe_customer (project_id, customer_type, customer_id, stripe_customer_id) values (?, ?, ?, ?) on conflict do nothing`,
    [c.projectId, c.customerType, c.customerId, stripeCustomerId],
  );
}
