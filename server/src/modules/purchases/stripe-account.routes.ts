import { defineRoute } from '../../http/router.ts';
import * as s from './stripe-account.schemas.ts';

/**
 * The project's own Stripe account (a self-hosted project sells through its own account). Admin
 * access only; the secrets are write-only.
 */
const TAG = 'Purchases';
const ADMIN = { types: ['admin'] } as const;

export const setupPayments = defineRoute({
  method: 'post',
  path: '/internal/payments/setup',
  operationId: 'setupPayments',
  tag: TAG,
  summary: 'Connect the Stripe account',
  description:
    "Stores the project's Stripe secret key and webhook signing secret, sealed at rest (AES-256-GCM with the server's encryption key) and never answered back; a second call replaces both. The key is checked with Stripe first (STRIPE_KEY_INVALID when Stripe refuses it). Answers the account as Stripe reports it.",
  access: ADMIN,
  request: { body: s.PaymentsSetupBody },
  response: { status: 200, description: 'The connected account.', schema: s.StripeAccountInfo },
  errors: ['STRIPE_KEY_INVALID', 'STRIPE_UNAVAILABLE'],
});

export const getStripeAccountInfo = defineRoute({
  method: 'get',
  path: '/internal/payments/stripe/account-info',
  operationId: 'getStripeAccountInfo',
  tag: TAG,
  summary: 'Read the Stripe account',
  description: 'The connected Stripe account as Stripe reports it now (never its secrets), or STRIPE_ACCOUNT_INFO_NOT_FOUND before setup. Changes nothing.',
  access: ADMIN,
  response: { status: 200, description: 'The account.', schema: s.StripeAccountInfo },
  errors: ['STRIPE_ACCOUNT_INFO_NOT_FOUND', 'STRIPE_KEY_INVALID', 'STRIPE_UNAVAILABLE'],
});

export const createStripeAccountSession = defineRoute({
  method: 'post',
  path: '/internal/payments/stripe-widgets/account-session',
  operationId: 'createStripeAccountSession',
  tag: TAG,
  summary: "Open Stripe's embedded components",
  description: "A client secret for Stripe's embedded components (payments, payouts) of the connected account, for the dashboard. STRIPE_ACCOUNT_INFO_NOT_FOUND before setup.",
  access: ADMIN,
  response: { status: 200, description: 'The account session.', schema: s.StripeAccountSession },
  errors: ['STRIPE_ACCOUNT_INFO_NOT_FOUND', 'STRIPE_KEY_INVALID', 'STRIPE_UNAVAILABLE'],
});
