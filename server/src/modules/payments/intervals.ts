import type { Interval } from './product-schemas.ts';

/**
 * Calendar arithmetic for price intervals, free trials and item repeats, in UTC: a month is a
 * calendar month (Jan 31 + 1 month = Mar 3, as Date rolls over), a week 7 days.
 */
export function addInterval(from: Date, [n, unit]: Interval, times = 1): Date {
  const d = new Date(from.getTime());
  const k = n * times;
  if (unit === 'day') d.setUTCDate(d.getUTCDate() + k);
  else if (unit === 'week') d.setUTCDate(d.getUTCDate() + 7 * k);
  else if (unit === 'month') d.setUTCMonth(d.getUTCMonth() + k);
  else d.setUTCFullYear(d.getUTCFullYear() + k);
  return d;
}

/** Most repeat periods one catch-up writes (a product granted long ago with a daily repeat): ours. */
export const MAX_CATCH_UP_PERIODS = 1_000;

/** How many whole intervals have passed from `start` to `now` (0 for a zero-length interval), at most MAX_CATCH_UP_PERIODS. */
export function periodsElapsed(start: Date, iv: Interval, now: Date): number {
  if (iv[0] <= 0) return 0;
  let k = 0;
  while (k < MAX_CATCH_UP_PERIODS && addInterval(start, iv, k + 1).getTime() <= now.getTime()) k++;
  return k;
}
