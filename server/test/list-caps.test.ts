import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newProject, rawFetch, type TestProject } from './harness.ts';
import { jsonInit, newTeam, signedInUser } from './factories.ts';
import { expectKnownError } from './known-errors.ts';
import { post, startInProcess, type LimitedServer } from './limited-servers.ts';
import { LIMITS } from '../src/http/limits.ts';

/**
 * Issue 19 item 3, "make list responses bounded in bytes": the lists the wire contract does not
 * paginate (`is_paginated: false`) have bounded rows, so their NUMBER of rows is what must be
 * bounded where one end user can grow it. Each cap is counted under a lock on the owner's row
 * (user or team), so a burst of concurrent requests cannot pass it; a refusal is a known error and
 * writes nothing. Server access creating teams is trusted and not capped.
 */

const CALLBACK = 'http://localhost:3000/handler/team-invitation';

/** Runs `n` calls of `f` in parallel batches of `size`; their statuses. */
async function inBatches(n: number, size: number, f: () => Promise<Response>): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < n; i += size) statuses.push(...(await Promise.all(Array.from({ length: Math.min(size, n - i) }, f))).map((r) => r.status));
  return statuses;
}

const listLength = async (project: TestProject, path: string, accessToken: string) => {
  const res = await rawFetch(path, { headers: project.clientHeaders(accessToken) });
  expect(res.status).toBe(200);
  const body = await res.json();
  expect(body.is_paginated).toBe(false);
  return body.items.length as number;
};

describe('teams one user belongs to', () => {
  it(`a client whose user is in ${LIMITS.teamsPerUser} teams cannot create another (TEAM_LIMIT_REACHED, no team written); a burst stops at the cap; leaving makes room`, async () => {
    const project = await newProject({ client_team_creation_enabled: true });
    const me = await signedInUser(project);
    const headers = project.clientHeaders(me.accessToken);
    const create = () => rawFetch('/teams', jsonInit('POST', headers, { display_name: 'mine', client_metadata: { k: 'v' } }));

    // Server access is not capped: it puts the user in LIMITS.teamsPerUser - 5 teams.
    const start = await listLength(project, '/teams?user_id=me', me.accessToken);
    const serverTeams = await Promise.all(Array.from({ length: LIMITS.teamsPerUser - 5 - start }, () => newTeam(project, me)));
    // A burst of 20 client creations: exactly the 5 left pass, whatever the interleaving.
    const burst = await Promise.all(Array.from({ length: 20 }, create));
    expect(burst.filter((r) => r.status === 201)).toHaveLength(5);
    for (const r of burst.filter((r) => r.status !== 201)) {
      const body = await expectKnownError(r, 409, 'TEAM_LIMIT_REACHED');
      expect(body.details).toEqual({ max: LIMITS.teamsPerUser });
    }
    expect(await listLength(project, '/teams?user_id=me', me.accessToken)).toBe(LIMITS.teamsPerUser);
    await expectKnownError(await create(), 409, 'TEAM_LIMIT_REACHED');
    // Nothing was written: the project holds exactly the teams that were allowed.
    const all = await (await rawFetch('/teams', { headers: project.serverHeaders() })).json();
    expect(all.items).toHaveLength(LIMITS.teamsPerUser);  // the user's teams are all the project has

    // Leaving a team makes room for one more.
    expect((await rawFetch(`/team-memberships/${serverTeams[0]}/me`, jsonInit('DELETE', headers, {}))).status).toBe(200);
    expect((await create()).status).toBe(201);
    await expectKnownError(await create(), 409, 'TEAM_LIMIT_REACHED');
    // Another user of the project is not affected, and the server keeps answering.
    const other = await signedInUser(project);
    expect((await rawFetch('/teams', jsonInit('POST', project.clientHeaders(other.accessToken), { display_name: 'theirs' }))).status).toBe(201);
    expect((await rawFetch('/users/me', { headers })).status).toBe(200);
  });
});

describe('contact channels per user', () => {
  it(`the ${LIMITS.contactChannelsPerUser + 1}st channel is CONTACT_CHANNEL_LIMIT_REACHED, under a burst too; deleting one makes room`, async () => {
    const project = await newProject();
    const me = await signedInUser(project);
    const headers = project.clientHeaders(me.accessToken);
    let n = 0;
    const add = () => rawFetch('/contact-channels', jsonInit('POST', headers, { user_id: 'me', type: 'email', value: `extra-${n++}-${me.id}@example.com`, used_for_auth: false }));
    // A burst of LIMITS + 10 (the user's own primary address counts too) leaves exactly LIMITS.
    const start = await listLength(project, '/contact-channels?user_id=me', me.accessToken);
    const statuses = await inBatches(LIMITS.contactChannelsPerUser + 10, 30, add);
    expect(statuses.filter((s) => s === 201)).toHaveLength(LIMITS.contactChannelsPerUser - start);
    expect(statuses.filter((s) => s !== 201 && s !== 409)).toEqual([]);
    const refused = await expectKnownError(await add(), 409, 'CONTACT_CHANNEL_LIMIT_REACHED');
    expect(refused.details).toEqual({ max: LIMITS.contactChannelsPerUser });
    const list = await (await rawFetch('/contact-channels?user_id=me', { headers })).json();
    expect(list.items).toHaveLength(LIMITS.contactChannelsPerUser);
    // Server access is held to the same cap (the list is the user's, whoever adds to it).
    await expectKnownError(
      await rawFetch('/contact-channels', jsonInit('POST', project.serverHeaders(), { user_id: me.id, type: 'email', value: `server-${me.id}@example.com`, used_for_auth: false })),
      409,
      'CONTACT_CHANNEL_LIMIT_REACHED',
    );
    // The existing-address answer of the contract is kept at the cap as well.
    const extra = list.items.find((c: { is_primary: boolean }) => !c.is_primary);
    expect((await rawFetch('/contact-channels', jsonInit('POST', headers, { user_id: 'me', type: 'email', value: extra.value, used_for_auth: false }))).status).toBe(400);
    expect((await rawFetch(`/contact-channels/me/${extra.id}`, jsonInit('DELETE', headers, {}))).status).toBe(200);
    expect((await add()).status).toBe(201);
    expect((await rawFetch('/users/me', { headers })).status).toBe(200);
  });
});

