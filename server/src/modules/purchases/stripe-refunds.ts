import type Stripe from 'stripe';
import { stripeFailure } from './stripe-account.service.ts';

/**
 * Refunding a Stripe purchase in Stripe. A one-time purchase has the payment intent of its
 * Checkout session. A subscription's session has none: its money is on the subscription's
 * invoices. The rule (README "Payments"): a refund of a subscription returns in full what its
 * latest paid invoice took (the period the customer is in; earlier periods were used and stay paid)
 * and cancels the subscription in Stripe at once, so it bills nothing more. Every Stripe write
 * carries an idempotency key derived from the grant's transaction: a retried refund refunds once.
 */

/** The paid payments (payment intent or charge) of an invoice; open and canceled attempts took no money. */
function paidPaymentsOf(invoice: Stripe.Invoice): { paymentIntent?: string; charge?: string; key: string }[] {
  const out: { paymentIntent?: string; charge?: string; key: string }[] = [];
  for (const p of invoice.payments?.data ?? []) {
    if (p.status === 'open' || p.status === 'canceled') continue;
    const idOf = (v: string | { id: string } | null | undefined) => (typeof v === 'string' ? v : (v?.id ?? undefined));
    const paymentIntent = idOf(p.payment.payment_intent);
    const charge = idOf(p.payment.charge);
    if (paymentIntent) out.push({ paymentIntent, key: paymentIntent });
    else if (charge) out.push({ charge, key: charge });
  }
  return out;
}

/** Refunds the latest paid invoice of the subscription in full, then cancels the subscription now. Answers how many payments were refunded. */
export async function refundStripeSubscription(stripe: Stripe, subscriptionId: string, grantTransactionId: string): Promise<{ refunded: number }> {
  const subscription = await stripe.subscriptions.retrieve(subscriptionId).catch(stripeFailure);
  // The newest PAID invoice (Stripe lists newest first): the subscription's latest_invoice may be an
  // open one whose payment failed, which took no money.
  const paid = await stripe.invoices.list({ subscription: subscriptionId, status: 'paid', limit: 1 }).catch(stripeFailure);
  const invoiceId = paid.data[0]?.id ?? null;
  let refunded = 0;
  if (invoiceId) {
    // Expanded, so the ids come back whether the account's API shows them as ids or objects.
    const invoice = await stripe.invoices.retrieve(invoiceId, { expand: ['payments.data.payment.payment_intent', 'payments.data.payment.charge'] }).catch(stripeFailure);
    for (const p of paidPaymentsOf(invoice)) {
      const params: Stripe.RefundCreateParams = p.paymentIntent ? { payment_intent: p.paymentIntent } : { charge: p.charge! };
      await stripe.refunds.create(params, { idempotencyKey: `gatehouse-refund-${grantTransactionId}-${p.key}` }).catch(stripeFailure);
      refunded++;
    }
  }
  if (subscription.status !== 'canceled' && subscription.status !== 'incomplete_expired') {
    await stripe.subscriptions.cancel(subscriptionId, {}, { idempotencyKey: `gatehouse-refund-cancel-${grantTransactionId}` }).catch(stripeFailure);
  }
  return { refunded };
}
