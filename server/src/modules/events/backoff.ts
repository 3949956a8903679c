/** After a subscriber's run number `attempt` failed: 2 s, 4 s, 8 s … capped at one hour. */
export function retryDelayMs(attempt: number): number {
  return Math.min(2_000 * 2 ** Math.max(0, attempt - 1), 3_600_000);
}

/** Runs per (event, subscriber) before it is given up (status `failed`): with the schedule above about 14 hours. */
export const DEFAULT_MAX_ATTEMPTS = 25;
