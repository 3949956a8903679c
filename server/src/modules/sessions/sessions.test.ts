import { describe, expect, it } from 'vitest';
import { newProject, rawFetch, type TestProject } from '../../../test/harness.ts';
import { claimsOf, refreshWithHeader, signIn, signUp } from '../../../test/auth-helpers.ts';
import { expectKnownError } from '../../../test/known-errors.ts';

const sessionIdOf = (accessToken: string) => claimsOf(accessToken).refresh_token_id as string;
const me = { params: { query: { user_id: 'me' } } };

/** A user with two sessions: the one a test acts from, and another device's. */
async function userOnTwoDevices(project: TestProject) {
  const first = await signUp(project);
  const second = await signIn(project, first.email);
  return { userId: first.user_id, email: first.email, other: first, current: second };
}

describe('GET /auth/sessions', () => {
  it("lists the user's sessions newest first and marks the current one", async () => {
    const project = await newProject();
    const { userId, other, current } = await userOnTwoDevices(project);
    const { data, response } = await project.client(current.access_token).GET('/auth/sessions', me);
    expect(response.status).toBe(200);
    expect(data!.is_paginated).toBe(false);
    expect(data!.items.map((s) => s.id)).toEqual([sessionIdOf(current.access_token), sessionIdOf(other.access_token)]);
    expect(data!.items[0]).toEqual({
      id: sessionIdOf(current.access_token),
      user_id: userId,
      created_at: expect.any(Number),
      last_used_at: expect.any(Number),
      is_impersonation: false,
      is_current_session: true,
      // Issue 22 item 1 (session-origin.test.ts covers them): where and how it was signed in.
      last_used_at_end_user_ip_info: expect.objectContaining({ ip: '127.0.0.1' }),
      sign_in_method: 'password',
      user_agent: expect.any(String),
      browser_name: null,
      browser_version: null,
      os_name: null,
      device_type: 'unknown',
    });
    expect(data!.items[1].is_current_session).toBe(false);
    expect(data!.items[0].created_at).toBeGreaterThanOrEqual(data!.items[1].created_at);
  });

  it('lets a client list only its own sessions', async () => {
    const project = await newProject();
    const alice = await signUp(project);
    const bob = await signUp(project);
    expectKnownError(await project.client(alice.access_token).GET('/auth/sessions', { params: { query: { user_id: bob.user_id } } }), 403, 'CANNOT_ACCESS_OTHER_USER');
    expectKnownError(await project.client().GET('/auth/sessions', me), 400, 'CANNOT_GET_OWN_USER_WITHOUT_USER');
    const byServer = await project.server().GET('/auth/sessions', { params: { query: { user_id: bob.user_id } } });
    expect(byServer.data!.items.map((s) => s.user_id)).toEqual([bob.user_id]);
    expect(byServer.data!.items[0].is_current_session).toBe(false);
  });

  it('shows impersonation sessions to admins only', async () => {
    const project = await newProject();
    const user = await signUp(project);
    const opened = await project.admin().POST('/auth/sessions', { body: { user_id: user.user_id, is_impersonation: true } });
    expect(opened.response.status).toBe(200);
    const impersonationId = sessionIdOf(opened.data!.access_token);
    const ids = async (c: ReturnType<TestProject['client']>) => (await c.GET('/auth/sessions', { params: { query: { user_id: user.user_id } } })).data!.items.map((s) => s.id);
    expect(await ids(project.client(user.access_token))).toEqual([sessionIdOf(user.access_token)]);
    expect(await ids(project.server())).toEqual([sessionIdOf(user.access_token)]);
    expect(await ids(project.admin())).toEqual([impersonationId, sessionIdOf(user.access_token)]);
  });

  it('needs user_id', async () => {
    const project = await newProject();
    const res = await rawFetch('/auth/sessions', { headers: project.clientHeaders() });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toContain('query.user_id must be defined');
  });
});

