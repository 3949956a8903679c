import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import pg from 'pg';
import { findPartialEntities } from './chaos/invariants.ts';
import { newProject, uniqueEmail } from './harness.ts';
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

describe('the partial-entity check of the kill run', () => {
  it('finds a complete sign-up whole, and each half-written one by what it lacks', async () => {
    const project = await newProject({ create_team_on_sign_up: true });
    const signUp = await project.client().POST('/auth/password/sign-up', { body: { email: uniqueEmail('whole'), password: 'a long password' } });
    expect(signUp.response.status).toBe(200);
    expect(await findPartialEntities(inject('databaseUrl'), project.id)).toEqual({ found: {}, count: 0 });

    // What a sign-up cut off half-way would leave if it were not one transaction: a bare user,
    // and a team nobody is a member of.
    const bareUser = randomUUID();
    const emptyTeam = randomUUID();
    const c = new pg.Client({ connectionString: inject('databaseUrl') });
    await c.connect();
    try {
      await c.query(`insert into project_user (id, project_id) values ($1, $2)`, [bareUser, project.id]);
      await c.query(`insert into team (id, project_id, display_name) values ($1, $2, 'orphan')`, [emptyTeam, project.id]);
    } finally {
      await c.end();
    }
    const partial = await findPartialEntities(inject('databaseUrl'), project.id);
    expect(partial.found).toEqual({
      'user without its primary e-mail channel': [bareUser],
      'user without a team membership': [bareUser],
      'user whose selected team is missing or not one of theirs': [bareUser],
      'team without members': [emptyTeam],
    });
  });
});

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
