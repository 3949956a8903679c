import type { EntityManager } from '@mikro-orm/postgresql';
import { schemaProblem } from '../../http/errors.ts';
import type { WithOverrides } from '../config/config.settings.ts';
import { listOwned, type OwnedProduct } from './customer-products.store.ts';
import { paymentsOf } from './payments.settings.ts';
import { inlineOf, switchOptionsOf } from './products.ts';
import type { CustomerType } from './product-schemas.ts';

/**
 * GET /payments/products: a customer's owned products as the wire lists them. Grants of one config
 * product are one entry (quantities added; the newest subscription, if any, describes it); each
 * inline grant is its own entry with id null, listed on the first page. Config products are shown
 * as the config declares them now (a later price change shows), inline ones as granted.
 */
export async function listOwnedProducts(
  em: EntityManager,
  project: WithOverrides & { id: string },
  customerType: CustomerType,
  customerId: string,
  page: { cursor?: string; limit: number; client: boolean },
) {
  const declared = paymentsOf(project).products;
  if (page.cursor !== undefined && !Object.hasOwn(declared, page.cursor)) throw schemaProblem(`query.cursor: '${page.cursor}' is not a product id of this project`);
  const rows = await listOwned(em, { projectId: project.id, customerType, customerId });
  const byId = new Map<string, OwnedProduct[]>();
  const inline: OwnedProduct[] = [];
  for (const r of rows) {
    if (r.productId === null) inline.push(r);
    else byId.set(r.productId, [...(byId.get(r.productId) ?? []), r]);
  }
  const entries = [...byId.entries()]
    .map(([id, grants]) => ({ id, grants, product: Object.hasOwn(declared, id) ? inlineOf(id, declared[id]!) : grants[grants.length - 1]!.product }))
    .filter((e) => !(page.client && e.product.server_only))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const start = page.cursor === undefined ? 0 : entries.findIndex((e) => e.id >= page.cursor!);
  const from = start < 0 ? entries.length : start;
  const slice = entries.slice(from, from + page.limit);
  const next = entries[from + page.limit]?.id ?? null;
  const first = page.cursor === undefined ? inline.filter((r) => !(page.client && r.product.server_only)).map((r) => viewOf(null, [r], r.product)) : [];
  return { items: [...first, ...slice.map((e) => ({ ...viewOf(e.id, e.grants, e.product), switch_options: switchOptionsOf(project, e.id, page.client) }))], is_paginated: true as const, pagination: { next_cursor: next } };
}

function viewOf(id: string | null, grants: OwnedProduct[], product: OwnedProduct['product']) {
  const sub = [...grants].reverse().find((g) => g.isSubscription);
  return {
    id,
    quantity: grants.reduce((n, g) => n + g.quantity, 0),
    product,
    type: sub ? ('subscription' as const) : ('one_time' as const),
    subscription: sub
      ? {
          subscription_id: sub.id,
          current_period_end: sub.currentPeriodEnd ? sub.currentPeriodEnd.toISOString() : null,
          cancel_at_period_end: sub.cancelAtPeriodEnd,
          // A Stripe subscription is cancelled at Stripe; a test-mode or server one by Gatehouse's
          // subscription worker at its period end (subscription-renewals.ts). Once is enough.
          is_cancelable: !sub.cancelAtPeriodEnd,
        }
      : null,
  };
}