describe('DELETE /auth/sessions/{id}', () => {
  it("revokes another session of the user; that device's tokens stop working at once", async () => {
    const project = await newProject();
    const { other, current } = await userOnTwoDevices(project);
    const { data, response } = await project.client(current.access_token).DELETE('/auth/sessions/{id}', { params: { path: { id: sessionIdOf(other.access_token) }, query: { user_id: 'me' } } });
    expect(response.status).toBe(200);
    expect(data).toEqual({ success: true });
    expectKnownError(await project.client(other.access_token).GET('/auth/sessions', me), 401, 'ACCESS_TOKEN_REVOKED');
    expectKnownError(await refreshWithHeader(project, other.refresh_token), 401, 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
    const left = await project.client(current.access_token).GET('/auth/sessions', me);
    expect(left.data!.items.map((s) => s.id)).toEqual([sessionIdOf(current.access_token)]);
  });

  it('refuses to revoke the current session', async () => {
    const project = await newProject();
    const user = await signUp(project);
    const result = await project.client(user.access_token).DELETE('/auth/sessions/{id}', { params: { path: { id: sessionIdOf(user.access_token) }, query: { user_id: 'me' } } });
    expectKnownError(result, 400, 'CANNOT_DELETE_CURRENT_SESSION');
  });

  it("answers another user's or another project's session exactly like a missing one", async () => {
    const project = await newProject();
    const elsewhere = await newProject();
    const alice = await signUp(project);
    const bob = await signUp(project);
    const stranger = await signUp(elsewhere);
    const del = (id: string) => project.client(alice.access_token).DELETE('/auth/sessions/{id}', { params: { path: { id }, query: { user_id: 'me' } } });
    const missing = expectKnownError(await del('3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10'), 404, 'SESSION_NOT_FOUND');
    expect(expectKnownError(await del(sessionIdOf(bob.access_token)), 404, 'SESSION_NOT_FOUND')).toEqual(missing);
    expect(expectKnownError(await del(sessionIdOf(stranger.access_token)), 404, 'SESSION_NOT_FOUND')).toEqual(missing);
    // A server of one project cannot reach a session of another either.
    const crossTenant = await project.server().DELETE('/auth/sessions/{id}', { params: { path: { id: sessionIdOf(stranger.access_token) }, query: { user_id: stranger.user_id } } });
    expect(expectKnownError(crossTenant, 404, 'SESSION_NOT_FOUND')).toEqual(missing);
    // Nothing was revoked by the attempts.
    expect((await project.client(bob.access_token).GET('/auth/sessions', me)).response.status).toBe(200);
    expect((await elsewhere.client(stranger.access_token).GET('/auth/sessions', me)).response.status).toBe(200);
  });

  it("lets a server revoke any session of its project's users", async () => {
    const project = await newProject();
    const user = await signUp(project);
    const result = await project.server().DELETE('/auth/sessions/{id}', { params: { path: { id: sessionIdOf(user.access_token) }, query: { user_id: user.user_id } } });
    expect(result.response.status).toBe(200);
    expectKnownError(await project.client(user.access_token).GET('/auth/sessions', me), 401, 'ACCESS_TOKEN_REVOKED');
  });

  it('checks user_id like the list does', async () => {
    const project = await newProject();
    const alice = await signUp(project);
    const bob = await signUp(project);
    const result = await project.client(alice.access_token).DELETE('/auth/sessions/{id}', { params: { path: { id: sessionIdOf(bob.access_token) }, query: { user_id: bob.user_id } } });
    expectKnownError(result, 403, 'CANNOT_ACCESS_OTHER_USER');
  });
});

describe('DELETE /auth/sessions/current', () => {
  it('signs out: the access token is rejected immediately and the refresh token is dead', async () => {
    const project = await newProject();
    const user = await signUp(project);
    // The SDK sends an empty JSON object as the body.
    const res = await rawFetch('/auth/sessions/current', { method: 'DELETE', headers: { ...project.clientHeaders(user.access_token), 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    expectKnownError(await project.client(user.access_token).GET('/auth/sessions', me), 401, 'ACCESS_TOKEN_REVOKED');
    expectKnownError(await refreshWithHeader(project, user.refresh_token), 401, 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
  });

  it('needs a signed-in user', async () => {
    const project = await newProject();
    expectKnownError(await project.client().DELETE('/auth/sessions/current'), 401, 'USER_AUTHENTICATION_REQUIRED');
  });
});

describe('POST /auth/sessions', () => {
  it('opens a working session for a user, for servers and admins', async () => {
    const project = await newProject();
    const user = await signUp(project);
    const { data, response } = await project.server().POST('/auth/sessions', { body: { user_id: user.user_id, expires_in_millis: 3_600_000 } });
    expect(response.status).toBe(200);
    expect(claimsOf(data!.access_token)).toMatchObject({ sub: user.user_id, email: user.email });
    expect((await refreshWithHeader(project, data!.refresh_token)).response.status).toBe(200);
    const listed = await project.client(data!.access_token).GET('/auth/sessions', me);
    expect(listed.data!.items.find((s) => s.is_current_session)?.is_impersonation).toBe(false);
  });

  it('is not for clients', async () => {
    const project = await newProject();
    const user = await signUp(project);
    expectKnownError(await project.client(user.access_token).POST('/auth/sessions', { body: { user_id: user.user_id } }), 401, 'INSUFFICIENT_ACCESS_TYPE');
  });

  it("rejects unknown users and users of another project alike", async () => {
    const project = await newProject();
    const elsewhere = await newProject();
    const stranger = await signUp(elsewhere);
    const unknown = expectKnownError(await project.server().POST('/auth/sessions', { body: { user_id: '3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10' } }), 400, 'USER_ID_DOES_NOT_EXIST');
    expect(unknown.details).toEqual({ user_id: '3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10' });
    const foreign = expectKnownError(await project.server().POST('/auth/sessions', { body: { user_id: stranger.user_id } }), 400, 'USER_ID_DOES_NOT_EXIST');
    expect(foreign.details).toEqual({ user_id: stranger.user_id });
  });

  it('caps the lifetime at 367 days', async () => {
    const project = await newProject();
    const user = await signUp(project);
    const result = await project.server().POST('/auth/sessions', { body: { user_id: user.user_id, expires_in_millis: 31_708_800_001 } });
    expect(expectKnownError(result, 400, 'SCHEMA_ERROR').error).toContain('body.expires_in_millis must be less than or equal to 31708800000');
  });
});
