/**
 * When a failed delivery is tried again: after attempt n (1-based) fails, wait schedule[n-1];
 * when the schedule is used up the delivery is failed and its endpoint marked failing. The
 * default (config.ts GATEHOUSE_WEBHOOK_RETRY_SCHEDULE) is 5 s, 30 s, 2 min, 10 min, 30 min, 1 h,
 * 2 h, 4 h, 8 h, 8 h: 11 attempts over about 23.7 hours.
 */
export function nextRetryMs(schedule: readonly number[], attemptsSoFar: number): number | null {
  return attemptsSoFar <= schedule.length ? (schedule[attemptsSoFar - 1] ?? null) : null;
}
