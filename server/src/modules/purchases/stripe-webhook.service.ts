import type Stripe from 'stripe';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../http/context.ts';
import { knownError } from '../../http/errors.ts';
import { cancelSubscription, findCustomerProductByStripeSubscription, grantProduct, money, renewSubscription, revokeGrant } from '../payments/index.ts';
import { stripeWebhooks } from './stripe-client.ts';
import { findStripeAccount } from './stripe-account.store.ts';
import { openStripeSecret } from './stripe-secrets.ts';
import { recordEvent } from './stripe-events.store.ts';
import * as codes from './purchase-codes.store.ts';
import { saveStripeCustomerId } from './stripe-customers.store.ts';
import type { CheckoutMetadata } from './checkout.ts';

/** How far Stripe's signature timestamp may be from now (the library's default, said here). */
const TOLERANCE_SECONDS = 300;

/**
 * One Stripe event for one project. The signature is checked with the project's webhook secret by
 * the stripe library (HMAC-SHA256 over the raw body, timestamp within 5 minutes): anything else is
 * STRIPE_WEBHOOK_SIGNATURE_INVALID and changes nothing. A project without a Stripe account answers
 * the same (no oracle for which projects have one). The event is recorded by id in the same
 * transaction as its effect: a redelivery (Stripe retries until it hears 2xx) changes nothing.
 */
export async function receiveStripeEvent(deps: AppDeps, projectId: string, rawBody: string, signature: string | undefined): Promise<{ duplicate: boolean }> {
  const em = deps.orm.em.fork();
  const account = await findStripeAccount(em, projectId);
  if (!account || !signature) throw knownError('STRIPE_WEBHOOK_SIGNATURE_INVALID');
  const verifier = await stripeWebhooks();
  let event: Stripe.Event;
  try {
    event = verifier.constructEvent(rawBody, signature, openStripeSecret(deps.config, projectId, 'webhook-secret', account.webhookSecretSealed), TOLERANCE_SECONDS);
  } catch {
    throw knownError('STRIPE_WEBHOOK_SIGNATURE_INVALID');
  }
  return em.transactional(async (tx) => {
    if (!(await recordEvent(tx, projectId, event.id, event.type))) return { duplicate: true };
    await applyEvent(tx, projectId, event);
    return { duplicate: false };
  });
}

const periodEndOf = (seconds: number | null | undefined) => (typeof seconds === 'number' ? new Date(seconds * 1000) : null);

/** Stripe amounts are integer minor units in a lower-case currency; ours are decimal strings per known currency. */
function chargedOf(amount: number | null | undefined, currency: string | null | undefined): Record<string, string> | undefined {
  const code = currency?.toUpperCase() as money.Currency | undefined;
  if (typeof amount !== 'number' || !code || !money.CURRENCIES.includes(code)) return undefined;
  return { [code]: money.fromMinorUnits(BigInt(amount), code) };
}

async function applyEvent(tx: EntityManager, projectId: string, event: Stripe.Event): Promise<void> {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      const meta = (session.metadata ?? {}) as Partial<CheckoutMetadata>;
      if (!meta.gatehouse_purchase_code_id) return; // a checkout Gatehouse did not start
      // The code may have passed its 24 h while the buyer paid: the payment still counts.
      const code = await codes.consumeCode(tx, projectId, { id: meta.gatehouse_purchase_code_id }, true);
      if (!code) return; // already used (another event for the same code): nothing granted twice
      const subscriptionId = typeof session.subscription === 'string' ? session.subscription : (session.subscription?.id ?? null);
      const grant = await grantProduct(tx, {
        projectId,
        customerType: code.customerType,
        customerId: code.customerId,
        productId: code.productId,
        product: code.product,
        priceId: meta.gatehouse_price_id ?? null,
        quantity: Number.parseInt(meta.gatehouse_quantity ?? '1', 10) || 1,
        source: 'stripe',
        testMode: !event.livemode,
        ...(subscriptionId ? { subscription: { stripeSubscriptionId: subscriptionId, currentPeriodEnd: null } } : {}),
        chargedAmount: chargedOf(session.amount_total, session.currency),
      });
      const paymentIntent = typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);
      await codes.setGrant(tx, code.id, { transactionId: grant.transactionId, paymentIntentId: paymentIntent });
      // The Stripe customer Checkout made (or reused) is this customer's from now on, so their
      // invoices and payment methods show in the billing routes; a mapping already there wins.
      const stripeCustomer = typeof session.customer === 'string' ? session.customer : (session.customer?.id ?? null);
      if (stripeCustomer) await saveStripeCustomerId(tx, { projectId, customerType: code.customerType, customerId: code.customerId }, stripeCustomer);
      return;
    }
    case 'invoice.paid': {
      const invoice = event.data.object as Stripe.Invoice & { subscription?: string | { id: string } | null };
      // The first invoice pays for the purchase itself (granted on checkout.session.completed).
      if (invoice.billing_reason === 'subscription_create') return;
      const subscriptionId = subscriptionIdOf(invoice);
      const owned = subscriptionId ? await findCustomerProductByStripeSubscription(tx, projectId, subscriptionId) : null;
      if (!owned) return;
      const end = periodEndOf(invoice.lines?.data?.[0]?.period?.end) ?? periodEndOf(invoice.period_end);
      if (!end) return;
      await renewSubscription(tx, { projectId, customerProductId: owned.id, currentPeriodEnd: end, chargedAmount: chargedOf(invoice.amount_paid, invoice.currency), testMode: !event.livemode });
      return;
    }
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const sub = event.data.object;
      const owned = await findCustomerProductByStripeSubscription(tx, projectId, sub.id);
      if (!owned) return;
      const ended = event.type === 'customer.subscription.deleted' || sub.status === 'canceled' || sub.status === 'incomplete_expired';
      if (ended) await cancelSubscription(tx, { projectId, customerProductId: owned.id, atPeriodEnd: false });
      else if (sub.cancel_at_period_end) await cancelSubscription(tx, { projectId, customerProductId: owned.id, atPeriodEnd: true });
      return;
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const intent = typeof charge.payment_intent === 'string' ? charge.payment_intent : (charge.payment_intent?.id ?? null);
      const code = intent ? await codes.findByPaymentIntent(tx, projectId, intent) : null;
      // Revoking twice is a no-op (a refund made through our route, then Stripe's event for it).
      if (code?.grantTransactionId) await revokeGrant(tx, { projectId, transactionId: code.grantTransactionId });
      return;
    }
    default:
      return; // other event types are acknowledged and ignored
  }
}

/** Where an invoice names its subscription moved between Stripe API versions: read both. */
function subscriptionIdOf(invoice: Stripe.Invoice & { subscription?: string | { id: string } | null }): string | null {
  const legacy = invoice.subscription;
  if (typeof legacy === 'string') return legacy;
  if (legacy && typeof legacy === 'object') return legacy.id;
  const details = (invoice as unknown as { parent?: { subscription_details?: { subscription?: string | { id: string } } } }).parent?.subscription_details?.subscription;
  return typeof details === 'string' ? details : (details?.id ?? null);
}
