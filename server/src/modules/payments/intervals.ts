import type { Interval } from './product-schemas.ts';

/**
 * Calendar arithmetic for price intervals, free trials, item repeats and subscription periods, in
 * UTC. A day is 24 h, a week 7 days. Months and years clamp to the month's last day: Jan 31 +
 * 1 month = Feb 28 (29 in a leap year), Feb 29 + 1 year = Feb 28. Periods are always counted from
 * one anchor (`from`, `times`), never chained, so a subscription started on the 31st renews on
 * the 31st of every month that has one, not on the 28th for ever after February.
 */
export function addInterval(from: Date, [n, unit]: Interval, times = 1): Date {
  const k = n * times;
  if (unit === 'day' || unit === 'week') return new Date(from.getTime() + k * (unit === 'week' ? 7 : 1) * 86_400_000);
  const months = unit === 'month' ? k : 12 * k;
  const d = new Date(from.getTime());
  d.setUTCDate(1); // first move the month, from a day every month has
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  return d;
}

/**
 * The number of the last period boundary at or before `t`: the largest k with
 * addInterval(anchor, iv, k) <= t (-1 when t is before the anchor, 0 for a zero-length interval).
 * Estimated by arithmetic and corrected by at most a step or two, so it is cheap for any span.
 */
export function periodIndexAt(anchor: Date, iv: Interval, t: Date): number {
  const [n, unit] = iv;
  if (n <= 0) return 0;
  // Integer division truncating toward zero (whole numbers only: no rounding of a fraction); the
  // loops below make it exact.
  const quotient = (a: number, b: number) => (a - (a % b)) / b;
  let k: number;
  if (unit === 'day' || unit === 'week') k = quotient(t.getTime() - anchor.getTime(), n * (unit === 'week' ? 7 : 1) * 86_400_000);
  else k = quotient((t.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + (t.getUTCMonth() - anchor.getUTCMonth()), n * (unit === 'year' ? 12 : 1));
  while (addInterval(anchor, iv, k + 1).getTime() <= t.getTime()) k++;
  while (k >= 0 && addInterval(anchor, iv, k).getTime() > t.getTime()) k--;
  return Math.max(k, -1);
}

/** Most repeat periods one catch-up writes (a product granted long ago with a daily repeat): ours. */
export const MAX_CATCH_UP_PERIODS = 1_000;

/** How many whole intervals have passed from `start` to `now` (0 for a zero-length interval), at most MAX_CATCH_UP_PERIODS. */
export function periodsElapsed(start: Date, iv: Interval, now: Date): number {
  return Math.min(MAX_CATCH_UP_PERIODS, Math.max(0, periodIndexAt(start, iv, now)));
}

/**
 * The end of the subscription period that follows the one ending at `currentEnd`: the first
 * boundary counted from `anchor` (the purchase) after `currentEnd`, and at least one period after
 * the anchor. Renewing a period that ended long ago moves one period at a time (each renewal its
 * own transaction), so a worker that was down catches up exactly.
 */
export function nextPeriodEnd(anchor: Date, iv: Interval, currentEnd: Date): Date {
  return addInterval(anchor, iv, Math.max(1, periodIndexAt(anchor, iv, currentEnd) + 1));
}
