import type { Handler } from '../../http/router.ts';
import { checkCustomerAccess, idempotently, revokeOwnedProduct, switchOwnedProduct } from '../payments/index.ts';
import type * as routes from './billing.routes.ts';
import * as billing from './billing.service.ts';

const customerOf = (projectId: string, params: { customer_type: 'user' | 'team' | 'custom'; customer_id: string }) => ({ projectId, customerType: params.customer_type, customerId: params.customer_id });

export const revokeProductHandler: Handler<typeof routes.revokeProduct> = async (c, { deps, auth, params, headers }) => {
  await checkCustomerAccess(deps.em, auth, params.customer_type, params.customer_id);
  const projectId = auth.project.id;
  const answer = await idempotently(deps, { projectId, route: 'revokePaymentsProduct', key: headers['idempotency-key'], request: { params } }, async (tx) => {
    const revoked = await revokeOwnedProduct(tx, customerOf(projectId, params), params.product_id, {
      cancelStripeSubscription: (sub) => billing.cancelStripeSubscription(deps, tx, projectId, sub),
    });
    return { success: true as const, transaction_ids: revoked.transactionIds };
  });
  return c.json(answer, 200);
};

export const switchProductHandler: Handler<typeof routes.switchProduct> = async (c, { deps, auth, params, headers, body }) => {
  await checkCustomerAccess(deps.em, auth, params.customer_type, params.customer_id);
  const projectId = auth.project.id;
  const answer = await idempotently(deps, { projectId, route: 'switchPaymentsProduct', key: headers['idempotency-key'], request: { params, body } }, (tx) =>
    switchOwnedProduct(
      tx,
      auth.project,
      customerOf(projectId, params),
      { fromProductId: body.from_product_id, toProductId: body.to_product_id, priceId: body.price_id, client: auth.type === 'client' },
      { updateStripeSubscription: (sub, to) => billing.switchStripeSubscription(deps, tx, projectId, sub, to) },
    ),
  );
  return c.json(answer, 200);
};

export const getBillingHandler: Handler<typeof routes.getBilling> = async (c, { deps, auth, params }) => {
  await checkCustomerAccess(deps.em, auth, params.customer_type, params.customer_id);
  return c.json(await billing.billingOf(deps, customerOf(auth.project.id, params)), 200);
};

export const listInvoicesHandler: Handler<typeof routes.listInvoices> = async (c, { deps, auth, params, query }) => {
  await checkCustomerAccess(deps.em, auth, params.customer_type, params.customer_id);
  return c.json(await billing.listInvoices(deps, customerOf(auth.project.id, params), { cursor: query.cursor, limit: query.limit ?? 10 }), 200);
};

export const createSetupIntentHandler: Handler<typeof routes.createSetupIntent> = async (c, { deps, auth, params, headers }) => {
  await checkCustomerAccess(deps.em, auth, params.customer_type, params.customer_id);
  const projectId = auth.project.id;
  const answer = await idempotently(deps, { projectId, route: 'createPaymentsSetupIntent', key: headers['idempotency-key'], request: { params } }, (tx) =>
    billing.createSetupIntent(deps, tx, customerOf(projectId, params)),
  );
  return c.json(answer, 200);
};

export const setDefaultPaymentMethodHandler: Handler<typeof routes.setDefaultPaymentMethod> = async (c, { deps, auth, params, headers, body }) => {
  await checkCustomerAccess(deps.em, auth, params.customer_type, params.customer_id);
  const projectId = auth.project.id;
  const answer = await idempotently(deps, { projectId, route: 'setPaymentsDefaultPaymentMethod', key: headers['idempotency-key'], request: { params, body } }, async (tx) => ({
    success: true as const,
    default_payment_method: await billing.setDefaultPaymentMethod(deps, tx, customerOf(projectId, params), body.payment_method_id),
  }));
  return c.json(answer, 200);
};
