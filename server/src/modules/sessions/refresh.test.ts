import { describe, expect, it } from 'vitest';
import { newProject, testDeps } from '../../../test/harness.ts';
import { claimsOf, refreshWithHeader, refreshWithOAuth, signUp } from '../../../test/auth-helpers.ts';
import { expectKnownError } from '../../../test/known-errors.ts';
import { REFRESH_TOKEN_REUSE_GRACE_SECONDS } from './refresh.service.ts';

/**
 * Moves a session's last rotation into the past: the only way to reach "after the grace window"
 * without sleeping through it. The server runs the real window; only the clock reading is set up.
 */
async function backdateRotation(sessionId: string, seconds: number): Promise<void> {
  const deps = await testDeps();
  await deps.em.execute(`update user_session set rotated_at = rotated_at - make_interval(secs => ?) where id = ?`, [seconds, sessionId]);
}

describe('POST /auth/sessions/current/refresh', () => {
  it('answers a new access token and the successor refresh token', async () => {
    const project = await newProject();
    const user = await signUp(project);
    const { data, response } = await refreshWithHeader(project, user.refresh_token);
    expect(response.status).toBe(200);
    expect(data?.refresh_token).toMatch(/^[0-9a-hjkmnp-tv-z]{45}$/);
    expect(data?.refresh_token).not.toBe(user.refresh_token);
    expect(claimsOf(data!.access_token)).toMatchObject({ sub: user.user_id, refresh_token_id: claimsOf(user.access_token).refresh_token_id });
    const me = await project.client(data!.access_token).GET('/auth/sessions', { params: { query: { user_id: 'me' } } });
    expect(me.response.status).toBe(200);
  });

  it('needs the x-stack-refresh-token header', async () => {
    const project = await newProject();
    const result = await project.client().POST('/auth/sessions/current/refresh', { params: { header: {} as { 'x-stack-refresh-token': string } } });
    const body = expectKnownError(result, 400, 'SCHEMA_ERROR');
    expect(body.error).toContain('headers.x-stack-refresh-token must be defined');
  });

  it('rejects unknown tokens and tokens of another project alike', async () => {
    const a = await newProject();
    const b = await newProject();
    const user = await signUp(a);
    const unknown = expectKnownError(await refreshWithHeader(a, 'x'.repeat(45)), 401, 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
    const foreign = expectKnownError(await refreshWithHeader(b, user.refresh_token), 401, 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
    expect(foreign).toEqual(unknown);
    // The failed attempt through project B did not rotate or revoke anything in project A.
    expect((await refreshWithHeader(a, user.refresh_token)).response.status).toBe(200);
  });

  it('rejects the refresh token of an expired session', async () => {
    const project = await newProject();
    const user = await signUp(project);
    const { data } = await project.server().POST('/auth/sessions', { body: { user_id: user.user_id, expires_in_millis: 1 } });
    await new Promise((r) => setTimeout(r, 20));
    expectKnownError(await refreshWithHeader(project, data!.refresh_token), 401, 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
  });

  it("records the use: the session's last_used_at and the user's last_active_at move forward", async () => {
    const project = await newProject();
    const user = await signUp(project);
    const before = await project.client(user.access_token).GET('/auth/sessions', { params: { query: { user_id: 'me' } } });
    const userBefore = await project.server().GET('/users/{user_id}', { params: { path: { user_id: user.user_id } } });
    await new Promise((r) => setTimeout(r, 20));
    const refreshed = await refreshWithHeader(project, user.refresh_token);
    const after = await project.client(refreshed.data!.access_token).GET('/auth/sessions', { params: { query: { user_id: 'me' } } });
    const userAfter = await project.server().GET('/users/{user_id}', { params: { path: { user_id: user.user_id } } });
    expect(after.data!.items[0].last_used_at).toBeGreaterThan(before.data!.items[0].last_used_at);
    expect(after.data!.items[0].created_at).toBe(before.data!.items[0].created_at);
    expect(userAfter.data!.last_active_at_millis).toBeGreaterThan(userBefore.data!.last_active_at_millis);
  });
});

describe('refresh-token rotation', () => {
  it('rotates on every refresh; the successor works and the chain goes on', async () => {
    const project = await newProject();
    const user = await signUp(project);
    const first = await refreshWithHeader(project, user.refresh_token);
    const second = await refreshWithHeader(project, first.data!.refresh_token);
    expect(second.response.status).toBe(200);
    expect(new Set([user.refresh_token, first.data!.refresh_token, second.data!.refresh_token]).size).toBe(3);
  });

  it('answers the same successor to the previous token within the grace window, on both endpoints', async () => {
    const project = await newProject();
    const user = await signUp(project);
    const first = await refreshWithHeader(project, user.refresh_token);
    const again = await refreshWithHeader(project, user.refresh_token);
    expect(again.response.status).toBe(200);
    expect(again.data!.refresh_token).toBe(first.data!.refresh_token);
    const viaOAuth = await refreshWithOAuth(project.id, user.refresh_token);
    expect(viaOAuth.status).toBe(200);
    expect(((await viaOAuth.json()) as { refresh_token: string }).refresh_token).toBe(first.data!.refresh_token);
    // Re-presenting the old token did not rotate past the successor.
    expect((await refreshWithHeader(project, first.data!.refresh_token)).response.status).toBe(200);
  });

  it('revokes the whole session when a used token comes back after the grace window', async () => {
    const project = await newProject();
    const user = await signUp(project);
    const sessionId = claimsOf(user.access_token).refresh_token_id as string;
    const first = await refreshWithHeader(project, user.refresh_token);
    await backdateRotation(sessionId, REFRESH_TOKEN_REUSE_GRACE_SECONDS + 1);

    expectKnownError(await refreshWithHeader(project, user.refresh_token), 401, 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
    // The legitimate holder of the successor is signed out too, and the access token stops working at once.
    expectKnownError(await refreshWithHeader(project, first.data!.refresh_token), 401, 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
    expectKnownError(await project.client(first.data!.access_token).GET('/auth/sessions', { params: { query: { user_id: 'me' } } }), 401, 'ACCESS_TOKEN_REVOKED');
  });

  it('gives two concurrent refreshes with the same token the same successor', async () => {
    const project = await newProject();
    const user = await signUp(project);
    const results = await Promise.all([1, 2, 3, 4].map(() => refreshWithHeader(project, user.refresh_token)));
    expect(results.map((r) => r.response.status)).toEqual([200, 200, 200, 200]);
    const successors = new Set(results.map((r) => r.data!.refresh_token));
    expect(successors.size).toBe(1);
    const [successor] = successors;
    expect(successor).not.toBe(user.refresh_token);
    expect((await refreshWithHeader(project, successor)).response.status).toBe(200);
  });

  it('keeps one refresh token per session when the project turns rotation off', async () => {
    const project = await newProject({ refresh_token_rotation_enabled: false });
    const user = await signUp(project);
    const first = await refreshWithHeader(project, user.refresh_token);
    expect(first.data!.refresh_token).toBe(user.refresh_token);
    const viaOAuth = await refreshWithOAuth(project.id, user.refresh_token);
    expect(((await viaOAuth.json()) as { refresh_token: string }).refresh_token).toBe(user.refresh_token);
    const third = await refreshWithHeader(project, user.refresh_token);
    expect(third.response.status).toBe(200);
    expect(third.data!.refresh_token).toBe(user.refresh_token);
  });
});
