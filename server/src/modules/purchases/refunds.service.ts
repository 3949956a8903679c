import type { Deps } from '../../http/context.ts';
import { idempotently } from '../payments/index.ts';
import { knownError } from '../../http/errors.ts';
import { findCustomerProductByGrant, revokeGrant } from '../payments/index.ts';
import { lockTransaction } from '../payments/transactions.store.ts';
import * as codes from './purchase-codes.store.ts';
import { projectStripe, stripeFailure } from './stripe-account.service.ts';
import { refundStripeSubscription } from './stripe-refunds.ts';

/**
 * Refunds one purchase. The grant's transaction row is locked for the whole refund, so two refund
 * clicks serialise: the second finds the grant adjusted and is TRANSACTION_NOT_REFUNDABLE. A
 * purchase paid through Stripe is refunded in Stripe first (its idempotency key makes a retry one
 * refund): a one-time purchase through its payment intent, a subscription through its latest
 * invoice, and the subscription is cancelled in Stripe (stripe-refunds.ts); if Stripe refuses,
 * nothing is revoked. Then the product and its items are revoked
 * (payments' revokeGrant). The charge.refunded event Stripe sends afterwards finds the grant
 * already revoked and changes nothing.
 */
export async function refund(deps: Deps, projectId: string, transactionId: string, idempotencyKey?: string): Promise<{ success: true }> {
  // A retried request with the same Idempotency-Key answers the first answer (payments' shared helper).
  return idempotently(deps, { projectId, route: 'refundTransaction', key: idempotencyKey, request: { transaction_id: transactionId } }, async (tx) => {
    const grant = await lockTransaction(tx, projectId, transactionId);
    if (!grant) throw knownError('TRANSACTION_NOT_FOUND');
    if (grant.type !== 'purchase' || grant.adjustedBy.some((a) => a.entry_index === 0)) throw knownError('TRANSACTION_NOT_REFUNDABLE');
    const code = await codes.findByGrant(tx, projectId, transactionId);
    const owned = await findCustomerProductByGrant(tx, projectId, transactionId);
    if (code?.stripePaymentIntentId) {
      const { stripe } = await projectStripe({ ...deps, em: tx }, projectId);
      await stripe.refunds.create({ payment_intent: code.stripePaymentIntentId }, { idempotencyKey: `gatehouse-refund-${transactionId}` }).catch(stripeFailure);
    } else if (owned?.stripeSubscriptionId) {
      const { stripe } = await projectStripe({ ...deps, em: tx }, projectId);
      await refundStripeSubscription(stripe, owned.stripeSubscriptionId, transactionId);
    }
    const revoked = await revokeGrant(tx, { projectId, transactionId });
    if (revoked.transactionId === null) throw knownError('TRANSACTION_NOT_REFUNDABLE');
    return { success: true as const };
  });
}
