import type { KillOptions } from './kill-writes.ts';
import type { OutageOptions } from './outage.ts';

type Plan = { outage: Omit<OutageOptions, 'log'>; kills: Omit<KillOptions, 'log'> };

/**
 * `make chaos`: the full runs. One stop and one freeze of PostgreSQL under load, each
 * followed by the 30 s recovery window the issue measures; 50 kills during concurrent writes.
 */
export const FULL: Plan = {
  outage: { outages: ['stop', 'freeze'], warmUpMs: 5_000, outageMs: 15_000, recoveryMs: 30_000, concurrency: 12 },
  kills: { kills: 50, killAfterMs: [500, 3_000], concurrency: 6 },
};

/** The part of `make test` (test/chaos.test.ts): the same runs, shorter, for every CI run. */
export const SHORT: Plan = {
  outage: { outages: ['stop', 'freeze'], warmUpMs: 2_000, outageMs: 4_000, recoveryMs: 5_000, concurrency: 8 },
  kills: { kills: 5, killAfterMs: [500, 2_000], concurrency: 4 },
};
