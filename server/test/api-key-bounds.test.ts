import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newProject, rawFetch } from './harness.ts';
import { jsonInit, newTeam, signedInUser } from './factories.ts';
import { expectKnownError } from './known-errors.ts';
import { post, startInProcess, type LimitedServer } from './limited-servers.ts';
import { LIMITS } from '../src/http/limits.ts';

/**
 * Issue 19 item 3: one end user could store megabyte descriptions in any number of API keys, with
 * no rate limit, until listing them ran the server out of memory. Now: every request value is
 * bounded (test/request-bounds.test.ts holds the class), each user and team holds at most
 * LIMITS.ownerApiKeys live keys, and key creation is rate limited per user.
 */

const BOTH = { allow_user_api_keys: true, allow_team_api_keys: true };
const MEGABYTE = 'x'.repeat(1024 * 1024);

describe('API key descriptions are bounded', () => {
  it('a megabyte description is a SCHEMA_ERROR on create and update (user and team keys), and nothing is stored', async () => {
    const project = await newProject(BOTH);
    const me = await signedInUser(project);
    const teamId = await newTeam(project, me);
    const headers = project.clientHeaders(me.accessToken);
    const tooLong = await expectKnownError(await rawFetch('/user-api-keys', jsonInit('POST', headers, { user_id: 'me', description: MEGABYTE, expires_at_millis: null })), 400, 'SCHEMA_ERROR');
    expect(tooLong.error).toContain(`body.description must be at most ${LIMITS.description} characters`);
    await expectKnownError(await rawFetch('/team-api-keys', jsonInit('POST', project.serverHeaders(), { team_id: teamId, description: MEGABYTE, expires_at_millis: null })), 400, 'SCHEMA_ERROR');
    const list = await (await rawFetch('/user-api-keys?user_id=me', { headers })).json();
    expect(list.items).toEqual([]);

    // Exactly at the limit is fine; one more character on update is refused and changes nothing.
    const created = await rawFetch('/user-api-keys', jsonInit('POST', headers, { user_id: 'me', description: 'd'.repeat(LIMITS.description), expires_at_millis: null }));
    expect(created.status).toBe(200);
    const key = await created.json();
    await expectKnownError(await rawFetch(`/user-api-keys/${key.id}`, jsonInit('PATCH', headers, { description: 'e'.repeat(LIMITS.description + 1) })), 400, 'SCHEMA_ERROR');
    const after = await (await rawFetch(`/user-api-keys/${key.id}`, { headers })).json();
    expect(after.description).toBe('d'.repeat(LIMITS.description));
    // The server kept answering throughout.
    expect((await rawFetch('/users/me', { headers })).status).toBe(200);
  });
});