describe('pending invitations per team', () => {
  it(`the ${LIMITS.pendingInvitationsPerTeam + 1}st pending invitation is TEAM_INVITATION_LIMIT_REACHED, under a burst too; withdrawing one makes room`, async () => {
    const project = await newProject({ team_member_default_permissions: [] });
    const owner = await signedInUser(project);
    const team = await newTeam(project, owner);
    const headers = project.clientHeaders(owner.accessToken);
    let n = 0;
    const send = () => rawFetch('/team-invitations/send-code', jsonInit('POST', headers, { team_id: team, email: `invitee-${n++}@example.com`, callback_url: CALLBACK }));
    const statuses = await inBatches(LIMITS.pendingInvitationsPerTeam + 10, 30, send);
    expect(statuses.filter((s) => s !== 200 && s !== 409)).toEqual([]);
    expect(statuses.filter((s) => s === 200)).toHaveLength(LIMITS.pendingInvitationsPerTeam);
    expect(statuses.filter((s) => s !== 200 && s !== 409)).toEqual([]);
    const refused = await expectKnownError(await send(), 409, 'TEAM_INVITATION_LIMIT_REACHED');
    expect(refused.details).toEqual({ max: LIMITS.pendingInvitationsPerTeam });
    const list = await (await rawFetch(`/team-invitations?team_id=${team}`, { headers })).json();
    expect(list.items).toHaveLength(LIMITS.pendingInvitationsPerTeam);
    // Withdrawing one makes room for exactly one.
    expect((await rawFetch(`/team-invitations/${list.items[0].id}?team_id=${team}`, jsonInit('DELETE', headers, {}))).status).toBe(200);
    expect((await send()).status).toBe(200);
    await expectKnownError(await send(), 409, 'TEAM_INVITATION_LIMIT_REACHED');
    // Another team is not affected.
    const other = await newTeam(project, owner);
    expect((await rawFetch('/team-invitations/send-code', jsonInit('POST', headers, { team_id: other, email: 'someone@example.com', callback_url: CALLBACK }))).status).toBe(200);
  });
});

describe('the sessions list', () => {
  it(`lists the newest ${LIMITS.listedSessions} sessions, newest first; older ones still work`, async () => {
    const project = await newProject();
    const me = await signedInUser(project);
    const sessions: { refresh_token: string; access_token: string }[] = [];
    for (let i = 0; i < LIMITS.listedSessions + 4; i += 1) {
      const res = await rawFetch('/auth/sessions', jsonInit('POST', project.serverHeaders(), { user_id: me.id }));
      expect(res.status).toBe(200);
      sessions.push(await res.json());
    }
    // Listed with the newest session's token: it is the first item, marked current.
    const newest = await (await rawFetch('/auth/sessions?user_id=me', { headers: project.clientHeaders(sessions.at(-1)!.access_token) })).json();
    expect(newest.is_paginated).toBe(false);
    expect(newest.items).toHaveLength(LIMITS.listedSessions);
    const created = newest.items.map((s: { created_at: number }) => s.created_at);
    expect(created).toEqual([...created].sort((a: number, b: number) => b - a));
    expect(newest.items[0].is_current_session).toBe(true);
    // The first session (the factory's, the oldest) is not listed but still refreshes.
    expect(newest.items.some((s: { id: string }) => s.id === me.sessionId)).toBe(false);
    expect(await refreshed(project, me.refreshToken)).toBeTruthy();
  });
});

async function refreshed(project: TestProject, refreshToken: string): Promise<string> {
  const res = await rawFetch('/auth/sessions/current/refresh', { method: 'POST', headers: { ...project.clientHeaders(), 'x-stack-refresh-token': refreshToken } });
  expect(res.status).toBe(200);
  return (await res.json()).access_token;
}

describe('team creation is rate limited', () => {
  let limited: LimitedServer;
  beforeAll(async () => {
    limited = await startInProcess();
  });
  afterAll(() => limited?.close());

  it('team_creations_per_user counts client creations per user; then 429 and nothing is created; server access is not counted', async () => {
    const project = await newProject({ client_team_creation_enabled: true, rate_limits: { team_creations_per_user: { max: 2, window_seconds: 600 } } });
    const me = await signedInUser(project);
    const headers = project.clientHeaders(me.accessToken);
    const create = () => post(limited, '/teams', headers, { display_name: 'mine' });
    expect((await create()).status).toBe(201);
    expect((await create()).status).toBe(201);
    const body = await expectKnownError(await create(), 429, 'TOO_MANY_REQUESTS');
    expect(body.details).toMatchObject({ limit: 'team_creations_per_user' });
    const list = await (await fetch(`${limited.url}/api/v1/teams?user_id=me`, { headers })).json();
    expect(list.items).toHaveLength(2);
    // Server access (trusted) creating a team for the same user is not counted.
    expect((await post(limited, '/teams', project.serverHeaders(), { display_name: 's', creator_user_id: me.id })).status).toBe(201);
    // Another user has its own bucket.
    const other = await signedInUser(project);
    expect((await post(limited, '/teams', project.clientHeaders(other.accessToken), { display_name: 'theirs' })).status).toBe(201);
  });
});
