import type Stripe from 'stripe';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Deps } from '../../http/context.ts';
import { knownError } from '../../http/errors.ts';
import { money, type InlineProduct } from '../payments/index.ts';
import { findStripeAccount } from './stripe-account.store.ts';
import { projectStripe, stripeFailure } from './stripe-account.service.ts';
import * as customers from './stripe-customers.store.ts';

/**
 * A payments customer's billing in the project's Stripe account: its Stripe customer, default
 * payment method, invoices, SetupIntents; and the Stripe side of revoking and switching products.
 * The customer was checked by the route (checkCustomerAccess) before anything here runs. Only ids
 * we stored are sent to Stripe as a customer: a caller can never name another customer's Stripe id.
 */

export type CustomerKey = customers.CustomerKey;

export interface PaymentMethodSummary {
  id: string;
  brand: string | null;
  last4: string | null;
  exp_month: number | null;
  exp_year: number | null;
}

/** The project's Stripe client and the customer's Stripe id, or null when either is missing (test mode, no purchase yet). */
async function stripeCustomer(deps: Deps, c: CustomerKey): Promise<{ stripe: Stripe; customerId: string } | null> {
  if (!(await findStripeAccount(deps.em, c.projectId))) return null;
  const customerId = await customers.findStripeCustomerId(deps.em, c);
  if (!customerId) return null;
  const { stripe } = await projectStripe(deps, c.projectId);
  return { stripe, customerId };
}

function summaryOf(pm: string | Stripe.PaymentMethod | null | undefined): PaymentMethodSummary | null {
  if (!pm || typeof pm === 'string') return pm ? { id: pm, brand: null, last4: null, exp_month: null, exp_year: null } : null;
  return { id: pm.id, brand: pm.card?.brand ?? null, last4: pm.card?.last4 ?? null, exp_month: pm.card?.exp_month ?? null, exp_year: pm.card?.exp_year ?? null };
}

/** Without a Stripe account or a Stripe customer the answer is "no customer", never an error. */
export async function billingOf(deps: Deps, c: CustomerKey): Promise<{ has_customer: boolean; default_payment_method: PaymentMethodSummary | null }> {
  const found = await stripeCustomer(deps, c);
  if (!found) return { has_customer: false, default_payment_method: null };
  const customer = await found.stripe.customers.retrieve(found.customerId, { expand: ['invoice_settings.default_payment_method'] }).catch(stripeFailure);
  if (customer.deleted) return { has_customer: false, default_payment_method: null };
  return { has_customer: true, default_payment_method: summaryOf(customer.invoice_settings?.default_payment_method) };
}

/** Stripe's zero-decimal currencies (its documented list) for invoices in a currency our config does not price in. */
const ZERO_DECIMAL = new Set(['BIF', 'CLP', 'DJF', 'GNF', 'JPY', 'KMF', 'KRW', 'MGA', 'PYG', 'RWF', 'UGX', 'VND', 'VUV', 'XAF', 'XOF', 'XPF']);

/** Stripe's integer minor units as a decimal string, in bigint arithmetic (never a float). */
export function decimalOf(minor: number, currency: string): string {
  const code = currency.toUpperCase();
  if ((money.CURRENCIES as string[]).includes(code)) return money.fromMinorUnits(BigInt(minor), code as money.Currency);
  const decimals = ZERO_DECIMAL.has(code) ? 0 : 2;
  const n = BigInt(minor);
  const abs = n < 0n ? -n : n;
  const digits = abs.toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  return `${n < 0n ? '-' : ''}${whole}${decimals ? `.${digits.slice(-decimals)}` : ''}`;
}

export async function listInvoices(deps: Deps, c: CustomerKey, page: { cursor?: string; limit: number }) {
  const found = await stripeCustomer(deps, c);
  if (!found) return { items: [], is_paginated: true as const, pagination: { next_cursor: null } };
  const list = await found.stripe.invoices
    .list({ customer: found.customerId, limit: page.limit, ...(page.cursor ? { starting_after: page.cursor } : {}) })
    .catch(stripeFailure);
  const items = list.data.map((inv) => ({
    id: inv.id ?? '',
    status: inv.status ?? null,
    currency: inv.currency.toUpperCase(),
    amount_due: decimalOf(inv.amount_due, inv.currency),
    amount_paid: decimalOf(inv.amount_paid, inv.currency),
    created_at_millis: inv.created * 1000,
    hosted_invoice_url: inv.hosted_invoice_url ?? null,
  }));
  return { items, is_paginated: true as const, pagination: { next_cursor: list.has_more && items.length ? items[items.length - 1]!.id : null } };
}

/**
 * The customer's Stripe customer, made on first need. Made with an idempotency key of the customer,
 * and under a lock of the customer (to the end of the caller's transaction), so two first calls at
 * once make one Stripe customer, not two.
 */
