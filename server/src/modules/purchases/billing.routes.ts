import { defineRoute } from '../../http/router.ts';
import { perUser } from '../rate-limits/route-limits.ts';
import { CUSTOMER_ACCESS_ERRORS, CustomerParams, GrantProductAnswer, IdempotencyHeaders, PAYMENTS_TAG } from '../payments/index.ts';
import * as s from './billing.schemas.ts';

/**
 * The wire §9.21 "Also" routes of a customer's products and billing: revoke, switch, billing
 * state, invoices, payment methods. They live here, not in payments, because they reach the
 * project's Stripe account. Every one names a customer and checks it with payments' shared
 * customer rules; every one a client may repeat that reaches Stripe counts in
 * stripe_calls_per_user (a signed-in client cannot make the server hammer the project's Stripe).
 */
const ANY = { types: ['client', 'server', 'admin'], user: 'required-for-client' } as const;
const STRIPE_LIMIT = [perUser('stripe_calls_per_user', { clientOnly: true })];
const STRIPE_ERRORS = ['STRIPE_KEY_INVALID', 'STRIPE_UNAVAILABLE'] as const;
const CUSTOMER_RULES =
  'Client access must be signed in and may name its own user, or a team in which it holds `team_admin`; never a custom customer. A user or team customer that does not exist (also a non-UUID id) answers USER_NOT_FOUND / TEAM_NOT_FOUND.';

export const revokeProduct = defineRoute({
  method: 'delete',
  path: '/payments/products/{customer_type}/{customer_id}/{product_id}',
  operationId: 'revokePaymentsProduct',
  tag: PAYMENTS_TAG,
  summary: "Revoke a customer's product",
  description:
    "Ends every grant of the product the customer holds now, without a refund: each ends with a transaction whose product_revocation entry adjusts the grant; included items stop counting by their `expires` rule (`when-purchase-expires` and `when-repeated` ones now, `never` ones stay). A subscription paid through Stripe is cancelled in the project's Stripe account first (if Stripe refuses, nothing changes). PRODUCT_NOT_OWNED when the customer holds no grant of it. Send an Idempotency-Key to retry safely.",
  access: { types: ['server', 'admin'] },
  request: { params: s.ProductParams, headers: IdempotencyHeaders },
  response: { status: 200, description: 'The product was revoked.', schema: s.RevokeAnswer },
  errors: ['PRODUCT_NOT_OWNED', 'IDEMPOTENCY_KEY_REUSED', 'STRIPE_ACCOUNT_INFO_NOT_FOUND', ...STRIPE_ERRORS, ...CUSTOMER_ACCESS_ERRORS],
});

export const switchProduct = defineRoute({
  method: 'post',
  path: '/payments/products/{customer_type}/{customer_id}/switch',
  operationId: 'switchPaymentsProduct',
  tag: PAYMENTS_TAG,
  summary: "Switch a customer's product",
  description: `Switches an owned product to another product of the same catalog (GET products lists them as switch_options), in one product-change transaction: the old product ends (its items by their \`expires\` rules), the new one is granted with its included items, keeping a subscription's period end. A product paid through Stripe has its Stripe subscription moved to the new price first (prorated by Stripe); it must be a recurring price. Client access may switch a product paid through Stripe, or any product in test mode, to a product that is not server-only (PRODUCT_SWITCH_NOT_ALLOWED with reason payment_required otherwise). ${CUSTOMER_RULES} Send an Idempotency-Key to retry safely.`,
  access: ANY,
  rateLimits: STRIPE_LIMIT,
  request: { params: CustomerParams, headers: IdempotencyHeaders, body: s.SwitchProductBody, bodyExample: { from_product_id: 'basic-plan', to_product_id: 'pro-plan', price_id: 'monthly' } },
  response: { status: 200, description: 'The product was switched.', schema: GrantProductAnswer },
  errors: [
    'PRODUCT_NOT_OWNED',
    'PRODUCT_DOES_NOT_EXIST',
    'PRODUCT_CUSTOMER_TYPE_DOES_NOT_MATCH',
    'PRODUCT_ALREADY_GRANTED',
    'PRODUCT_SWITCH_NOT_ALLOWED',
    'PRICE_DOES_NOT_EXIST',
    'IDEMPOTENCY_KEY_REUSED',
    'STRIPE_ACCOUNT_INFO_NOT_FOUND',
    ...STRIPE_ERRORS,
    ...CUSTOMER_ACCESS_ERRORS,
  ],
});

