import { describe, expect, it } from 'vitest';
import { newProject, rawFetch, type Headers } from './harness.ts';
import { signedInUser } from './factories.ts';

/**
 * Issue 19 item 12: metadata is the caller's JSON, whatever its keys are called. `constructor`
 * answered 500 (MikroORM walked the object and read `value.constructor.name`); `__proto__`,
 * `__entity` and the like are read specially by naive object walkers. Each must be stored and read
 * back verbatim, at any depth, in arrays, in all three fields, for users and teams, POST and PATCH.
 */

const AWKWARD_KEYS = ['constructor', '__proto__', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '__entity', '__helper', '__meta', '__reference', 'then'];

/**
 * A document with every awkward key at the top, nested, and inside arrays, with values of several
 * kinds. Built as JSON text and parsed, so `__proto__` is an own property (an object literal would
 * set the prototype instead).
 */
function awkwardJson(): string {
  const leaf = (k: string) => `{${JSON.stringify(k)}: {"name": ${JSON.stringify(k)}, "toLowerCase": 1}}`;
  const entries = AWKWARD_KEYS.map((k, i) => `${JSON.stringify(k)}: ${[1, '"text"', 'null', 'true', '[1, {"constructor": 2}]', leaf(k)][i % 6]}`);
  return `{${entries.join(', ')}, "deep": {"a": [${AWKWARD_KEYS.map(leaf).join(', ')}], "b": {"constructor": {"constructor": {"__proto__": [{"constructor": {}}]}}}}}`;
}

const FIELDS = ['client_metadata', 'client_read_only_metadata', 'server_metadata'] as const;

function bodyWith(extra: Record<string, unknown>, fields: readonly string[] = FIELDS): string {
  // Spliced in as text so each field's `__proto__` keys stay own properties on the way out.
  const metadata = fields.map((f) => `${JSON.stringify(f)}: ${awkwardJson()}`).join(', ');
  const rest = JSON.stringify(extra).slice(1, -1);
  return `{${metadata}${rest ? `, ${rest}` : ''}}`;
}

async function send(method: string, path: string, headers: Headers, body: string): Promise<Record<string, unknown>> {
  const res = await rawFetch(path, { method, headers: { ...headers, 'content-type': 'application/json' }, body });
  const text = await res.text();
  expect(res.status, text.slice(0, 300)).toBeLessThan(300);
  return JSON.parse(text) as Record<string, unknown>;
}

async function read(path: string, headers: Headers): Promise<Record<string, unknown>> {
  const res = await rawFetch(path, { headers });
  expect(res.status).toBe(200);
  return JSON.parse(await res.text()) as Record<string, unknown>;
}

function expectVerbatim(view: Record<string, unknown>, fields: readonly string[] = FIELDS) {
  const expected = JSON.parse(awkwardJson()) as unknown;
  for (const f of fields) {
    expect(view[f], f).toEqual(expected);
    // toEqual would not see a key turned into a prototype; the serialised text does.
    expect(JSON.stringify(view[f]).length, f).toBe(JSON.stringify(expected).length);
    expect(Object.keys(view[f] as object), f).toContain('__proto__');
  }
}

describe('metadata with keys named constructor, __proto__ and friends', () => {
  it('users: POST and PATCH (server), PATCH /users/me (client) store and return it verbatim', async () => {
    const project = await newProject();
    const created = await send('POST', '/users', project.serverHeaders(), bodyWith({ display_name: 'Ada' }));
    expectVerbatim(created);
    expectVerbatim(await read(`/users/${created.id as string}`, project.serverHeaders()));

    const me = await signedInUser(project);
    const patched = await send('PATCH', `/users/${me.id}`, project.serverHeaders(), bodyWith({ display_name: 'Bea' }));
    expectVerbatim(patched);
    expectVerbatim(await read(`/users/${me.id}`, project.serverHeaders()));

    const other = await signedInUser(project);
    const own = await send('PATCH', '/users/me', project.clientHeaders(other.accessToken), bodyWith({}, ['client_metadata']));
    expectVerbatim(own, ['client_metadata']);
    // The list reads the same rows.
    const list = await read('/users?limit=100', project.serverHeaders());
    const listed = (list.items as Record<string, unknown>[]).find((u) => u.id === created.id)!;
    expectVerbatim(listed);
  });

  it('teams: POST and PATCH (server) store and return it verbatim, also as a selected team', async () => {
    const project = await newProject();
    const owner = await signedInUser(project);
    const team = await send('POST', '/teams', project.serverHeaders(), bodyWith({ display_name: 'Team', creator_user_id: owner.id }));
    expectVerbatim(team);
    const patched = await send('PATCH', `/teams/${team.id as string}`, project.serverHeaders(), bodyWith({ display_name: 'Renamed' }));
    expectVerbatim(patched);
    expectVerbatim(await read(`/teams/${team.id as string}`, project.serverHeaders()));
    // Selected team: read through the other path (em.find on team).
    await send('PATCH', `/users/${owner.id}`, project.serverHeaders(), JSON.stringify({ selected_team_id: team.id }));
    const user = await read(`/users/${owner.id}`, project.serverHeaders());
    expectVerbatim(user.selected_team as Record<string, unknown>);
  });
});
