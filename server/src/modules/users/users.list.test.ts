import { describe, expect, it } from 'vitest';
import { newProject, rawFetch, testDeps, uniqueEmail, type TestProject } from '../../../test/harness.ts';
import { expectKnownError } from '../../../test/known-errors.ts';

type ListQuery = { cursor?: string; limit?: number; desc?: boolean; query?: string; include_anonymous?: boolean; team_id?: string };

async function list(project: TestProject, query: ListQuery = {}) {
  const { data, response, error } = await project.server().GET('/users', { params: { query } });
  expect(response.status, JSON.stringify(error)).toBe(200);
  return data!;
}

/** Follows next_cursor from the first page to the last, returning every id in order. */
async function walk(project: TestProject, query: ListQuery) {
  const ids: string[] = [];
  let cursor: string | undefined;
  for (let pages = 0; pages < 50; pages++) {
    const page = await list(project, { ...query, ...(cursor ? { cursor } : {}) });
    expect(page.items.length).toBeLessThanOrEqual(query.limit!);
    ids.push(...page.items.map((u) => u.id));
    if (page.pagination.next_cursor === null) return ids;
    cursor = page.pagination.next_cursor;
  }
  throw new Error('pagination did not end');
}

async function createUsers(project: TestProject, n: number, fields: Record<string, unknown> = {}) {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const { data } = await project.server().POST('/users', { body: { display_name: `User ${i}`, primary_email: uniqueEmail(), ...fields } });
    ids.push(data!.id);
  }
  return ids;
}

