import type { EntityManager } from '@mikro-orm/postgresql';
import type { Orm } from '../../db/orm.ts';
import { isDatabaseUnavailable } from '../../db/database-unavailable.ts';
import { OutageReporter } from '../../db/outage-reporter.ts';
import type { AppDeps } from '../../http/context.ts';
import type { RunningWorker } from '../../http/module.ts';
import { claimDueSubscriptions, type OwnedProduct } from './customer-products.store.ts';
import { cancelSubscription, renewSubscription } from './grants.service.ts';
import { catchUpOwnedProduct } from './items.service.ts';
import { nextPeriodEnd } from './intervals.ts';

/**
 * The subscriptions Gatehouse runs itself: test purchases and server grants of a product with a
 * recurring price (Stripe's renew and end through Stripe's events instead). When a period ends,
 * one that is cancelled at period end ends then (its `when-purchase-expires` and `when-repeated`
 * items stop counting at that instant); any other renews for one more period (a
 * subscription-renewal transaction, its repeating items brought up to date).
 *
 * Exact across processes: each due row is claimed FOR UPDATE SKIP LOCKED and handled in the
 * transaction that holds it, and the handling moves it past `now` or ends it, so a second process
 * (or a second tick) finds nothing left to do. A period missed while no worker ran is renewed one
 * period per claim, each its own transaction, until the subscription is current.
 */

/** Rows claimed per transaction: small, so a slow batch holds few locks. */
const BATCH = 20;

/** Renews or ends one due subscription, in the transaction holding its row. */
async function settle(tx: EntityManager, o: OwnedProduct): Promise<'renewed' | 'ended'> {
  const end = o.currentPeriodEnd!;
  const interval = o.priceId !== null ? o.product.prices[o.priceId]?.interval : undefined;
  // Cancelled at period end, or nothing to renew by (a price without an interval): it ends at its period end.
  if (o.cancelAtPeriodEnd || !interval || interval[0] <= 0) {
    await cancelSubscription(tx, { projectId: o.projectId, customerProductId: o.id, atPeriodEnd: false, endedAt: end });
    return 'ended';
  }
  await renewSubscription(tx, { projectId: o.projectId, customerProductId: o.id, currentPeriodEnd: nextPeriodEnd(o.createdAt, interval, end) });
  await catchUpOwnedProduct(tx, o, o.source !== 'stripe');
  return 'renewed';
}

/**
 * One pass of the worker: settles every subscription due at `now` (the tests call it with a
 * period end moved into the past, instead of waiting a month). Answers what it did.
 */
export async function settleDueSubscriptions(orm: Orm, log: AppDeps['log'], now = new Date()): Promise<{ renewed: number; ended: number; failed: number }> {
  const done = { renewed: 0, ended: 0, failed: 0 };
  for (;;) {
    const batch = await orm.em.fork().transactional(async (tx) => {
      const due = await claimDueSubscriptions(tx, now, BATCH);
      let settled = 0;
      for (const o of due) {
        try {
          // A savepoint each: one subscription that fails is logged and retried next pass, the others go on.
          done[await tx.transactional((inner) => settle(inner, o))]++;
          settled++;
        } catch (e) {
          if (isDatabaseUnavailable(e)) throw e;
          done.failed++;
          log('error', 'subscription worker could not settle a subscription', { customer_product_id: o.id, error: e instanceof Error ? e.message : String(e) });
        }
      }
      return { claimed: due.length, settled };
    });
    // Done when nothing is due, or nothing due could be settled (left for the next pass). A renewed
    // row may still be due (a worker that was down): each renewal moves its period end strictly
    // later, so the passes end once every subscription is current.
    if (batch.claimed === 0 || batch.settled === 0) return done;
  }
}

/** The background loop: a pass every GATEHOUSE_SUBSCRIPTIONS_POLL_SECONDS. */
export function startSubscriptionWorker(deps: AppDeps): RunningWorker {
  const outage = new OutageReporter(deps.log, 'the subscription worker waits for the database');
  let running = true;
  let wake: (() => void) | null = null;
  const loop = (async () => {
    while (running) {
      try {
        await settleDueSubscriptions(deps.orm, deps.log);
      } catch (e) {
        if (isDatabaseUnavailable(e)) outage.report(e);
        else deps.log('error', 'subscription worker failed', { error: e instanceof Error ? e.message : String(e) });
      }
      if (!running) break;
      await new Promise<void>((resolve) => {
        const t = setTimeout(() => resolve(), deps.config.subscriptions.pollIntervalMs);
        wake = () => {
          clearTimeout(t);
          resolve();
        };
      });
      wake = null;
    }
  })();
  return {
    stop: async () => {
      running = false;
      (wake as (() => void) | null)?.();
      await loop;
    },
  };
}
