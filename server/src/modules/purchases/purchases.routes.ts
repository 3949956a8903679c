import { defineRoute } from '../../http/router.ts';
import { SuccessBody } from '../../http/schemas.ts';
import { perClient } from '../rate-limits/route-limits.ts';
import { CUSTOMER_ACCESS_ERRORS, IdempotencyHeaders } from '../payments/index.ts';
import * as s from './purchases.schemas.ts';

/**
 * Purchase links and the hosted purchase page's calls (wire §9.21). The page's calls take no
 * project headers: the 225-bit code in the link is the credential (validate-code, purchase-session).
 */
const TAG = 'Purchases';
const PAGE = { types: 'none' } as const;
/**
 * The keyless page calls are counted per client address in the code's project (code_checks_per_ip,
 * as other code checks): a code cannot be guessed, but each call is a database read.
 */
const pageLimit = (part: 'query' | 'body') => [perClient('code_checks_per_ip', { projectFrom: { in: part, name: 'full_code' } })];

export const createPurchaseUrl = defineRoute({
  method: 'post',
  path: '/payments/purchases/create-purchase-url',
  operationId: 'createPurchaseUrl',
  tag: TAG,
  summary: 'Create a purchase URL',
  description:
    "A link to Gatehouse's hosted purchase page for one customer and one product, valid 24 hours and for one purchase. Client access: signed in, for its own user or a team where it holds team_admin, config products that are not server-only; never custom customers or inline products. In test mode (payments.testMode, the default) the page completes a test purchase without Stripe; otherwise it sends the buyer to Stripe Checkout of the project's account. return_url must be on the project's trusted domains.",
  access: { types: ['client', 'server', 'admin'], user: 'required-for-client' },
  rateLimits: [perClient('code_sends_per_ip')],
  request: { body: s.CreatePurchaseUrlBody, bodyExample: { customer_type: 'user', customer_id: '3f6b1c2e-9a47-4f0e-8a8f-2a5f0f6e1d11', product_id: 'pro' } },
  response: { status: 200, description: 'The purchase URL.', schema: s.PurchaseUrl },
  errors: [
    'NEW_PURCHASES_BLOCKED',
    'PRODUCT_DOES_NOT_EXIST',
    'PRODUCT_CUSTOMER_TYPE_DOES_NOT_MATCH',
    'PRODUCT_ALREADY_GRANTED',
    'REDIRECT_URL_NOT_WHITELISTED',
    'STRIPE_ACCOUNT_NOT_CONFIGURED',
    ...CUSTOMER_ACCESS_ERRORS,
  ],
});

const validateDescription = "What the hosted purchase page shows for a purchase code: the project's name, the customer, the product with its prices, whether the project is in test mode and whether a non-stackable product is already owned. PURCHASE_CODE_INVALID for an unknown, expired or used code. Changes nothing.";

export const validatePurchaseCode = defineRoute({
  method: 'get',
  path: '/payments/purchases/validate-code',
  operationId: 'validatePurchaseCode',
  tag: TAG,
  summary: 'Read a purchase code',
  description: validateDescription,
  access: PAGE,
  rateLimits: pageLimit('query'),
  request: { query: s.ValidateCodeQuery },
  response: { status: 200, description: 'The purchase the code stands for.', schema: s.PurchaseCodeInfo },
  errors: ['PURCHASE_CODE_INVALID'],
});

export const validatePurchaseCodePost = defineRoute({
  method: 'post',
  path: '/payments/purchases/validate-code',
  operationId: 'validatePurchaseCodePost',
  tag: TAG,
  summary: 'Read a purchase code (POST)',
  description: `${validateDescription} The same as the GET, with the code in the body (kept out of logs of query strings).`,
  access: PAGE,
  rateLimits: pageLimit('body'),
  request: { body: s.ValidateCodeBody },
  response: { status: 200, description: 'The purchase the code stands for.', schema: s.PurchaseCodeInfo },
  errors: ['PURCHASE_CODE_INVALID'],
});