describe('live keys per owner are capped', () => {
  it(`the ${LIMITS.ownerApiKeys + 1}st live user key is API_KEY_LIMIT_REACHED; revoking one makes room; team keys likewise`, async () => {
    const project = await newProject(BOTH);
    const me = await signedInUser(project);
    const headers = project.clientHeaders(me.accessToken);
    const create = () => rawFetch('/user-api-keys', jsonInit('POST', headers, { user_id: 'me', description: 'k', expires_at_millis: null }));
    const ids: string[] = [];
    // In parallel batches: the owner's row lock must keep concurrent creations under the cap too.
    for (let i = 0; i < LIMITS.ownerApiKeys; i += 20) {
      const batch = await Promise.all(Array.from({ length: 20 }, create));
      for (const res of batch) {
        expect(res.status).toBe(200);
        ids.push((await res.json()).id);
      }
    }
    const refused = await expectKnownError(await create(), 409, 'API_KEY_LIMIT_REACHED');
    expect(refused.details).toEqual({ max_live_keys: LIMITS.ownerApiKeys });
    // A burst over the cap: still exactly the cap.
    const burst = await Promise.all(Array.from({ length: 10 }, create));
    expect(burst.map((r) => r.status)).toEqual(Array(10).fill(409));
    const list = await (await rawFetch('/user-api-keys?user_id=me', { headers })).json();
    expect(list.items).toHaveLength(LIMITS.ownerApiKeys);

    expect((await rawFetch(`/user-api-keys/${ids[0]}`, jsonInit('PATCH', headers, { revoked: true }))).status).toBe(200);
    expect((await create()).status).toBe(200);
    // The listing: every live key plus the newest ended ones (at most LIMITS.ownerApiKeys of those).
    const relisted = await (await rawFetch('/user-api-keys?user_id=me', { headers })).json();
    expect(relisted.items).toHaveLength(LIMITS.ownerApiKeys + 1);
    expect(relisted.items.filter((k: { manually_revoked_at_millis?: number }) => k.manually_revoked_at_millis !== undefined).map((k: { id: string }) => k.id)).toEqual([ids[0]]);

    const teamId = await newTeam(project, me);
    const team = () => rawFetch('/team-api-keys', jsonInit('POST', project.serverHeaders(), { team_id: teamId, description: 't', expires_at_millis: null }));
    for (let i = 0; i < LIMITS.ownerApiKeys; i += 25) for (const res of await Promise.all(Array.from({ length: 25 }, team))) expect(res.status).toBe(200);
    await expectKnownError(await team(), 409, 'API_KEY_LIMIT_REACHED');
  });

  it('an expired key does not count toward the cap', async () => {
    const project = await newProject(BOTH);
    const me = await signedInUser(project);
    const headers = project.clientHeaders(me.accessToken);
    const soon = Date.now() + 1500;
    for (let i = 0; i < LIMITS.ownerApiKeys; i += 25) {
      await Promise.all(Array.from({ length: 25 }, () => rawFetch('/user-api-keys', jsonInit('POST', headers, { user_id: 'me', description: 'k', expires_at_millis: soon }))));
    }
    // Wait (by the keys' state, not a fixed time) until they have expired.
    while (Date.now() <= soon) await new Promise((r) => setTimeout(r, 100));
    const res = await rawFetch('/user-api-keys', jsonInit('POST', headers, { user_id: 'me', description: 'k', expires_at_millis: null }));
    expect(res.status).toBe(200);
  });
});

describe('key creation is rate limited', () => {
  let limited: LimitedServer;
  beforeAll(async () => {
    limited = await startInProcess();
  });
  afterAll(() => limited?.close());

  it('api_key_creations_per_user: user and team keys of one user count together; then 429 and nothing is created', async () => {
    const project = await newProject({ ...BOTH, rate_limits: { api_key_creations_per_user: { max: 3, window_seconds: 600 } } });
    const me = await signedInUser(project);
    const teamId = await newTeam(project, me);
    const headers = project.clientHeaders(me.accessToken);
    const userKey = () => post(limited, '/user-api-keys', headers, { user_id: 'me', description: 'k', expires_at_millis: null });
    const teamKey = () => post(limited, '/team-api-keys', headers, { team_id: teamId, description: 'k', expires_at_millis: null });
    expect((await userKey()).status).toBe(200);
    expect((await teamKey()).status).toBe(200);
    expect((await userKey()).status).toBe(200);
    const body = await expectKnownError(await userKey(), 429, 'TOO_MANY_REQUESTS');
    expect(body.details).toMatchObject({ limit: 'api_key_creations_per_user' });
    await expectKnownError(await teamKey(), 429, 'TOO_MANY_REQUESTS');
    const list = await (await fetch(`${limited.url}/api/v1/user-api-keys?user_id=me`, { headers })).json();
    expect(list.items).toHaveLength(2);
    // Another user of the project has its own bucket, and the server keeps answering.
    const other = await signedInUser(project);
    expect((await post(limited, '/user-api-keys', project.clientHeaders(other.accessToken), { user_id: 'me', description: 'k', expires_at_millis: null })).status).toBe(200);
  });
});
