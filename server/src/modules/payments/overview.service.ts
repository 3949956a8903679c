import type { EntityManager } from '@mikro-orm/postgresql';
import * as owned from './customer-products.store.ts';
import { purchaseCountAndLiveUsdSum } from './transactions.store.ts';
import { moneyProblem, sumToMinorUnits, toMinorUnits } from './money.ts';

/**
 * The payments figures of GET /internal/metrics (wire §9.22 payments_overview), read from this
 * module's tables for the metrics module. Each function is ONE query whose answer has a handful of
 * rows (grouped), so the metrics service can put them in its lanes. Money stays in bigint minor
 * units (money.ts) until the final cents number. "Live" = the transaction was not a test
 * (payment_transaction.test_mode false): test purchases count as orders and subscriptions, never
 * as money.
 */

export const SUBSCRIPTION_STATUSES = ['active', 'canceled', 'ended'] as const;

export interface OwnedCounts {
  /** Subscriptions per status (active, canceled = ends at period end, ended), every status present. */
  subscriptionsByStatus: Record<string, number>;
  /** Owned-product rows that are not subscriptions, whatever their status. */
  oneTimePurchases: number;
}

export async function ownedProductCounts(em: EntityManager, projectId: string): Promise<OwnedCounts> {
  const byStatus: Record<string, number> = Object.fromEntries(SUBSCRIPTION_STATUSES.map((s) => [s, 0]));
  let oneTime = 0;
  for (const r of await owned.countOwnedByKindAndStatus(em, projectId)) {
    if (r.isSubscription) byStatus[r.status] = (byStatus[r.status] ?? 0) + r.n;
    else oneTime += r.n;
  }
  return { subscriptionsByStatus: byStatus, oneTimePurchases: oneTime };
}

/** New subscriptions per UTC day from `from` ('YYYY-MM-DD'), test ones included. */
export function subscriptionsPerDay(em: EntityManager, projectId: string, from: string): Promise<Map<string, number>> {
  return owned.subscriptionsPerDay(em, projectId, from);
}

/**
 * A price's USD amount per month in cents, rounded down: month n -> a/n, year n -> a/(12n),
 * week n -> a*52/(12n), day n -> a*365/(12n) (a 365-day year of 52 weeks, so a monthly, weekly and
 * daily price of the same yearly total agree up to rounding). Integer (bigint) division only.
 */
export function monthlyCents(amountCents: bigint, [n, unit]: [number, string]): bigint {
  if (n <= 0) return 0n;
  const k = BigInt(n);
  if (unit === 'month') return amountCents / k;
  if (unit === 'year') return amountCents / (12n * k);
  if (unit === 'week') return (amountCents * 52n) / (12n * k);
  if (unit === 'day') return (amountCents * 365n) / (12n * k);
  return 0n;
}

/**
 * Monthly recurring revenue in USD cents: over the live active subscriptions (status active: a
 * subscription canceled at period end no longer recurs), price USD amount × quantity normalised to
 * a month (monthlyCents), rounded down per distinct (amount, interval). Prices without a USD amount
 * or an interval are not counted (no currency conversion).
 */
export async function liveMrrCents(em: EntityManager, projectId: string): Promise<bigint> {
  let total = 0n;
  for (const g of await owned.liveActiveSubscriptionPrices(em, projectId)) {
    if (g.usd === null || g.count === null || g.unit === null || moneyProblem(g.usd, 'USD') !== null) continue;
    total += monthlyCents(toMinorUnits(g.usd, 'USD') * BigInt(g.quantity), [g.count, g.unit]);
  }
  return total;
}

/** total_orders (purchase transactions, test ones included) and revenue (live USD charges net of refunds, in cents). */
export async function ordersAndLiveRevenue(em: EntityManager, projectId: string): Promise<{ orders: number; revenueCents: bigint }> {
  const r = await purchaseCountAndLiveUsdSum(em, projectId);
  return { orders: r.purchases, revenueCents: r.usdSum === null ? 0n : sumToMinorUnits(r.usdSum, 'USD') };
}