async function ensureStripeCustomer(tx: EntityManager, stripe: Stripe, c: CustomerKey): Promise<string> {
  await customers.lockStripeCustomer(tx, c);
  const known = await customers.findStripeCustomerId(tx, c);
  if (known) return known;
  const created = await stripe.customers
    .create(
      { metadata: { gatehouse_project_id: c.projectId, gatehouse_customer_type: c.customerType, gatehouse_customer_id: c.customerId } },
      { idempotencyKey: `gatehouse-customer-${c.projectId}-${c.customerType}-${c.customerId}` },
    )
    .catch(stripeFailure);
  await customers.saveStripeCustomerId(tx, c, created.id);
  return created.id;
}

/** A SetupIntent of the customer (off-session card use), for Stripe Elements in the app. STRIPE_ACCOUNT_INFO_NOT_FOUND without a Stripe account. */
export async function createSetupIntent(deps: Deps, tx: EntityManager, c: CustomerKey): Promise<{ client_secret: string; stripe_account_id: string; publishable_key: string | null }> {
  const { stripe, account } = await projectStripe({ ...deps, em: tx }, c.projectId);
  const customerId = await ensureStripeCustomer(tx, stripe, c);
  const intent = await stripe.setupIntents.create({ customer: customerId, usage: 'off_session' }).catch(stripeFailure);
  if (!intent.client_secret) throw knownError('STRIPE_UNAVAILABLE');
  // Gatehouse stores no publishable key (setup takes the secret key only): the app brings its own.
  return { client_secret: intent.client_secret, stripe_account_id: account.accountId, publishable_key: null };
}

/**
 * Makes a payment method the customer's default for invoices. Stripe is asked for the payment
 * method AS ONE OF THIS CUSTOMER'S (GET /v1/customers/{customer}/payment_methods/{id}): a payment
 * method of someone else, or none, is PAYMENT_METHOD_NOT_FOUND and changes nothing.
 */
export async function setDefaultPaymentMethod(deps: Deps, tx: EntityManager, c: CustomerKey, paymentMethodId: string): Promise<PaymentMethodSummary> {
  const { stripe } = await projectStripe({ ...deps, em: tx }, c.projectId);
  const customerId = await customers.findStripeCustomerId(tx, c);
  if (!customerId) throw knownError('PAYMENT_METHOD_NOT_FOUND');
  const pm = await stripe.customers.retrievePaymentMethod(customerId, paymentMethodId).catch(notFoundOr(stripeFailure));
  await stripe.customers.update(customerId, { invoice_settings: { default_payment_method: pm.id } }).catch(notFoundOr(stripeFailure));
  return summaryOf(pm)!;
}

/** Stripe's "No such …" (404, resource_missing) is the caller's wrong id, not an outage. */
function notFoundOr(other: (err: unknown) => never) {
  return (err: unknown): never => {
    const e = err as { statusCode?: number; code?: string };
    if (e?.statusCode === 404 || e?.code === 'resource_missing') throw knownError('PAYMENT_METHOD_NOT_FOUND');
    return other(err);
  };
}

/** Cancels a Stripe subscription now (a revoked product). Already cancelled at Stripe (404 or canceled) is fine. */
export async function cancelStripeSubscription(deps: Deps, tx: EntityManager, projectId: string, stripeSubscriptionId: string): Promise<void> {
  const { stripe } = await projectStripe({ ...deps, em: tx }, projectId);
  await stripe.subscriptions.cancel(stripeSubscriptionId, {}, { idempotencyKey: `gatehouse-cancel-${stripeSubscriptionId}` }).catch((err: unknown) => {
    if ((err as { statusCode?: number })?.statusCode === 404) return;
    stripeFailure(err);
  });
}

/**
 * Moves a Stripe subscription's (first) item to the new product's price: a Price is made for it
 * (price_data on a subscription item needs a Stripe product; prices.create takes product_data),
 * in the price's first currency as integer minor units, and the item switched with prorations.
 */
export async function switchStripeSubscription(deps: Deps, tx: EntityManager, projectId: string, stripeSubscriptionId: string, to: { product: InlineProduct; priceId: string; quantity: number }): Promise<void> {
  const { stripe } = await projectStripe({ ...deps, em: tx }, projectId);
  const price = to.product.prices[to.priceId]!;
  const currency = money.CURRENCIES.find((code) => price[code] !== undefined);
  const interval = price.interval;
  if (!currency || !interval) throw knownError('PRICE_DOES_NOT_EXIST');
  const unitAmount = Number.parseInt(money.toMinorUnits(price[currency]!, currency).toString(), 10);
  const sub = await stripe.subscriptions.retrieve(stripeSubscriptionId).catch(stripeFailure);
  const item = sub.items.data[0];
  if (!item) throw knownError('STRIPE_UNAVAILABLE');
  const created = await stripe.prices
    .create({ currency: currency.toLowerCase(), unit_amount: unitAmount, recurring: { interval: interval[1], interval_count: interval[0] }, product_data: { name: to.product.display_name } })
    .catch(stripeFailure);
  await stripe.subscriptions
    .update(stripeSubscriptionId, { items: [{ id: item.id, price: created.id, quantity: to.quantity }], proration_behavior: 'create_prorations', metadata: { gatehouse_price_id: to.priceId } })
    .catch(stripeFailure);
}
