import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { knownError, schemaProblem } from '../../http/errors.ts';
import type { Customer } from './ledger.store.ts';
import { expireAllProductRows, expireProductRows, insertChange } from './ledger.store.ts';
import * as owned from './customer-products.store.ts';
import { addAdjustment, lockTransaction, type Entry, type TransactionType } from './transactions.store.ts';
import { entry, recordTransaction } from './transactions.ts';
import { canonicalAmounts, fromMinorUnits, toMinorUnits, type Currency } from './money.ts';
import { addInterval } from './intervals.ts';
import type { CustomerType, InlineProduct } from './product-schemas.ts';
import { MAX_ITEM_QUANTITY } from './product-schemas.ts';

export { resolveProduct, checkProductCustomerType } from './products.ts';

/**
 * The services that grant, renew, cancel and revoke owned products. Each runs in the CALLER's
 * transaction (`em` already in one: a purchase route, a Stripe webhook), writes its ledger rows
 * and a payment_transaction with wire §9.21 entries, and emits the transaction's domain event, so
 * the effect, its record and its event commit or roll back together.
 */

export interface GrantInput {
  projectId: string;
  customerType: CustomerType;
  customerId: string;
  productId: string | null;
  product: InlineProduct;
  priceId: string | null;
  quantity: number;
  source: owned.ProductSource;
  testMode: boolean;
  subscription?: { stripeSubscriptionId: string | null; currentPeriodEnd: Date | null };
  /** Decimal strings per currency (validated here with the money rules). */
  chargedAmount?: Record<string, string>;
  /** The transaction's type: 'purchase' unless said (a switch records a 'product-change'). */
  transactionType?: TransactionType;
  /** Entries recorded after the grant's own in the same transaction (a switch: the old product's revocation). */
  extraEntries?: Entry[];
}

export interface GrantResult {
  customerProductId: string;
  transactionId: string;
  subscriptionId: string | null;
  /** The index of the first of `extraEntries` in the transaction. */
  extraEntriesAt: number;
}

function moneyEntry(c: Customer, charged: Record<string, string>, sign: 1n | -1n, adjusts?: { transactionId: string; entryIndex: number }): Entry {
  const amounts = canonicalAmounts(charged);
  const signed: Record<string, string> = {};
  for (const [code, amount] of Object.entries(amounts)) signed[code] = fromMinorUnits(toMinorUnits(amount, code as Currency) * sign, code as Currency);
  // Stripe's fees and conversion are not known here: the net amount is the USD charge, if any.
  const net = signed.USD !== undefined ? { USD: signed.USD } : {};
  return entry('money_transfer', { customer_type: c.customerType, customer_id: c.customerId, charged_amount: signed, net_amount: net }, adjusts);
}

export function itemEntry(c: Customer, itemId: string, quantity: bigint, adjusts?: { transactionId: string; entryIndex: number }): Entry {
  // Quantities are integers (never money); within MAX_ITEM_QUANTITY squared, far inside a double's exact range.
  return entry('item_quantity_change', { customer_type: c.customerType, customer_id: c.customerId, item_id: itemId, quantity: Number.parseInt(quantity.toString(), 10) }, adjusts);
}

