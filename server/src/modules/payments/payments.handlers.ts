import type { Handler } from '../../http/router.ts';
import { schemaProblem } from '../../http/errors.ts';
import type * as routes from './payments.routes.ts';
import { checkCustomerAccess } from './customer-access.ts';
import { idempotently } from './idempotency.ts';
import { changeQuantity, readItem } from './items.service.ts';
import { listOwnedProducts } from './owned-products.service.ts';
import { checkProductCustomerType, grantProduct, resolveProduct } from './grants.service.ts';
import { paymentsOf } from './payments.settings.ts';
import { listTransactionPage } from './transactions.service.ts';

export const getItemHandler: Handler<typeof routes.getItem> = async (c, { deps, auth, params }) => {
  await checkCustomerAccess(deps.em, auth, params.customer_type, params.customer_id);
  return c.json(await readItem(deps.em, auth.project, params.customer_type, params.customer_id, params.item_id), 200);
};

export const updateItemQuantityHandler: Handler<typeof routes.updateItemQuantity> = async (c, { deps, auth, params, query, headers, body }) => {
  await checkCustomerAccess(deps.em, auth, params.customer_type, params.customer_id);
  const expiresAt = body.expires_at === undefined ? null : new Date(body.expires_at);
  const answer = await idempotently(deps, { projectId: auth.project.id, route: 'updatePaymentsItemQuantity', key: headers['idempotency-key'], request: { params, query, body } }, async (tx) => {
    await changeQuantity(tx, auth.project, params.customer_type, params.customer_id, params.item_id, {
      delta: body.delta,
      expiresAt,
      description: body.description ?? null,
      allowNegative: query.allow_negative,
    });
    return {};
  });
  return c.json(answer, 200);
};

export const listProductsHandler: Handler<typeof routes.listProducts> = async (c, { deps, auth, params, query }) => {
  await checkCustomerAccess(deps.em, auth, params.customer_type, params.customer_id);
  const page = await listOwnedProducts(deps.em, auth.project, params.customer_type, params.customer_id, { cursor: query.cursor, limit: query.limit ?? 10, client: auth.type === 'client' });
  return c.json(page, 200);
};

export const grantProductHandler: Handler<typeof routes.grantProduct> = async (c, { deps, auth, params, headers, body }) => {
  await checkCustomerAccess(deps.em, auth, params.customer_type, params.customer_id);
  const resolved = resolveProduct(auth.project, { productId: body.product_id, productInline: body.product_inline });
  checkProductCustomerType(resolved, params.customer_type, params.customer_id);
  const answer = await idempotently(deps, { projectId: auth.project.id, route: 'grantPaymentsProduct', key: headers['idempotency-key'], request: { params, body } }, async (tx) => {
    const granted = await grantProduct(tx, {
      projectId: auth.project.id,
      customerType: params.customer_type,
      customerId: params.customer_id,
      productId: resolved.productId,
      product: resolved.product,
      priceId: null,
      quantity: body.quantity ?? 1,
      source: 'server',
      testMode: paymentsOf(auth.project).testMode,
    });
    return { success: true as const, ...(granted.subscriptionId ? { subscription_id: granted.subscriptionId } : {}) };
  });
  return c.json(answer, 200);
};

export const listTransactionsHandler: Handler<typeof routes.listTransactions> = async (c, { deps, auth, query }) => {
  const page = await listTransactionPage(deps.em, auth.project.id, { cursor: query.cursor, limit: query.limit ?? 50, type: query.type, customerType: query.customer_type });
  if (!page) throw schemaProblem('query.cursor is not a cursor this route gave out');
  return c.json(page, 200);
};
