import type { EntityManager } from '@mikro-orm/postgresql';
import { rawSql } from '../../db/sql.ts';
import type { Customer } from './ledger.store.ts';
import type { InlineProduct } from './product-schemas.ts';

/** The only code that reads and writes customer_product: the products a customer owns. */

export type ProductSource = 'server' | 'test_purchase' | 'stripe';
export type OwnedStatus = 'active' | 'canceled' | 'ended';

export interface OwnedProduct {
  id: string;
  projectId: string;
  customerType: string;
  customerId: string;
  productId: string | null;
  product: InlineProduct;
  priceId: string | null;
  quantity: number;
  source: ProductSource;
  transactionId: string;
  stripeSubscriptionId: string | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  status: OwnedStatus;
  isSubscription: boolean;
  createdAt: Date;
}

const COLUMNS = `id, project_id, customer_type, customer_id, product_id, product, price_id, quantity, source, transaction_id,
  stripe_subscription_id, current_period_end, cancel_at_period_end, status, created_at, (current_period_end is not null or stripe_subscription_id is not null) as is_subscription`;

function ownedOf(r: Record<string, unknown>): OwnedProduct {
  return {
    id: r.id as string,
    projectId: r.project_id as string,
    customerType: r.customer_type as string,
    customerId: r.customer_id as string,
    productId: (r.product_id as string | null) ?? null,
    product: r.product as InlineProduct,
    priceId: (r.price_id as string | null) ?? null,
    quantity: r.quantity as number,
    source: r.source as ProductSource,
    transactionId: r.transaction_id as string,
    stripeSubscriptionId: (r.stripe_subscription_id as string | null) ?? null,
    currentPeriodEnd: r.current_period_end ? new Date(r.current_period_end as string) : null,
    cancelAtPeriodEnd: r.cancel_at_period_end as boolean,
    status: r.status as OwnedStatus,
    isSubscription: r.is_subscription as boolean,
    createdAt: new Date(r.created_at as string),
  };
}

/** Serialises grants of one product to one customer (the "already granted" check and its insert), in every process. */
export async function lockCustomerProduct(tx: EntityManager, c: Customer, productId: string): Promise<void> {
  await rawSql(tx, 'select pg_advisory_xact_lock(hashtextextended(?, 0))', [JSON.stringify(['product', c.projectId, c.customerType, c.customerId, productId])]);
}

/** Whether the customer owns the product now (not ended). */
export async function ownsProduct(em: EntityManager, c: Customer, productId: string): Promise<boolean> {
  const rows = await rawSql(
    em,
    `select 1 from customer_product where project_id = ? and customer_type = ? and customer_id = ? and product_id = ? and status <> 'ended' limit 1`,
    [c.projectId, c.customerType, c.customerId, productId],
  );
  return rows.length > 0;
}

export interface NewOwned {
  id: string;
  productId: string | null;
  product: InlineProduct;
  priceId: string | null;
  quantity: number;
  source: ProductSource;
  transactionId: string;
  stripeSubscriptionId: string | null;
  currentPeriodEnd: Date | null;
  /** The purchase time the first period (and every later one) is counted from. */
  createdAt: Date;
}

export async function insertOwned(tx: EntityManager, c: Customer, o: NewOwned): Promise<OwnedProduct> {
  const rows = await rawSql(
    tx,
    `insert into customer_product (id, project_id, customer_type, customer_id, product_id, product, price_id, quantity, source, transaction_id, stripe_subscription_id, current_period_end, created_at)
     values (?, ?, ?, ?, ?, ?::jsonb, ?, ?, ?, ?, ?, ?, ?) returning ${COLUMNS}`,
    [o.id, c.projectId, c.customerType, c.customerId, o.productId, JSON.stringify(o.product), o.priceId, o.quantity, o.source, o.transactionId, o.stripeSubscriptionId, o.currentPeriodEnd, o.createdAt],
  );
  return ownedOf(rows[0]!);
}

/** An owned product, locked until the caller's transaction ends (renewals, cancellations and refunds of one product serialise). */
export async function lockOwned(tx: EntityManager, projectId: string, id: string): Promise<OwnedProduct | null> {
  const rows = await rawSql(tx, `select ${COLUMNS} from customer_product where project_id = ? and id = ? for update`, [projectId, id]);
  return rows[0] ? ownedOf(rows[0]) : null;
}

export async function findOwnedByTransaction(tx: EntityManager, projectId: string, transactionId: string): Promise<OwnedProduct | null> {
  const rows = await rawSql(tx, `select ${COLUMNS} from customer_product where project_id = ? and transaction_id = ? for update`, [projectId, transactionId]);
  return rows[0] ? ownedOf(rows[0]) : null;
}

/**
 * Claims up to `limit` subscriptions Gatehouse runs itself (not Stripe's: test purchases and server
 * grants) whose period ended by `now`, oldest first, locked until the caller's transaction ends.
 * SKIP LOCKED: any number of worker processes share the due rows, none takes a row another holds.
 */
export async function claimDueSubscriptions(tx: EntityManager, now: Date, limit: number): Promise<OwnedProduct[]> {
  const rows = await rawSql(
    tx,
    `select ${COLUMNS} from customer_product
     where status <> 'ended' and stripe_subscription_id is null and current_period_end is not null and current_period_end <= ?
     order by current_period_end, id limit ? for update skip locked`,
    [now, limit],
  );
  return rows.map(ownedOf);
}

