import { describe, expect, it } from 'vitest';
import { runOutage } from './chaos/outage.ts';
import { runKills } from './chaos/kill-writes.ts';
import { SHORT } from './chaos/plans.ts';
import { describeKills, describeOutage, killProblems, outageProblems } from './chaos/verdict.ts';

/**
 * The short version of `make chaos` (issue 9 §4), in every `make test`: the real server as its own
 * process, a PostgreSQL that really stops (one of the test's own) and really freezes, SIGKILLs
 * during real writes. The full version (longer outages, the 30 s recovery window, 50 kills) is
 * `make chaos`; both share the runs and the bars (test/chaos/).
 */
const log = (line: string) => process.stdout.write(`[chaos] ${line}\n`);

describe('faults', () => {
  it('answers 503 DATABASE_UNAVAILABLE within 5 s while PostgreSQL is stopped or frozen, never 500, and recovers at once', { timeout: 180_000 }, async () => {
    const report = await runOutage({ ...SHORT.outage, log });
    describeOutage(report).forEach(log);
    expect(outageProblems(report)).toEqual([]);
  });

  it('loses no acknowledged write and leaves no partial entity when the server is killed with SIGKILL mid-write', { timeout: 180_000 }, async () => {
    const report = await runKills({ ...SHORT.kills, log });
    describeKills(report).forEach(log);
    expect(killProblems(report, SHORT.kills.kills)).toEqual([]);
  });
});
