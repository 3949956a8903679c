import type { Handler } from '../../http/router.ts';
import type * as routes from './purchases.routes.ts';
import * as service from './purchases.service.ts';
import { refund } from './refunds.service.ts';
import { cancelCustomerSubscription } from './subscriptions.service.ts';

export const createPurchaseUrlHandler: Handler<typeof routes.createPurchaseUrl> = async (c, { deps, auth, body }) =>
  c.json(
    await service.createPurchaseUrl(deps, auth, {
      customerType: body.customer_type,
      customerId: body.customer_id,
      productId: body.product_id,
      productInline: body.product_inline,
      returnUrl: body.return_url,
    }),
    200,
  );

const toInfo = (v: service.CodeView) => ({
  project_id: v.projectId,
  project_display_name: v.projectDisplayName,
  customer_type: v.customerType as 'user' | 'team' | 'custom',
  customer_id: v.customerId,
  product_id: v.productId,
  product: v.product,
  test_mode: v.testMode,
  return_url: v.returnUrl,
  expires_at_millis: v.expiresAt.getTime(),
  already_bought_non_stackable: v.alreadyBoughtNonStackable,
});

export const validatePurchaseCodeHandler: Handler<typeof routes.validatePurchaseCode> = async (c, { deps, query }) => c.json(toInfo(await service.validateCode(deps, query.full_code)), 200);

export const validatePurchaseCodePostHandler: Handler<typeof routes.validatePurchaseCodePost> = async (c, { deps, body }) => c.json(toInfo(await service.validateCode(deps, body.full_code)), 200);

export const createPurchaseSessionHandler: Handler<typeof routes.createPurchaseSession> = async (c, { deps, body }) => {
  const s = await service.purchaseSession(deps, { fullCode: body.full_code, priceId: body.price_id, quantity: body.quantity });
  return c.json({ mode: s.mode, completed: s.completed, redirect_url: s.redirectUrl }, 200);
};

export const refundTransactionHandler: Handler<typeof routes.refundTransaction> = async (c, { deps, auth, body, headers }) =>
  c.json(await refund(deps, auth.project.id, body.transaction_id, headers['idempotency-key']), 200);

export const cancelSubscriptionHandler: Handler<typeof routes.cancelSubscription> = async (c, { deps, auth, body, headers }) =>
  c.json(await cancelCustomerSubscription(deps, auth.project.id, { subscriptionId: body.subscription_id, atPeriodEnd: body.at_period_end }, headers['idempotency-key']), 200);
