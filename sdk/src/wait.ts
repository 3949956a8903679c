/** setTimeout's limit: larger delays overflow to 1 ms in browsers and Node (SPEC §9). */
export const MAX_WAIT_MS = 2147483647;

/** Resolves after `ms` milliseconds. Rejects negatives, non-numbers and delays of 2147483647 ms or more (SPEC §5). */
export function wait(ms: number): Promise<void> {
  if (typeof ms !== 'number' || Number.isNaN(ms)) return Promise.reject(new RangeError(`wait() needs a number of milliseconds, got ${String(ms)}`));
  if (ms < 0) return Promise.reject(new RangeError(`wait() cannot wait a negative time (${ms} ms)`));
  if (ms >= MAX_WAIT_MS) return Promise.reject(new RangeError(`wait() cannot wait ${ms} ms; the maximum is ${MAX_WAIT_MS - 1} ms`));
  return new Promise((resolve) => setTimeout(resolve, ms));
}
