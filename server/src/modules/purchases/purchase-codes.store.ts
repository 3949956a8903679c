import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { rawSql } from '../../db/sql.ts';
import type { InlineProduct } from '../payments/index.ts';

/** The only code that reads and writes purchase_code. Codes are looked up by their SHA-256 only. */
export interface PurchaseCodeRecord {
  id: string;
  projectId: string;
  customerType: 'user' | 'team' | 'custom';
  customerId: string;
  productId: string | null;
  product: InlineProduct;
  returnUrl: string | null;
  expiresAt: Date;
  usedAt: Date | null;
  stripeCheckoutSessionId: string | null;
  stripePaymentIntentId: string | null;
  grantTransactionId: string | null;
}

interface Row {
  id: string;
  project_id: string;
  customer_type: PurchaseCodeRecord['customerType'];
  customer_id: string;
  product_id: string | null;
  product: InlineProduct;
  return_url: string | null;
  expires_at: Date;
  used_at: Date | null;
  stripe_checkout_session_id: string | null;
  stripe_payment_intent_id: string | null;
  grant_transaction_id: string | null;
}
const recordOf = (r: Row): PurchaseCodeRecord => ({
  id: r.id,
  projectId: r.project_id,
  customerType: r.customer_type,
  customerId: r.customer_id,
  productId: r.product_id,
  product: r.product,
  returnUrl: r.return_url,
  expiresAt: new Date(r.expires_at),
  usedAt: r.used_at ? new Date(r.used_at) : null,
  stripeCheckoutSessionId: r.stripe_checkout_session_id,
  stripePaymentIntentId: r.stripe_payment_intent_id,
  grantTransactionId: r.grant_transaction_id,
});

export async function insertPurchaseCode(
  em: EntityManager,
  c: { projectId: string; codeHash: string; customerType: string; customerId: string; productId: string | null; product: InlineProduct; returnUrl: string | null; expiresAt: Date },
): Promise<string> {
  const id = randomUUID();
  await rawSql(
    em,
    `insert into purchase_code (id, project_id, code_hash, customer_type, customer_id, product_id, product, return_url, expires_at) values (?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?)`,
    [id, c.projectId, c.codeHash, c.customerType, c.customerId, c.productId, JSON.stringify(c.product), c.returnUrl, c.expiresAt],
  );
  return id;
}

/** A live code (not used, not expired) of the project, by its hash. */
export async function findLiveCode(em: EntityManager, projectId: string, codeHash: string): Promise<PurchaseCodeRecord | null> {
  const [row] = await rawSql<Row>(em, 'select * from purchase_code where project_id = ? and code_hash = ? and used_at is null and expires_at > now()', [projectId, codeHash]);
  return row ? recordOf(row) : null;
}

/**
 * Uses a live code once: one conditional UPDATE, so of two purchases racing on one code exactly
 * one gets the row (the other sees `used_at` set and gets null). Runs in the grant's transaction:
 * a grant that fails rolls the use back.
 */
export async function consumeCode(em: EntityManager, projectId: string, where: { codeHash: string } | { id: string }, allowExpired = false): Promise<PurchaseCodeRecord | null> {
  const [column, value] = 'id' in where ? ['id', where.id] : ['code_hash', where.codeHash];
  const [row] = await rawSql<Row>(
    em,
    `update purchase_code set used_at = now() where project_id = ? and ${column} = ? and used_at is null ${allowExpired ? '' : 'and expires_at > now()'} returning *`,
    [projectId, value],
  );
  return row ? recordOf(row) : null;
}

export async function setCheckoutSession(em: EntityManager, id: string, sessionId: string): Promise<void> {
  await rawSql(em, 'update purchase_code set stripe_checkout_session_id = ? where id = ?', [sessionId, id]);
}

export async function setGrant(em: EntityManager, id: string, grant: { transactionId: string; paymentIntentId: string | null }): Promise<void> {
  await rawSql(em, 'update purchase_code set grant_transaction_id = ?, stripe_payment_intent_id = ? where id = ?', [grant.transactionId, grant.paymentIntentId, id]);
}

export async function findByGrant(em: EntityManager, projectId: string, transactionId: string): Promise<PurchaseCodeRecord | null> {
  const [row] = await rawSql<Row>(em, 'select * from purchase_code where project_id = ? and grant_transaction_id = ?', [projectId, transactionId]);
  return row ? recordOf(row) : null;
}

export async function findByPaymentIntent(em: EntityManager, projectId: string, paymentIntentId: string): Promise<PurchaseCodeRecord | null> {
  const [row] = await rawSql<Row>(em, 'select * from purchase_code where project_id = ? and stripe_payment_intent_id = ?', [projectId, paymentIntentId]);
  return row ? recordOf(row) : null;
}

/**
 * Purchase links of the project ever created, and those that completed (a grant recorded on them:
 * a test purchase, or Stripe's checkout.session.completed), for GET /internal/metrics. One
 * index-only pass over purchase_code_grant_idx (project_id, grant_transaction_id).
 */
export async function countCodes(em: EntityManager, projectId: string): Promise<{ created: number; completed: number }> {
  const [r] = await rawSql(em, 'select count(*)::int as created, count(grant_transaction_id)::int as completed from purchase_code where project_id = ?', [projectId]);
  return { created: (r?.created as number) ?? 0, completed: (r?.completed as number) ?? 0 };
}