export const getBilling = defineRoute({
  method: 'get',
  path: '/payments/billing/{customer_type}/{customer_id}',
  operationId: 'getPaymentsBilling',
  tag: PAYMENTS_TAG,
  summary: "Read a customer's billing state",
  description: `Whether the customer has a Stripe customer in the project's Stripe account, and its default payment method (brand, last 4 digits, expiry) or null. A project without Stripe (test mode) or a customer who never paid through Stripe answers has_customer false, not an error. ${CUSTOMER_RULES} Changes nothing.`,
  access: ANY,
  rateLimits: STRIPE_LIMIT,
  request: { params: CustomerParams },
  response: { status: 200, description: 'The billing state.', schema: s.BillingAnswer },
  errors: [...STRIPE_ERRORS, ...CUSTOMER_ACCESS_ERRORS],
});

export const listInvoices = defineRoute({
  method: 'get',
  path: '/payments/invoices/{customer_type}/{customer_id}',
  operationId: 'listPaymentsInvoices',
  tag: PAYMENTS_TAG,
  summary: "List a customer's invoices",
  description: `The customer's invoices from the project's Stripe account, newest first, with amounts as decimal strings. \`cursor\` is the next_cursor of the previous page, \`limit\` 1 to 100 (default 10). An empty list when the customer has no Stripe customer (test mode, no Stripe). ${CUSTOMER_RULES} Changes nothing.`,
  access: ANY,
  rateLimits: STRIPE_LIMIT,
  request: { params: CustomerParams, query: s.ListInvoicesQuery },
  response: { status: 200, description: 'A page of invoices.', schema: s.InvoiceList },
  errors: [...STRIPE_ERRORS, ...CUSTOMER_ACCESS_ERRORS],
});

export const createSetupIntent = defineRoute({
  method: 'post',
  path: '/payments/payment-method/{customer_type}/{customer_id}/setup-intent',
  operationId: 'createPaymentsSetupIntent',
  tag: PAYMENTS_TAG,
  summary: 'Start adding a payment method',
  description: `A Stripe SetupIntent for the customer (its Stripe customer is made on first need), to confirm with Stripe.js in the browser. STRIPE_ACCOUNT_INFO_NOT_FOUND when the project has no Stripe account. ${CUSTOMER_RULES} Send an Idempotency-Key to retry safely (the retry answers the same SetupIntent).`,
  access: ANY,
  rateLimits: STRIPE_LIMIT,
  request: { params: CustomerParams, headers: IdempotencyHeaders },
  response: { status: 200, description: 'The SetupIntent.', schema: s.SetupIntentAnswer },
  errors: ['STRIPE_ACCOUNT_INFO_NOT_FOUND', 'IDEMPOTENCY_KEY_REUSED', ...STRIPE_ERRORS, ...CUSTOMER_ACCESS_ERRORS],
});

export const setDefaultPaymentMethod = defineRoute({
  method: 'post',
  path: '/payments/payment-method/{customer_type}/{customer_id}/set-default',
  operationId: 'setPaymentsDefaultPaymentMethod',
  tag: PAYMENTS_TAG,
  summary: 'Set the default payment method',
  description: `Makes a payment method attached to the customer's Stripe customer its default for invoices and renewals. PAYMENT_METHOD_NOT_FOUND for a payment method Stripe does not hold for THIS customer (another customer's, or none). STRIPE_ACCOUNT_INFO_NOT_FOUND when the project has no Stripe account. ${CUSTOMER_RULES} Send an Idempotency-Key to retry safely.`,
  access: ANY,
  rateLimits: STRIPE_LIMIT,
  request: { params: CustomerParams, headers: IdempotencyHeaders, body: s.SetDefaultBody },
  response: { status: 200, description: 'The default payment method now.', schema: s.SetDefaultAnswer },
  errors: ['PAYMENT_METHOD_NOT_FOUND', 'STRIPE_ACCOUNT_INFO_NOT_FOUND', 'IDEMPOTENCY_KEY_REUSED', ...STRIPE_ERRORS, ...CUSTOMER_ACCESS_ERRORS],
});
