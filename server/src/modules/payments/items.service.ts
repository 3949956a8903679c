import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { knownError } from '../../http/errors.ts';
import type { WithOverrides } from '../config/config.settings.ts';
import { paymentsOf } from './payments.settings.ts';
import type { CustomerType } from './product-schemas.ts';
import { insertChange, itemQuantity, lockCustomerItem, writtenPeriods, type Customer } from './ledger.store.ts';
import { listOwned, type OwnedProduct } from './customer-products.store.ts';
import { addInterval, periodsElapsed } from './intervals.ts';
import { entry, recordTransaction } from './transactions.ts';

/**
 * Item quantities: the sum of the customer's unexpired ledger rows. Spends serialise per
 * (project, customer, item) on an advisory lock (ledger.store.ts) in every server process, so a
 * balance is never spent twice.
 */

/** The declared item, checked against the customer type (ITEM_NOT_FOUND / ITEM_CUSTOMER_TYPE_DOES_NOT_MATCH). */
export function declaredItem(project: WithOverrides, itemId: string, customerType: CustomerType, customerId: string): { displayName: string } {
  const items = paymentsOf(project).items;
  const item = Object.hasOwn(items, itemId) ? items[itemId] : undefined;
  if (!item) throw knownError('ITEM_NOT_FOUND', { item_id: itemId });
  if (item.customerType !== customerType) {
    throw knownError('ITEM_CUSTOMER_TYPE_DOES_NOT_MATCH', { item_id: itemId, customer_id: customerId, item_customer_type: item.customerType, actual_customer_type: customerType });
  }
  return { displayName: item.displayName ?? itemId };
}

const toInt = (q: bigint) => Number.parseInt(q.toString(), 10);

interface Repeating {
  owned: OwnedProduct;
  quantity: bigint;
  repeat: [number, 'day' | 'week' | 'month' | 'year'];
  expiresWhenRepeated: boolean;
}

function repeatingOf(products: OwnedProduct[], itemId: string): Repeating[] {
  const out: Repeating[] = [];
  for (const o of products) {
    const inc = Object.hasOwn(o.product.included_items, itemId) ? o.product.included_items[itemId] : undefined;
    if (!inc || inc.repeat === 'never' || inc.repeat[0] <= 0 || inc.quantity <= 0) continue;
    out.push({ owned: o, quantity: BigInt(inc.quantity) * BigInt(o.quantity), repeat: inc.repeat, expiresWhenRepeated: inc.expires === 'when-repeated' });
  }
  return out;
}

/**
 * Writes the periods of repeating included items that have begun since they were last written
 * (a product's items repeat by time, with no background job: the ledger is brought up to date
 * under the item's lock before it is read or changed). One transaction (type null) records them.
 */
async function catchUpRepeats(tx: EntityManager, c: Customer, itemId: string, repeating: Repeating[], testMode: boolean): Promise<void> {
  const now = new Date();
  const entries = [];
  for (const r of repeating) {
    // A subscription cancelled at period end repeats nothing that would begin after it ends, even
    // when this read comes before the subscription worker has ended it.
    const end = r.owned.cancelAtPeriodEnd && r.owned.currentPeriodEnd ? new Date(r.owned.currentPeriodEnd.getTime() - 1) : null;
    const due = periodsElapsed(r.owned.createdAt, r.repeat, end && end < now ? end : now);
    if (due === 0) continue;
    const written = await writtenPeriods(tx, r.owned.id, itemId);
    for (let p = 1; p <= due; p++) {
      if (written.has(p)) continue;
      const id = randomUUID();
      await insertChange(tx, c, {
        id,
        itemId,
        quantity: r.quantity,
        expiresAt: r.expiresWhenRepeated ? addInterval(r.owned.createdAt, r.repeat, p + 1) : null,
        description: null,
        transactionId: null,
        customerProductId: r.owned.id,
        expiresWith: r.expiresWhenRepeated ? 'when-repeated' : 'never',
        period: p,
      });
      entries.push(entry('item_quantity_change', { customer_type: c.customerType, customer_id: c.customerId, item_id: itemId, quantity: toInt(r.quantity) }));
    }
  }
  if (entries.length) await recordTransaction(tx, { projectId: c.projectId, type: null, customerType: c.customerType, customerId: c.customerId, entries, testMode });
}

/**
 * Brings every repeating included item of one owned product up to date (the subscription worker,
 * at a renewal): each item under its own lock, as a read or spend of it would.
 */
export async function catchUpOwnedProduct(tx: EntityManager, owned: OwnedProduct, testMode: boolean): Promise<void> {
  const c: Customer = { projectId: owned.projectId, customerType: owned.customerType, customerId: owned.customerId };
  for (const itemId of Object.keys(owned.product.included_items).sort()) {
    const repeating = repeatingOf([owned], itemId);
    if (!repeating.length) continue;
    await lockCustomerItem(tx, c, itemId);
    await catchUpRepeats(tx, c, itemId, repeating, testMode);
  }
}

/** The item as GET answers it: `{id, display_name, quantity}` (quantity may be negative). */
export async function readItem(em: EntityManager, project: WithOverrides & { id: string }, customerType: CustomerType, customerId: string, itemId: string) {
  const { displayName } = declaredItem(project, itemId, customerType, customerId);
  const c: Customer = { projectId: project.id, customerType, customerId };
  const repeating = repeatingOf(await listOwned(em, c), itemId);
  if (repeating.length) {
    await em.transactional(async (tx) => {
      await lockCustomerItem(tx, c, itemId);
      await catchUpRepeats(tx, c, itemId, repeating, paymentsOf(project).testMode);
    });
  }
  return { id: itemId, display_name: displayName, quantity: toInt(await itemQuantity(em, c, itemId)) };
}

export interface QuantityChange {
  delta: number;
  expiresAt: Date | null;
  description: string | null;
  allowNegative: boolean;
}

/**
 * Adds `delta` to the customer's item as one ledger row, in the caller's transaction, under the
 * item's lock: a change that would leave the quantity below zero is refused
 * (ITEM_QUANTITY_INSUFFICIENT_AMOUNT) unless allow_negative. A manual-item-quantity-change
 * transaction records it.
 */
export async function changeQuantity(tx: EntityManager, project: WithOverrides & { id: string }, customerType: CustomerType, customerId: string, itemId: string, change: QuantityChange): Promise<void> {
  declaredItem(project, itemId, customerType, customerId);
  const c: Customer = { projectId: project.id, customerType, customerId };
  const testMode = paymentsOf(project).testMode;
  await lockCustomerItem(tx, c, itemId);
  const repeating = repeatingOf(await listOwned(tx, c), itemId);
  if (repeating.length) await catchUpRepeats(tx, c, itemId, repeating, testMode);
  const current = await itemQuantity(tx, c, itemId);
  const delta = BigInt(change.delta);
  if (!change.allowNegative && delta < 0n && current + delta < 0n) {
    throw knownError('ITEM_QUANTITY_INSUFFICIENT_AMOUNT', { item_id: itemId, customer_id: customerId, quantity: toInt(current) });
  }
  const t = await recordTransaction(tx, {
    projectId: project.id,
    type: 'manual-item-quantity-change',
    customerType,
    customerId,
    entries: [entry('item_quantity_change', { customer_type: customerType, customer_id: customerId, item_id: itemId, quantity: change.delta })],
    testMode,
  });
  await insertChange(tx, c, { id: randomUUID(), itemId, quantity: delta, expiresAt: change.expiresAt, description: change.description, transactionId: t.id });
}
