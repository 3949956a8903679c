import type { Deps } from '../../http/context.ts';
import { knownError } from '../../http/errors.ts';
import { cancelSubscription, idempotently, lockActiveSubscription } from '../payments/index.ts';
import { projectStripe, stripeFailure } from './stripe-account.service.ts';

/** Owned-product ids are UUIDs: anything else names no subscription (and never reaches the uuid column). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Cancels one subscription for the dashboard (admin). The owned product's row is locked for the
 * whole call, so a cancel, a refund and the subscription worker of one subscription serialise. A
 * Stripe subscription is cancelled in Stripe first (at period end: cancel_at_period_end; now:
 * deleted), with an idempotency key, and Stripe's later events for it change nothing more; if
 * Stripe refuses, nothing is changed here. Then payments' cancelSubscription records it.
 */
export async function cancelCustomerSubscription(deps: Deps, projectId: string, input: { subscriptionId: string; atPeriodEnd: boolean }, idempotencyKey?: string): Promise<{ success: true }> {
  const request = { subscription_id: input.subscriptionId, at_period_end: input.atPeriodEnd };
  return idempotently(deps, { projectId, route: 'cancelSubscription', key: idempotencyKey, request }, async (tx) => {
    const owned = UUID.test(input.subscriptionId) ? await lockActiveSubscription(tx, projectId, input.subscriptionId.toLowerCase()) : null;
    if (!owned) throw knownError('SUBSCRIPTION_NOT_FOUND');
    if (input.atPeriodEnd && owned.cancelAtPeriodEnd) return { success: true as const }; // already: nothing more to do
    if (owned.stripeSubscriptionId) {
      const { stripe } = await projectStripe({ ...deps, em: tx }, projectId);
      const key = `gatehouse-cancel-${owned.id}-${input.atPeriodEnd ? 'period-end' : 'now'}`;
      if (input.atPeriodEnd) await stripe.subscriptions.update(owned.stripeSubscriptionId, { cancel_at_period_end: true }, { idempotencyKey: key }).catch(stripeFailure);
      else await stripe.subscriptions.cancel(owned.stripeSubscriptionId, {}, { idempotencyKey: key }).catch(stripeFailure);
    }
    await cancelSubscription(tx, { projectId, customerProductId: owned.id, atPeriodEnd: input.atPeriodEnd });
    return { success: true as const };
  });
}
