import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { knownError, schemaProblem } from '../../http/errors.ts';
import type { WithOverrides } from '../config/config.settings.ts';
import * as owned from './customer-products.store.ts';
import { expireProductRows, type Customer } from './ledger.store.ts';
import { addAdjustment, lockTransaction, type Entry } from './transactions.store.ts';
import { entry, recordTransaction } from './transactions.ts';
import { grantProduct, itemEntry } from './grants.service.ts';
import { checkProductCustomerType, resolveProduct } from './products.ts';
import { paymentsOf } from './payments.settings.ts';
import type { InlineProduct } from './product-schemas.ts';

/**
 * Revoking and switching owned products (DELETE /payments/products/… and …/switch). Both run in
 * the CALLER's transaction. Stripe is the purchases module's: it passes the Stripe calls in as
 * hooks, called after every check and before anything is written, so a Stripe refusal changes
 * nothing here. Lock order is the refund's (grant transaction row, then owned product row), so a
 * revocation, a switch and a refund of one product serialise instead of deadlocking.
 */

export interface CustomerRef {
  projectId: string;
  customerType: string;
  customerId: string;
}

/** The customer's grant of a product, locked (grant transaction, then owned row) and still not ended; null if it ended meanwhile. */
async function lockGrant(tx: EntityManager, o: owned.OwnedProduct) {
  const grant = await lockTransaction(tx, o.projectId, o.transactionId);
  const row = await owned.lockOwned(tx, o.projectId, o.id);
  if (!grant || !row || row.status === 'ended') return null;
  return { grant, row };
}

/** The old product's end as entries of the transaction that ends it: a product_revocation adjusting its grant, then the items that stopped counting. */
async function endOwned(tx: EntityManager, o: owned.OwnedProduct, now: Date): Promise<Entry[]> {
  const c: Customer = { projectId: o.projectId, customerType: o.customerType, customerId: o.customerId };
  await owned.setEnded(tx, o.id, now);
  // Items end by their `expires` rule: when-purchase-expires and when-repeated rows stop, `never` rows stay.
  const stopped = await expireProductRows(tx, o.projectId, o.id, now);
  return [entry('product_revocation', { quantity: o.quantity }, { transactionId: o.transactionId, entryIndex: 0 }), ...stopped.map((s) => itemEntry(c, s.itemId, -s.quantity))];
}

/**
 * Ends every grant of the config product the customer holds now (a stackable product: all of its
 * grants). Each ends with its own transaction: 'subscription-cancellation' for a subscription,
 * type null (the contract's type for a revocation without a name, as refunds) otherwise.
 * PRODUCT_NOT_OWNED when there is none. A Stripe subscription is cancelled at Stripe first.
 */
export async function revokeOwnedProduct(
  tx: EntityManager,
  c: CustomerRef,
  productId: string,
  hooks: { cancelStripeSubscription(stripeSubscriptionId: string): Promise<void> },
): Promise<{ transactionIds: string[] }> {
  const grants = await owned.activeGrantsOf(tx, c, productId);
  const transactionIds: string[] = [];
  const now = new Date();
  for (const g of grants) {
    const locked = await lockGrant(tx, g);
    if (!locked) continue;
    const o = locked.row;
    if (o.stripeSubscriptionId) await hooks.cancelStripeSubscription(o.stripeSubscriptionId);
    const entries = await endOwned(tx, o, now);
    const transactionId = randomUUID();
    await recordTransaction(tx, { id: transactionId, projectId: o.projectId, type: o.isSubscription ? 'subscription-cancellation' : null, customerType: o.customerType, customerId: o.customerId, entries, testMode: locked.grant.testMode });
    await addAdjustment(tx, o.projectId, o.transactionId, { transaction_id: transactionId, entry_index: 0 });
    transactionIds.push(transactionId);
  }
  if (!transactionIds.length) throw knownError('PRODUCT_NOT_OWNED', { product_id: productId, customer_id: c.customerId });
  return { transactionIds };
}

export interface SwitchInput {
  fromProductId: string;
  toProductId: string;
  priceId?: string;
  client: boolean;
}

export interface SwitchHooks {
  /** Moves the Stripe subscription to the new product's price (called only for a product paid through Stripe). */
  updateStripeSubscription(stripeSubscriptionId: string, to: { product: InlineProduct; priceId: string; quantity: number }): Promise<void>;
}