export async function grantProduct(em: EntityManager, input: GrantInput): Promise<GrantResult> {
  const c: Customer = { projectId: input.projectId, customerType: input.customerType, customerId: input.customerId };
  const { product } = input;
  if (product.customer_type !== input.customerType) {
    throw knownError('PRODUCT_CUSTOMER_TYPE_DOES_NOT_MATCH', { product_id: input.productId, customer_id: input.customerId, product_customer_type: product.customer_type, actual_customer_type: input.customerType });
  }
  if (!Number.isInteger(input.quantity) || input.quantity < 1 || input.quantity > MAX_ITEM_QUANTITY) throw schemaProblem(`body.quantity must be an integer from 1 to ${MAX_ITEM_QUANTITY}`);
  if (!product.stackable && input.quantity !== 1) throw schemaProblem('body.quantity must be 1: the product is not stackable');
  if (input.priceId !== null && !Object.hasOwn(product.prices, input.priceId)) throw schemaProblem(`price_id: the product has no price '${input.priceId}'`);
  if (input.productId !== null && !product.stackable) {
    // Held to the end of the transaction: of concurrent grants of one product, one sees the other.
    await owned.lockCustomerProduct(em, c, input.productId);
    if (await owned.ownsProduct(em, c, input.productId)) throw knownError('PRODUCT_ALREADY_GRANTED', { product_id: input.productId, customer_id: input.customerId });
  }
  const now = new Date();
  const price = input.priceId !== null ? product.prices[input.priceId] : undefined;
  const periodEnd = input.subscription?.currentPeriodEnd ?? (price?.interval ? addInterval(now, price.interval) : null);
  const isSubscription = input.subscription !== undefined || price?.interval !== undefined;
  const customerProductId = randomUUID();
  const transactionId = randomUUID();

  const entries: Entry[] = [
    entry('product_grant', {
      customer_type: c.customerType,
      customer_id: c.customerId,
      product_id: input.productId,
      product,
      price_id: input.priceId,
      quantity: input.quantity,
      ...(isSubscription ? { subscription_id: customerProductId } : { one_time_purchase_id: customerProductId }),
    }),
  ];
  if (input.chargedAmount && Object.keys(input.chargedAmount).length) entries.push(moneyEntry(c, input.chargedAmount, 1n));
  const rows = Object.entries(product.included_items).filter(([, inc]) => inc.quantity > 0);
  for (const [itemId, inc] of rows) entries.push(itemEntry(c, itemId, BigInt(inc.quantity) * BigInt(input.quantity)));
  const extraEntriesAt = entries.length;
  entries.push(...(input.extraEntries ?? []));

  await recordTransaction(em, { id: transactionId, projectId: c.projectId, type: input.transactionType ?? 'purchase', customerType: c.customerType, customerId: c.customerId, entries, testMode: input.testMode });
  await owned.insertOwned(em, c, {
    id: customerProductId,
    productId: input.productId,
    product,
    priceId: input.priceId,
    quantity: input.quantity,
    source: input.source,
    transactionId,
    stripeSubscriptionId: input.subscription?.stripeSubscriptionId ?? null,
    currentPeriodEnd: isSubscription ? periodEnd : null,
    createdAt: now,
  });
  for (const [itemId, inc] of rows) {
    const repeats = inc.repeat !== 'never' && inc.repeat[0] > 0;
    await insertChange(em, c, {
      id: randomUUID(),
      itemId,
      quantity: BigInt(inc.quantity) * BigInt(input.quantity),
      // A repeating grant's first period ends when the next begins (when-repeated).
      expiresAt: inc.expires === 'when-repeated' && repeats && inc.repeat !== 'never' ? addInterval(now, inc.repeat) : null,
      description: null,
      transactionId,
      customerProductId,
      expiresWith: inc.expires,
      period: repeats ? 0 : null,
    });
  }
  return { customerProductId, transactionId, subscriptionId: isSubscription ? customerProductId : null, extraEntriesAt };
}

async function lockedOwned(em: EntityManager, projectId: string, customerProductId: string): Promise<owned.OwnedProduct> {
  const row = await owned.lockOwned(em, projectId, customerProductId);
  // The callers (Stripe webhooks) look the product up first: a missing one is a programming error.
  if (!row) throw new Error(`no owned product ${customerProductId} in project ${projectId}`);
  return row;
}

const customerOf = (o: owned.OwnedProduct): Customer => ({ projectId: o.projectId, customerType: o.customerType, customerId: o.customerId });

/** A subscription paid for another period: its period end moves on (repeating items continue by time, see items.service.ts). */
export async function renewSubscription(em: EntityManager, input: { projectId: string; customerProductId: string; currentPeriodEnd: Date; chargedAmount?: Record<string, string>; testMode?: boolean }): Promise<{ transactionId: string }> {
  const o = await lockedOwned(em, input.projectId, input.customerProductId);
  await owned.setPeriodEnd(em, o.id, input.currentPeriodEnd);
  const entries: Entry[] = input.chargedAmount && Object.keys(input.chargedAmount).length ? [moneyEntry(customerOf(o), input.chargedAmount, 1n)] : [];
  const t = await recordTransaction(em, { projectId: o.projectId, type: 'subscription-renewal', customerType: o.customerType, customerId: o.customerId, entries, testMode: input.testMode ?? o.source !== 'stripe' });
  return { transactionId: t.id };
}

/**
 * Cancels a subscription. At period end: it stays owned (status `canceled`) until Stripe ends it
 * (or, for a subscription Gatehouse runs itself, the subscription worker at its period end).
 * Now: it ends, and the items it granted that last as long as the purchase (`when-purchase-expires`,
 * and repeating `when-repeated` ones) stop counting; a product_revocation entry adjusts the grant.
 */
