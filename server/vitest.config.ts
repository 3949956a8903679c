import pg from 'pg';
import { defineConfig } from 'vitest/config';
import { workspaceSources } from '../scripts/workspace-sources.ts';

const INCLUDE = ['src/**/*.test.ts', 'test/**/*.test.ts'];

/**
 * Files whose assertions ride on short real-time windows (rate-limit windows of a few seconds on
 * servers of their own): they run after the rest, one at a time, so no other file competes with
 * them for the 2 cores. They failed on a loaded 2-core machine before.
 */
const ONE_AT_A_TIME = ['test/rate-limits.test.ts', 'test/totp-rate-limits.test.ts'];

/**
 * Test files at a time: two, unless GATEHOUSE_TEST_WORKERS says otherwise or the database cannot
 * take it. Most of a file's time is waiting on PostgreSQL, child servers and timers, not CPU, so two
 * cut the suite from 1,062-1,099 s (one at a time, the CI runs of 2026-11-28/29) to 414-521 s on the
 * 2-core machine. Many files start Gatehouse servers of their own on the run's database, so two
 * need a PostgreSQL allowing at least 250 connections (peaks of 79-112 measured; .ci/run sets
 * max_connections to 300): with fewer, or with no DATABASE_URL (the embedded PostgreSQL has 100),
 * one runs, saying why. The first runs with two ran out of Debian's default 100 connections and
 * met a test that assumed no other file's event subscribers; since those fixes (the harness closes
 * its pools after each file, max_connections 300, the dispatcher test) every run was green:
 * 472 s and 456 s on 2026-11-29, and the CI rehearsal after them. GATEHOUSE_TEST_WORKERS=1 for one.
 */
async function workers(): Promise<{ count: number; why: string }> {
  const asked = Number(process.env.GATEHOUSE_TEST_WORKERS || 2);
  if (!Number.isInteger(asked) || asked < 1) throw new Error('GATEHOUSE_TEST_WORKERS: a whole number of at least 1');
  if (asked === 1) return { count: 1, why: 'GATEHOUSE_TEST_WORKERS=1' };
  const url = process.env.DATABASE_URL;
  if (!url) return { count: 1, why: 'no DATABASE_URL: an embedded PostgreSQL with 100 connections' };
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    const max = Number((await client.query('show max_connections')).rows[0].max_connections);
    return max >= 250 ? { count: asked, why: `max_connections ${max}; GATEHOUSE_TEST_WORKERS=1 for one` } : { count: 1, why: `max_connections ${max}: more files at a time need 250` };
  } catch {
    // The suite's own global setup then says what is wrong with the database.
    return { count: 1, why: 'DATABASE_URL did not answer' };
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Decided and said once per run: vitest loads this file again for each project, which reuses the decision. */
async function decidedWorkers(): Promise<number> {
  const decided = process.env.GATEHOUSE_TEST_WORKERS_DECIDED;
  if (decided) return Number(decided);
  const { count, why } = await workers();
  process.stdout.write(`server tests: ${count} file${count === 1 ? '' : 's'} at a time (${why})\n`);
  process.env.GATEHOUSE_TEST_WORKERS_DECIDED = String(count);
  return count;
}

const count = await decidedWorkers();

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
        test: { name: 'parallel', include: INCLUDE, exclude: ONE_AT_A_TIME, maxWorkers: count, sequence: { groupOrder: 0 } },
      },
      {
        extends: true,
        test: { name: 'one-at-a-time', include: ONE_AT_A_TIME, maxWorkers: 1, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