describe('GET /users', () => {
  it('lists every user oldest first without a limit, with no next cursor', async () => {
    const project = await newProject();
    const ids = await createUsers(project, 4);
    const page = await list(project);
    expect(page.is_paginated).toBe(true);
    expect(page.pagination.next_cursor).toBeNull();
    expect(page.items.map((u) => u.id)).toEqual(ids);
    const times = page.items.map((u) => u.signed_up_at_millis);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(page.items[0]).toHaveProperty('server_metadata');
  });

  it('walks all pages with a limit, in both directions', async () => {
    const project = await newProject();
    const ids = await createUsers(project, 7);
    const first = await list(project, { limit: 3 });
    expect(first.items.map((u) => u.id)).toEqual(ids.slice(0, 3));
    // The cursor is inclusive: the id of the first user of the next page.
    expect(first.pagination.next_cursor).toBe(ids[3]);
    expect(await walk(project, { limit: 3 })).toEqual(ids);
    expect(await walk(project, { limit: 2, desc: true })).toEqual([...ids].reverse());
    expect(await walk(project, { limit: 7 })).toEqual(ids);
    expect((await list(project, { limit: 7 })).pagination.next_cursor).toBeNull();
    expect(await walk(project, { limit: 1000 })).toEqual(ids);
  });

  it('breaks ties in sign-up time by id, so no user is skipped or repeated', async () => {
    const project = await newProject();
    const ids = await createUsers(project, 5);
    const deps = await testDeps();
    await deps.em.getConnection().execute(`update project_user set signed_up_at = '2026-01-01T00:00:00Z' where project_id = ?`, [project.id]);
    const sorted = [...ids].sort();
    expect(await walk(project, { limit: 2 })).toEqual(sorted);
    expect(await walk(project, { limit: 2, desc: true })).toEqual([...sorted].reverse());
  });

  it('leaves anonymous users out unless asked', async () => {
    const project = await newProject();
    const [regular] = await createUsers(project, 1);
    const anon = (await project.server().POST('/users', { body: { is_anonymous: true } })).data!.id;
    expect((await list(project)).items.map((u) => u.id)).toEqual([regular]);
    expect((await list(project, { include_anonymous: false })).items.map((u) => u.id)).toEqual([regular]);
    expect((await list(project, { include_anonymous: true })).items.map((u) => u.id)).toEqual([regular, anon]);
  });

  it('searches by id, display name and contact-channel value, case-insensitively and literally', async () => {
    const project = await newProject();
    const email = uniqueEmail('Findme');
    const [byName] = await createUsers(project, 1, { display_name: 'Grace Hopper' });
    const byEmail = (await project.server().POST('/users', { body: { display_name: 'Someone', primary_email: email } })).data!.id;
    const percent = (await project.server().POST('/users', { body: { display_name: '100% sure' } })).data!.id;
    await createUsers(project, 2);
    expect((await list(project, { query: 'hOPPer' })).items.map((u) => u.id)).toEqual([byName]);
    expect((await list(project, { query: email.slice(0, 14).toUpperCase() })).items.map((u) => u.id)).toEqual([byEmail]);
    expect((await list(project, { query: byEmail })).items.map((u) => u.id)).toEqual([byEmail]);
    expect((await list(project, { query: byEmail.toUpperCase() })).items.map((u) => u.id)).toEqual([byEmail]);
    expect((await list(project, { query: '0%' })).items.map((u) => u.id)).toEqual([percent]);
    expect((await list(project, { query: '_' })).items).toEqual([]);
    expect((await list(project, { query: 'nobody-by-this-name' })).items).toEqual([]);
  });

  it('searches through the trigram index of user_search: one row per user matching name or e-mail, own project only', async () => {
    const project = await newProject();
    const other = await newProject();
    const email = uniqueEmail('trgmcase');
    const both = (await project.server().POST('/users', { body: { display_name: 'trgmcase Liskov', primary_email: email } })).data!.id;
    const [nameOnly] = await createUsers(project, 1, { display_name: 'Barbara TRGMCASE' });
    await createUsers(other, 1, { display_name: 'trgmcase elsewhere' });
    expect((await list(project, { query: 'TrgmCase' })).items.map((u) => u.id)).toEqual([both, nameOnly]);
    expect((await list(project, { query: email.slice(0, 12) })).items.map((u) => u.id)).toEqual([both]);
    // The search reads user_search (users migration 20261128200000, which moved the trigram index
    // there from project_user and contact_channel): with sequential scans priced out, the text test
    // reads its trigram index (the project's own range, user_search_list_idx, wins in the small
    // shared test database, so the plan is asked for the text alone).
    const plan = await (await testDeps()).em.transactional(async (em) => {
      await em.execute('set local enable_seqscan = off');
      const rows = (await em.execute(`explain select s.user_id from user_search s where s.search_text ilike ?`, ['%trgmcase%'])) as Record<string, string>[];
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('user_search_text_trgm_idx');
    const indexes = (await (await testDeps()).em.execute(
      `select indexname, indexdef from pg_indexes where indexname in ('user_search_text_trgm_idx', 'project_user_display_name_trgm_idx', 'contact_channel_value_trgm_idx') order by indexname`,
    )) as { indexname: string; indexdef: string }[];
    expect(indexes.map((i) => i.indexname)).toEqual(['user_search_text_trgm_idx']);
    expect(indexes[0].indexdef).toMatch(/USING gin \(search_text gin_trgm_ops\)/);
  });

  it('lists only the members of a team', async () => {
    const project = await newProject({ create_team_on_sign_up: true });
    const [owner, joiner, outsider] = await createUsers(project, 3);
    const team = (await project.server().GET('/users/{user_id}', { params: { path: { user_id: owner } } })).data!.selected_team_id!;
    // Set-up: a second member (the memberships API is another module's).
    const deps = await testDeps();
    await deps.em.getConnection().execute(`insert into team_member (project_id, team_id, user_id) values (?, ?, ?)`, [project.id, team, joiner]);
    const members = (await list(project, { team_id: team })).items.map((u) => u.id);
    expect(members).toEqual([owner, joiner]);
    expect(members).not.toContain(outsider);
  });

  it('never shows another project\'s users, not even by id or team', async () => {
    const a = await newProject({ create_team_on_sign_up: true });
    const b = await newProject({ create_team_on_sign_up: true });
    const [mine] = await createUsers(a, 1);
    const [theirs] = await createUsers(b, 1);
    const theirTeam = (await b.server().GET('/users/{user_id}', { params: { path: { user_id: theirs } } })).data!.selected_team_id!;
    expect((await list(a)).items.map((u) => u.id)).toEqual([mine]);
    expect((await list(a, { query: theirs })).items).toEqual([]);
    expect((await list(a, { team_id: theirTeam })).items).toEqual([]);
    expect((await list(a, { cursor: theirs, limit: 5 })).items).toEqual([]);
  });

  it('refuses a limit outside 1..1000 and unknown parameters', async () => {
    const project = await newProject();
    const cases: [string, string][] = [
      ['limit=1001', 'query.limit must be less than or equal to 1000'],
      ['limit=0', 'query.limit must be greater than or equal to 1'],
      ['limit=2.5', 'query.limit must be an integer'],
      ['desc=yes', 'query.desc must be one of the following values: true, false'],
      ['cursor=abc', 'query.cursor must be a valid UUID'],
      ['order_by=display_name', 'query.order_by must be one of the following values: signed_up_at'],
      ['extra=1', 'query contains unknown properties: extra'],
    ];
    for (const [qs, line] of cases) {
      const res = await rawFetch(`/users?${qs}`, { headers: project.serverHeaders() });
      expect(res.status).toBe(400);
      expect(res.headers.get('x-stack-known-error')).toBe('SCHEMA_ERROR');
      expect(((await res.json()) as { error: string }).error).toBe(`Request validation failed on GET /api/v1/users:\n  - ${line}`);
    }
    const typed = await project.server().GET('/users', { params: { query: { limit: 1001 } } });
    expectKnownError(typed, 400, 'SCHEMA_ERROR');
  });
});
