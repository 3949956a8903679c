import { knownError, schemaProblem } from '../../http/errors.ts';
import type { WithOverrides } from '../config/config.settings.ts';
import { paymentsOf } from './payments.settings.ts';
import type { ConfigProduct, CustomerType, InlineProduct } from './product-schemas.ts';
import { CURRENCIES } from './money.ts';

/** A config product (camelCase, SPEC §3) in its wire shape (wire §9.21), the snapshot a grant keeps. */
export function inlineOf(productId: string, p: ConfigProduct): InlineProduct {
  const prices: InlineProduct['prices'] = {};
  if (p.prices !== 'include-by-default') {
    for (const [priceId, price] of Object.entries(p.prices)) {
      const out: InlineProduct['prices'][string] = {};
      for (const c of CURRENCIES) if (price[c] !== undefined) out[c] = price[c];
      if (price.interval) out.interval = price.interval;
      if (price.freeTrial) out.free_trial = price.freeTrial;
      if (price.serverOnly !== undefined) out.server_only = price.serverOnly;
      prices[priceId] = out;
    }
  }
  return {
    display_name: p.displayName ?? productId,
    customer_type: p.customerType,
    ...(p.freeTrial ? { free_trial: p.freeTrial } : {}),
    server_only: p.serverOnly,
    stackable: p.stackable,
    prices,
    included_items: structuredClone(p.includedItems),
  };
}

export interface ResolvedProduct {
  productId: string | null;
  product: InlineProduct;
}

/**
 * The product a request names: exactly one of a config product id or an inline product (already
 * validated by the route schema). An id that names an item, or nothing, is PRODUCT_DOES_NOT_EXIST
 * (context `item_exists` / null); a server-only product asked for with client access is
 * PRODUCT_DOES_NOT_EXIST with context `server_only`. Inline products are for server access only.
 */
export function resolveProduct(project: WithOverrides, req: { productId?: string; productInline?: InlineProduct; client?: boolean }): ResolvedProduct {
  const hasId = req.productId !== undefined;
  const hasInline = req.productInline !== undefined;
  if (hasId === hasInline) throw schemaProblem('body must name exactly one of product_id and product_inline');
  if (hasInline) {
    if (req.client) throw schemaProblem('body.product_inline can only be sent with server or admin access');
    return { productId: null, product: req.productInline! };
  }
  const id = req.productId!;
  const payments = paymentsOf(project);
  const declared = Object.hasOwn(payments.products, id) ? payments.products[id] : undefined;
  if (!declared) throw knownError('PRODUCT_DOES_NOT_EXIST', { product_id: id, context: Object.hasOwn(payments.items, id) ? 'item_exists' : null });
  if (req.client && declared.serverOnly) throw knownError('PRODUCT_DOES_NOT_EXIST', { product_id: id, context: 'server_only' });
  return { productId: id, product: inlineOf(id, declared) };
}

/** A product is for one customer type: PRODUCT_CUSTOMER_TYPE_DOES_NOT_MATCH otherwise. */
export function checkProductCustomerType(resolved: ResolvedProduct, customerType: CustomerType, customerId: string): void {
  if (resolved.product.customer_type !== customerType) {
    throw knownError('PRODUCT_CUSTOMER_TYPE_DOES_NOT_MATCH', {
      product_id: resolved.productId,
      customer_id: customerId,
      product_customer_type: resolved.product.customer_type,
      actual_customer_type: customerType,
    });
  }
}

/** The other products of the product's catalog for this customer type, as GET products' switch_options (server-only ones hidden from clients). */
export function switchOptionsOf(project: WithOverrides, productId: string, client: boolean): { product_id: string; product: InlineProduct }[] {
  const declared = paymentsOf(project).products;
  const from = Object.hasOwn(declared, productId) ? declared[productId] : undefined;
  if (!from?.catalogId) return [];
  return Object.keys(declared)
    .filter((id) => id !== productId && declared[id]!.catalogId === from.catalogId && declared[id]!.customerType === from.customerType && !(client && declared[id]!.serverOnly))
    .sort()
    .map((id) => ({ productId: id, product: inlineOf(id, declared[id]!) }))
    .map((r) => ({ product_id: r.productId!, product: r.product }));
}
