import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { newProject, rawFetch, type TestProject } from './harness.ts';
import { jsonInit, newTeam, signedInUser } from './factories.ts';
import { missingRowErrorsOf } from '../src/http/module.ts';
import { modules } from '../src/modules/index.ts';

/**
 * Issue 19 item 11: a write that names a row a concurrent delete removes is refused by the foreign
 * key, and the answer is that row's not-found error (app.ts onError, each module's `missingRows`),
 * never a 500.
 */

const db = new pg.Pool({ connectionString: inject('databaseUrl'), max: 3 });
afterAll(() => db.end());

describe('every foreign key has a known error for its missing row', () => {
  it('each referenced table of the migrated database is in some module\'s missingRows', async () => {
    const { rows } = await db.query<{ conname: string; parent: string }>(
      `select conname, confrelid::regclass::text as parent from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace order by conname`,
    );
    expect(rows.length).toBeGreaterThan(30);
    const mapped = missingRowErrorsOf(modules);
    const unmapped = rows.filter((r) => !mapped.has(r.parent)).map((r) => `${r.conname} -> ${r.parent}`);
    expect(unmapped).toEqual([]);
  });
});

/**
 * Deterministic race: the test deletes the parent row in an open transaction, the request passes its
 * own existence checks (they read the committed row), its write then waits on the foreign key's
 * lock of that row, and the commit makes the write refer to nothing.
 */
async function raceAgainstDelete(deleteSql: string, params: unknown[], request: () => Promise<Response>): Promise<Response> {
  const tx = await db.connect();
  try {
    await tx.query('begin');
    await tx.query(deleteSql, params);
    let settled = false;
    const pending = request().finally(() => { settled = true; });
    // Wait (by state, not by time) until a backend of this database waits on a lock: the request's write.
    while (!settled) {
      const { rows } = await db.query(`select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
      if (rows.length) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    await tx.query('commit');
    return await pending;
  } finally {
    tx.release();
  }
}

async function known(res: Response): Promise<{ status: number; code: string | null; body: string }> {
  const body = await res.text();
  return { status: res.status, code: res.headers.get('x-stack-known-error'), body };
}

describe('a write against a concurrent delete of what it names', () => {
  it('PATCH /users/me {selected_team_id} while the team is deleted: 404 TEAM_NOT_FOUND', async () => {
    const project = await newProject();
    const me = await signedInUser(project);
    const teamId = await newTeam(project, me);
    const res = await raceAgainstDelete('delete from team where id = $1', [teamId], () =>
      rawFetch('/users/me', jsonInit('PATCH', project.clientHeaders(me.accessToken), { selected_team_id: teamId })),
    );
    const r = await known(res);
    expect({ status: r.status, code: r.code }, r.body).toEqual({ status: 404, code: 'TEAM_NOT_FOUND' });
    expect(JSON.parse(r.body).details).toEqual({ team_id: teamId });
  });

  it('POST /teams {creator_user_id} while the user is deleted: 404 USER_NOT_FOUND, and no team is left', async () => {
    const project = await newProject();
    const user = await signedInUser(project);
    const res = await raceAgainstDelete('delete from project_user where id = $1', [user.id], () =>
      rawFetch('/teams', jsonInit('POST', project.serverHeaders(), { display_name: 'Raced team', creator_user_id: user.id })),
    );
    const r = await known(res);
    expect({ status: r.status, code: r.code }, r.body).toEqual({ status: 404, code: 'USER_NOT_FOUND' });
    const teams = await db.query(`select 1 from team where project_id = $1 and display_name = 'Raced team'`, [project.id]);
    expect(teams.rows).toEqual([]);
  });

  it('POST /user-api-keys while its user is deleted: 404 USER_NOT_FOUND', async () => {
    const project = await newProject({ allow_user_api_keys: true });
    const user = await signedInUser(project);
    const res = await raceAgainstDelete('delete from project_user where id = $1', [user.id], () =>
      rawFetch('/user-api-keys', jsonInit('POST', project.clientHeaders(user.accessToken), { user_id: 'me', description: 'raced', expires_at_millis: null })),
    );
    const r = await known(res);
    expect({ status: r.status, code: r.code }, r.body).toEqual({ status: 404, code: 'USER_NOT_FOUND' });
  });
});

/** Both requests at once, many times: every answer is a success or a known error, never a 5xx. */
async function expectNoServerErrors(rounds: number, pair: (project: TestProject) => Promise<[Promise<Response>, Promise<Response>]>) {
  const project = await newProject({ allow_user_api_keys: true });
  const seen = new Set<string>();
  for (let i = 0; i < rounds; i++) {
    const [a, b] = await pair(project);
    for (const res of await Promise.all([a, b])) {
      const r = await known(res);
      expect(r.status, r.body).toBeLessThan(500);
      if (r.status >= 400) expect(r.code, r.body).not.toBeNull();
      seen.add(`${r.status} ${r.code ?? ''}`.trim());
    }
  }
  return seen;
}

describe('the three reported pairs fired concurrently', () => {
  const ROUNDS = 15;

  it('PATCH /users/me {selected_team_id} vs DELETE /teams/{id}', async () => {
    await expectNoServerErrors(ROUNDS, async (project) => {
      const me = await signedInUser(project);
      const teamId = await newTeam(project, me);
      return [
        rawFetch('/users/me', jsonInit('PATCH', project.clientHeaders(me.accessToken), { selected_team_id: teamId })),
        rawFetch(`/teams/${teamId}`, { method: 'DELETE', headers: project.serverHeaders() }),
      ];
    });
  });

  it('POST /teams {creator_user_id} vs DELETE /users/{id}', async () => {
    await expectNoServerErrors(ROUNDS, async (project) => {
      const user = await signedInUser(project);
      return [
        rawFetch('/teams', jsonInit('POST', project.serverHeaders(), { display_name: 'T', creator_user_id: user.id })),
        rawFetch(`/users/${user.id}`, { method: 'DELETE', headers: project.serverHeaders() }),
      ];
    });
  });

  it('POST /user-api-keys vs DELETE /users/{id}', async () => {
    await expectNoServerErrors(ROUNDS, async (project) => {
      const user = await signedInUser(project);
      return [
        rawFetch('/user-api-keys', jsonInit('POST', project.clientHeaders(user.accessToken), { user_id: 'me', description: 'k', expires_at_millis: null })),
        rawFetch(`/users/${user.id}`, { method: 'DELETE', headers: project.serverHeaders() }),
      ];
    });
  });
});
