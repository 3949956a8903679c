import { defineEntity, p } from '@mikro-orm/core';

/** A project's own Stripe account: both secrets sealed (AES-256-GCM, stripe-secrets.ts), never in the clear. */
export const StripeAccount = defineEntity({
  name: 'StripeAccount',
  tableName: 'stripe_account',
  properties: {
    projectId: p.text().primary(),
    accountId: p.text(),
    secretKeySealed: p.text(),
    webhookSecretSealed: p.text(),
    livemode: p.boolean(),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
    updatedAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
  },
});

/** A purchase link's code (only its SHA-256 is stored), what it sells and to whom; 24 h, used once. */
export const PurchaseCode = defineEntity({
  name: 'PurchaseCode',
  tableName: 'purchase_code',
  properties: {
    id: p.uuid().primary(),
    projectId: p.text(),
    codeHash: p.text(),
    customerType: p.text(),
    customerId: p.text(),
    productId: p.text().nullable(),
    product: p.json<Record<string, unknown>>().columnType('jsonb'),
    returnUrl: p.text().nullable(),
    stripeCheckoutSessionId: p.text().nullable(),
    stripePaymentIntentId: p.text().nullable(),
    grantTransactionId: p.uuid().nullable(),
    expiresAt: p.datetime().columnType('timestamptz'),
    usedAt: p.datetime().columnType('timestamptz').nullable(),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
  },
});

/** A Stripe event already handled for a project: the unique pair makes the receiver idempotent. */
export const StripeEvent = defineEntity({
  name: 'StripeEvent',
  tableName: 'stripe_event',
  properties: {
    projectId: p.text().primary(),
    eventId: p.text().primary(),
    type: p.text(),
    receivedAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
  },
});