export async function findOwnedByStripeSubscription(em: EntityManager, projectId: string, stripeSubscriptionId: string): Promise<OwnedProduct | null> {
  const rows = await rawSql(em, `select ${COLUMNS} from customer_product where project_id = ? and stripe_subscription_id = ?`, [projectId, stripeSubscriptionId]);
  return rows[0] ? ownedOf(rows[0]) : null;
}

/** Every product the customer owns now (not ended), oldest first. */
export async function listOwned(em: EntityManager, c: Customer): Promise<OwnedProduct[]> {
  const rows = await rawSql(
    em,
    `select ${COLUMNS} from customer_product where project_id = ? and customer_type = ? and customer_id = ? and status <> 'ended' order by created_at, id`,
    [c.projectId, c.customerType, c.customerId],
  );
  return rows.map(ownedOf);
}

export async function setPeriodEnd(tx: EntityManager, id: string, currentPeriodEnd: Date): Promise<void> {
  await rawSql(tx, `update customer_product set current_period_end = ? where id = ?`, [currentPeriodEnd, id]);
}

export async function setCanceledAtPeriodEnd(tx: EntityManager, id: string): Promise<void> {
  await rawSql(tx, `update customer_product set cancel_at_period_end = true, status = 'canceled' where id = ?`, [id]);
}

export async function setEnded(tx: EntityManager, id: string, at: Date): Promise<void> {
  await rawSql(tx, `update customer_product set status = 'ended', ended_at = ? where id = ?`, [at, id]);
}

/*
 * Project-wide aggregates for GET /internal/metrics (read through overview.service.ts). Each is one
 * query over the project's rows (the project_id-led index customer_product_of_customer), grouped
 * so that the answer has a handful of rows whatever the project's size.
 */

const IS_SUBSCRIPTION = '(current_period_end is not null or stripe_subscription_id is not null)';

/** Owned-product rows of the project counted by kind (subscription or not) and status, test ones included. */
export async function countOwnedByKindAndStatus(em: EntityManager, projectId: string): Promise<{ isSubscription: boolean; status: OwnedStatus; n: number }[]> {
  const rows = await rawSql(em, `select ${IS_SUBSCRIPTION} as sub, status, count(*)::int as n from customer_product where project_id = ? group by 1, 2`, [projectId]);
  return rows.map((r) => ({ isSubscription: r.sub as boolean, status: r.status as OwnedStatus, n: r.n as number }));
}

/** Subscriptions granted per UTC day (created_at) from `from` ('YYYY-MM-DD'), test ones included. */
export async function subscriptionsPerDay(em: EntityManager, projectId: string, from: string): Promise<Map<string, number>> {
  const rows = await rawSql(
    em,
    `select to_char((created_at at time zone 'UTC')::date, 'YYYY-MM-DD') as day, count(*)::int as n from customer_product
     where project_id = ? and ${IS_SUBSCRIPTION} and created_at >= (?::date)::timestamp at time zone 'UTC' group by 1`,
    [projectId, from],
  );
  return new Map(rows.map((r) => [r.day as string, r.n as number]));
}

/**
 * The active (status 'active') subscriptions whose grant was not a test (payment_transaction.test_mode
 * false, same module), grouped by their price's USD amount and interval as the owned product's own
 * snapshot of the product names them: one row per distinct (amount, interval), with the summed
 * quantity. Subscriptions without a USD amount or interval come back with nulls for the caller to skip.
 */
export async function liveActiveSubscriptionPrices(em: EntityManager, projectId: string): Promise<{ usd: string | null; count: number | null; unit: string | null; quantity: string }[]> {
  const rows = await rawSql(
    em,
    `select p.price->>'USD' as usd, p.price->'interval'->>0 as n, p.price->'interval'->>1 as unit, sum(p.quantity)::text as quantity
     from (select cp.product->'prices'->cp.price_id as price, cp.quantity from customer_product cp
           join payment_transaction t on t.id = cp.transaction_id and t.project_id = cp.project_id
           where cp.project_id = ? and cp.status = 'active' and (cp.current_period_end is not null or cp.stripe_subscription_id is not null) and cp.price_id is not null and not t.test_mode) p
     group by 1, 2, 3`,
    [projectId],
  );
  return rows.map((r) => ({ usd: (r.usd as string | null) ?? null, count: r.n === null || r.n === undefined ? null : Number.parseInt(r.n as string, 10), unit: (r.unit as string | null) ?? null, quantity: r.quantity as string }));
}

/** The customer's grants of one config product that are not ended, oldest first (not locked: lock each with lockOwned). */
export async function activeGrantsOf(em: EntityManager, c: Customer, productId: string): Promise<OwnedProduct[]> {
  const rows = await rawSql(
    em,
    `select ${COLUMNS} from customer_product where project_id = ? and customer_type = ? and customer_id = ? and product_id = ? and status <> 'ended' order by created_at, id`,
    [c.projectId, c.customerType, c.customerId, productId],
  );
  return rows.map(ownedOf);
}

/**
 * A switched product hands its Stripe subscription to the product that replaces it (the id is
 * unique per project, so Stripe's later events find the new one).
 */
export async function detachStripeSubscription(tx: EntityManager, id: string): Promise<void> {
  await rawSql(tx, `update customer_product set stripe_subscription_id = null where id = ?`, [id]);
}