export const createPurchaseSession = defineRoute({
  method: 'post',
  path: '/payments/purchases/purchase-session',
  operationId: 'createPurchaseSession',
  tag: TAG,
  summary: 'Buy on the hosted purchase page',
  description:
    "The hosted page's buy button. Test mode: completes a test purchase at once without Stripe (the grant is marked test_mode) and uses the code up. Otherwise: creates a Stripe Checkout session of the project's account and answers its URL; the product is granted when Stripe reports the payment (checkout.session.completed). PURCHASE_CODE_INVALID for an unknown, expired or used code (also the loser of two purchases racing on one code).",
  access: PAGE,
  rateLimits: pageLimit('body'),
  request: { body: s.PurchaseSessionBody, bodyExample: { full_code: '3f1c2b9e-7a1d-4e0f-9c55-2b7f0e7c1a10_4k7x9m2p8q1r5s3t6v0w4x8y2z7a1b5c9d3e6f0g8h2j6', price_id: 'monthly', quantity: 1 } },
  response: { status: 200, description: 'The purchase completed (test mode) or where to pay.', schema: s.PurchaseSessionAnswer },
  errors: ['PURCHASE_CODE_INVALID', 'PRICE_DOES_NOT_EXIST', 'NEW_PURCHASES_BLOCKED', 'PRODUCT_ALREADY_GRANTED', 'STRIPE_ACCOUNT_NOT_CONFIGURED', 'STRIPE_KEY_INVALID', 'STRIPE_UNAVAILABLE'],
});

export const refundTransaction = defineRoute({
  method: 'post',
  path: '/internal/payments/transactions/refund',
  operationId: 'refundTransaction',
  tag: TAG,
  summary: 'Refund a purchase',
  description:
    "Refunds a purchase transaction: a Stripe purchase is refunded in Stripe first (the project's account; a subscription: what its latest paid invoice took, in full, and the subscription is cancelled in Stripe at once), then the product and its items are revoked (a transaction with a product_revocation entry). A test-mode or server grant is revoked at once. Refunding twice is TRANSACTION_NOT_REFUNDABLE, unless the retry carries the first request's Idempotency-Key: then it answers the first answer.",
  access: { types: ['admin'] },
  request: { headers: IdempotencyHeaders, body: s.RefundBody },
  response: { status: 200, description: 'Refunded.', schema: SuccessBody },
  errors: ['IDEMPOTENCY_KEY_REUSED', 'TRANSACTION_NOT_FOUND', 'TRANSACTION_NOT_REFUNDABLE', 'STRIPE_ACCOUNT_INFO_NOT_FOUND', 'STRIPE_KEY_INVALID', 'STRIPE_UNAVAILABLE'],
});

export const cancelSubscription = defineRoute({
  method: 'post',
  path: '/internal/payments/subscriptions/cancel',
  operationId: 'cancelSubscription',
  tag: TAG,
  summary: 'Cancel a subscription',
  description:
    "Cancels a customer's subscription, at the end of its period (default) or now. A Stripe subscription is cancelled in Stripe first (the project's account); if Stripe refuses, nothing changes. A test-mode or server-granted subscription is ended by Gatehouse's subscription worker at its period end. Cancelling at period end twice changes nothing more; an ended or unknown subscription is SUBSCRIPTION_NOT_FOUND. No money is returned: refund the purchase for that.",
  access: { types: ['admin'] },
  request: { headers: IdempotencyHeaders, body: s.CancelSubscriptionBody, bodyExample: { subscription_id: '7c0e1f7a-2b1d-4f6e-9a0d-5b3c2e1f0a9b', at_period_end: true } },
  response: { status: 200, description: 'Cancelled.', schema: SuccessBody },
  errors: ['IDEMPOTENCY_KEY_REUSED', 'SUBSCRIPTION_NOT_FOUND', 'STRIPE_ACCOUNT_INFO_NOT_FOUND', 'STRIPE_KEY_INVALID', 'STRIPE_UNAVAILABLE'],
});
