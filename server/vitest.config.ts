import { defineConfig } from 'vitest/config';
import { workspaceSources } from '../scripts/workspace-sources.ts';

const INCLUDE = ['src/**/*.test.ts', 'test/**/*.test.ts'];

/**
 * Files whose assertions ride on short real-time windows (rate-limit windows of a few seconds on
 * servers of their own): they run after the rest, one at a time, so no other file competes with
 * them for the 2 cores. They failed on a loaded 2-core machine before.
 */
const ONE_AT_A_TIME = ['test/rate-limits.test.ts', 'test/totp-rate-limits.test.ts'];

export default defineConfig({
  plugins: [workspaceSources()],
  test: {
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/close-password-hashing.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'threads',
    // Tests share one server; each makes its own project, so files can run in parallel.
    projects: [
      {
        extends: true,
        test: {
          name: 'parallel',
          include: INCLUDE,
          exclude: ONE_AT_A_TIME,
          // Two files at a time even on 2 cores (vitest's default there is one): most of a file's
          // time is waiting on PostgreSQL, child servers and timers, not CPU. Measured on the
          // 2-core CI machine (2026-11-29): 414 s and 441 s for the whole suite against 1,062-1,099 s
          // with one worker, all 2,467 tests passing.
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: { name: 'one-at-a-time', include: ONE_AT_A_TIME, maxWorkers: 1, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