export async function cancelSubscription(em: EntityManager, input: { projectId: string; customerProductId: string; atPeriodEnd: boolean; endedAt?: Date }): Promise<{ transactionId: string | null }> {
  const o = await lockedOwned(em, input.projectId, input.customerProductId);
  if (o.status === 'ended') return { transactionId: null };
  const c = customerOf(o);
  const testMode = o.source !== 'stripe';
  if (input.atPeriodEnd) {
    if (o.status === 'canceled') return { transactionId: null };
    await owned.setCanceledAtPeriodEnd(em, o.id);
    const t = await recordTransaction(em, { projectId: o.projectId, type: 'subscription-cancellation', customerType: o.customerType, customerId: o.customerId, entries: [], testMode });
    return { transactionId: t.id };
  }
  // Ending now, or (the subscription worker) at the period end that already passed.
  const now = input.endedAt ?? new Date();
  await owned.setEnded(em, o.id, now);
  const stopped = await expireProductRows(em, o.projectId, o.id, now);
  const transactionId = randomUUID();
  const entries = [entry('product_revocation', { quantity: o.quantity }, { transactionId: o.transactionId, entryIndex: 0 }), ...stopped.map((s) => itemEntry(c, s.itemId, -s.quantity))];
  await recordTransaction(em, { id: transactionId, projectId: o.projectId, type: 'subscription-cancellation', customerType: o.customerType, customerId: o.customerId, entries, testMode });
  await addAdjustment(em, o.projectId, o.transactionId, { transaction_id: transactionId, entry_index: 0 });
  return { transactionId };
}

/**
 * Revokes a grant (a refund): the owned product ends, every item row it granted stops counting,
 * and a transaction (type null: the contract has no "refund" type) records a product_revocation
 * adjusting the grant, the money returned (negative) and the items removed. Revoking twice is a
 * no-op answering null (a refund webhook redelivered, two refund clicks).
 */
export async function revokeGrant(em: EntityManager, input: { projectId: string; transactionId: string }): Promise<{ transactionId: string | null }> {
  const grant = await lockTransaction(em, input.projectId, input.transactionId);
  if (!grant) throw new Error(`no payment transaction ${input.transactionId} in project ${input.projectId}`);
  const o = await owned.findOwnedByTransaction(em, input.projectId, input.transactionId);
  if (!o || o.status === 'ended' || grant.adjustedBy.some((a) => a.entry_index === 0)) return { transactionId: null };
  const c = customerOf(o);
  const now = new Date();
  await owned.setEnded(em, o.id, now);
  const stopped = await expireAllProductRows(em, o.projectId, o.id, now);
  const money = grant.entries.findIndex((e) => e.type === 'money_transfer');
  const entries: Entry[] = [entry('product_revocation', { quantity: o.quantity }, { transactionId: grant.id, entryIndex: 0 })];
  if (money >= 0) entries.push(moneyEntry(c, grant.entries[money]!.charged_amount as Record<string, string>, -1n, { transactionId: grant.id, entryIndex: money }));
  entries.push(...stopped.map((s) => itemEntry(c, s.itemId, -s.quantity)));
  const transactionId = randomUUID();
  await recordTransaction(em, { id: transactionId, projectId: o.projectId, type: null, customerType: o.customerType, customerId: o.customerId, entries, testMode: grant.testMode });
  await addAdjustment(em, o.projectId, grant.id, { transaction_id: transactionId, entry_index: 0 });
  return { transactionId };
}

/** A subscription the customer still has (not ended), locked until the caller's transaction ends; null for anything else. */
export async function lockActiveSubscription(em: EntityManager, projectId: string, subscriptionId: string): Promise<owned.OwnedProduct | null> {
  const row = await owned.lockOwned(em, projectId, subscriptionId);
  return row && row.isSubscription && row.status !== 'ended' ? row : null;
}

/** The owned product a purchase transaction granted (refunds read its Stripe subscription). */
export function findCustomerProductByGrant(em: EntityManager, projectId: string, grantTransactionId: string): Promise<owned.OwnedProduct | null> {
  return owned.findOwnedByTransaction(em, projectId, grantTransactionId);
}

export function findCustomerProductByStripeSubscription(em: EntityManager, projectId: string, stripeSubscriptionId: string): Promise<owned.OwnedProduct | null> {
  return owned.findOwnedByStripeSubscription(em, projectId, stripeSubscriptionId);
}

/** Whether the customer owns the config product now (create-purchase-url's PRODUCT_ALREADY_GRANTED check for non-stackable products). */
export function customerOwnsProduct(em: EntityManager, customer: { projectId: string; customerType: CustomerType; customerId: string }, productId: string): Promise<boolean> {
  return owned.ownsProduct(em, customer, productId);
}
