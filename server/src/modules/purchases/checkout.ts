import type Stripe from 'stripe';
import type { Deps } from '../../http/context.ts';
import { knownError } from '../../http/errors.ts';
import { money } from '../payments/index.ts';
import type { PurchaseCodeRecord } from './purchase-codes.store.ts';
import { projectStripe, stripeFailure } from './stripe-account.service.ts';
import * as codes from './purchase-codes.store.ts';
import { findStripeCustomerId } from './stripe-customers.store.ts';

/** Stripe's interval names are ours; a count of 0 (no repeat) is not an interval. */
type Interval = [number, 'day' | 'week' | 'month' | 'year'];

/** The metadata our webhook reads back from the session (and from its subscription). */
export interface CheckoutMetadata {
  gatehouse_purchase_code_id: string;
  gatehouse_price_id: string;
  gatehouse_quantity: string;
}

/**
 * A Stripe Checkout session for one purchase code, in the project's own Stripe account. The price
 * is sent as price_data (the product lives in Gatehouse's config, not in Stripe), in the first
 * currency the price has, as integer minor units (never a float). Its return goes to the code's
 * return URL (trusted when the link was made) or the hosted page.
 */
export async function createCheckout(
  deps: Deps,
  project: { id: string },
  record: PurchaseCodeRecord,
  input: { fullCode: string; priceId: string; quantity: number },
): Promise<string> {
  const price = record.product.prices[input.priceId]!;
  const currency = money.CURRENCIES.find((c) => price[c] !== undefined);
  if (!currency) throw knownError('PRICE_DOES_NOT_EXIST');
  const minor = money.toMinorUnits(price[currency]!, currency);
  // Stripe takes integer minor units; ours are bounded far below 2^53 by the money rules (12 whole digits).
  const unitAmount = Number.parseInt(minor.toString(), 10);
  const interval = price.interval as Interval | undefined;
  const recurring = interval && interval[0] > 0 ? { interval: interval[1], interval_count: interval[0] } : undefined;
  const metadata: CheckoutMetadata = { gatehouse_purchase_code_id: record.id, gatehouse_price_id: input.priceId, gatehouse_quantity: String(input.quantity) };
  const back = record.returnUrl ?? `${deps.config.publicUrl}/purchase/${encodeURIComponent(input.fullCode)}`;
  const params: Stripe.Checkout.SessionCreateParams = {
    mode: recurring ? 'subscription' : 'payment',
    line_items: [
      {
        quantity: input.quantity,
        price_data: { currency: currency.toLowerCase(), unit_amount: unitAmount, product_data: { name: record.product.display_name }, ...(recurring ? { recurring } : {}) },
      },
    ],
    success_url: back,
    cancel_url: back,
    client_reference_id: record.id,
    metadata: { ...metadata },
    ...(recurring ? { subscription_data: { metadata: { ...metadata } } } : {}),
  };
  const { stripe } = await projectStripe(deps, project.id).catch((err: unknown) => {
    // A project selling for real without an account: the contract's 500, as a known error.
    if ((err as { code?: string })?.code === 'STRIPE_ACCOUNT_INFO_NOT_FOUND') throw knownError('STRIPE_ACCOUNT_NOT_CONFIGURED');
    throw err;
  });
  // A customer Stripe already knows (a saved card, earlier invoices) pays as that customer, so one
  // person is one Stripe customer; otherwise Checkout makes one and the completion event records it.
  const known = await findStripeCustomerId(deps.em, { projectId: project.id, customerType: record.customerType, customerId: record.customerId });
  if (known) params.customer = known;
  // The idempotency key makes a double click one session, not two.
  const session = await stripe.checkout.sessions.create(params, { idempotencyKey: `gatehouse-checkout-${record.id}-${input.priceId}-${input.quantity}` }).catch(stripeFailure);
  await codes.setCheckoutSession(deps.em, record.id, session.id);
  if (!session.url) throw knownError('STRIPE_UNAVAILABLE');
  return session.url;
}