type SwitchRefusal = 'same_product' | 'not_in_same_catalog' | 'stackable' | 'payment_required' | 'not_recurring';

/**
 * Switches the customer's product to another product of the same catalog: the old one ends (its
 * items by their `expires` rules) and the new one is granted, in ONE 'product-change' transaction
 * (the grant's entries, then the old product's revocation). A subscription keeps its period end
 * and its Stripe subscription, whose price Stripe changes first. Client access may switch only a
 * product paid through Stripe (Stripe charges the new price) or in test mode: otherwise a client
 * could turn a free server grant into any product of the catalog.
 */
export async function switchOwnedProduct(tx: EntityManager, project: WithOverrides & { id: string }, c: CustomerRef & { customerType: 'user' | 'team' | 'custom' }, input: SwitchInput, hooks: SwitchHooks) {
  const refuse = (reason: SwitchRefusal) => knownError('PRODUCT_SWITCH_NOT_ALLOWED', { from_product_id: input.fromProductId, to_product_id: input.toProductId, reason });
  const settings = paymentsOf(project);
  const to = resolveProduct(project, { productId: input.toProductId, client: input.client });
  checkProductCustomerType(to, c.customerType, c.customerId);
  if (input.fromProductId === input.toProductId) throw refuse('same_product');
  const fromDeclared = Object.hasOwn(settings.products, input.fromProductId) ? settings.products[input.fromProductId] : undefined;
  const catalog = fromDeclared?.catalogId;
  if (!catalog || settings.products[input.toProductId]!.catalogId !== catalog) throw refuse('not_in_same_catalog');

  const priceIds = Object.keys(to.product.prices);
  let priceId: string | null;
  if (input.priceId !== undefined) {
    const price = Object.hasOwn(to.product.prices, input.priceId) ? to.product.prices[input.priceId] : undefined;
    if (!price || (input.client && price.server_only)) throw knownError('PRICE_DOES_NOT_EXIST');
    priceId = input.priceId;
  } else if (priceIds.length > 1) {
    throw schemaProblem(`body.price_id is required: the product '${input.toProductId}' has ${priceIds.length} prices`);
  } else {
    priceId = priceIds[0] ?? null;
  }

  const grants = await owned.activeGrantsOf(tx, c, input.fromProductId);
  if (!grants.length) throw knownError('PRODUCT_NOT_OWNED', { product_id: input.fromProductId, customer_id: c.customerId });
  if (grants.length > 1 || to.product.stackable || grants[0]!.product.stackable) throw refuse('stackable');
  const locked = await lockGrant(tx, grants[0]!);
  if (!locked) throw knownError('PRODUCT_NOT_OWNED', { product_id: input.fromProductId, customer_id: c.customerId });
  const o = locked.row;

  const stripeSub = o.source === 'stripe' ? o.stripeSubscriptionId : null;
  if (stripeSub) {
    const interval = priceId !== null ? to.product.prices[priceId]?.interval : undefined;
    if (priceId === null || !interval || interval[0] < 1) throw refuse('not_recurring');
  } else if (input.client && !settings.testMode) {
    throw refuse('payment_required');
  }
  if (stripeSub) await hooks.updateStripeSubscription(stripeSub, { product: to.product, priceId: priceId!, quantity: o.quantity });

  const ended = await endOwned(tx, o, new Date());
  if (stripeSub) await owned.detachStripeSubscription(tx, o.id);
  const granted = await grantProduct(tx, {
    projectId: c.projectId,
    customerType: c.customerType,
    customerId: c.customerId,
    productId: to.productId,
    product: to.product,
    priceId,
    quantity: o.quantity,
    source: o.source,
    testMode: locked.grant.testMode,
    ...(o.isSubscription ? { subscription: { stripeSubscriptionId: stripeSub, currentPeriodEnd: o.currentPeriodEnd } } : {}),
    transactionType: 'product-change',
    extraEntries: ended,
  });
  await addAdjustment(tx, o.projectId, o.transactionId, { transaction_id: granted.transactionId, entry_index: granted.extraEntriesAt });
  return { success: true as const, ...(granted.subscriptionId ? { subscription_id: granted.subscriptionId } : {}) };
}
