import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiUrl, newProject, testDeps } from './harness.ts';
import { claimsOf, refreshWithHeader, refreshWithOAuth, signUp } from './auth-helpers.ts';
import { expectKnownError } from './known-errors.ts';
import { REFRESH_TOKEN_REUSE_GRACE_SECONDS } from '../src/modules/sessions/refresh.service.ts';

/**
 * A refresh-token rotation changes nothing the per-process session + user cache vouches for, so it
 * announces nothing on gatehouse_user_changed (users migration 20261128190000: no notify lock, no
 * listener wake-up, no dropped entries per refresh), while every write that does change a cached
 * answer still announces: revocation (sign-out, reuse detection) and profile changes. Counted on a
 * LISTEN connection of the test's own with a `select 1` after each step: PostgreSQL delivers every
 * notification committed before that query before answering it, so the counts are exact, not timed.
 */
let listener: pg.Client;
const announced: string[] = [];
beforeAll(async () => {
  listener = new pg.Client({ connectionString: inject('databaseUrl') });
  await listener.connect();
  listener.on('notification', (n) => n.channel === 'gatehouse_user_changed' && announced.push(n.payload!));
  await listener.query('listen gatehouse_user_changed');
});
afterAll(async () => {
  await listener?.end();
});

/** How many times `userId` was announced so far (after a barrier). */
async function announcementsOf(userId: string): Promise<number> {
  await listener.query('select 1');
  return announced.filter((p) => p === userId).length;
}

const sessionIdOf = (accessToken: string) => claimsOf(accessToken).refresh_token_id as string;

describe('gatehouse_user_changed announcements of refreshes', () => {
  it('rotations (both endpoints, the grace re-answer, concurrent ones) announce nothing; a profile change and a reuse revocation do', async () => {
    const project = await newProject();
    const user = await signUp(project);
    await announcementsOf(user.user_id);
    const before = await announcementsOf(user.user_id);

    const first = await refreshWithHeader(project, user.refresh_token);
    expect(first.response.status).toBe(200);
    const again = await refreshWithOAuth(project.id, user.refresh_token); // inside the grace window: same successor
    expect(again.status).toBe(200);
    const concurrent = await Promise.all([1, 2, 3].map(() => refreshWithHeader(project, first.data!.refresh_token)));
    expect(concurrent.map((r) => r.response.status)).toEqual([200, 200, 200]);
    expect(new Set(concurrent.map((r) => r.data!.refresh_token)).size).toBe(1);
    expect(await announcementsOf(user.user_id)).toBe(before);

    // A change the cache holds still announces, once.
    const renamed = await project.client(concurrent[0]!.data!.access_token).PATCH('/users/me', { body: { display_name: 'Renamed' } });
    expect(renamed.response.status).toBe(200);
    expect(await announcementsOf(user.user_id)).toBe(before + 1);

    // A used token replayed after the grace window revokes the session: announced (a delete).
    const deps = await testDeps();
    await deps.em.execute(`update user_session set rotated_at = rotated_at - make_interval(secs => ?) where id = ?`, [REFRESH_TOKEN_REUSE_GRACE_SECONDS + 1, sessionIdOf(user.access_token)]);
    expect(await announcementsOf(user.user_id)).toBe(before + 1); // moving rotated_at back is not a change the cache holds
    expectKnownError(await refreshWithHeader(project, first.data!.refresh_token), 401, 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
    expect(await announcementsOf(user.user_id)).toBe(before + 2);
    expectKnownError(await project.client(concurrent[0]!.data!.access_token).GET('/users/me'), 401, 'ACCESS_TOKEN_REVOKED');
  });

  it("a change of a session's expiry announces its user (the cache serves a session until its expires_at)", async () => {
    const project = await newProject();
    const user = await signUp(project);
    const before = await announcementsOf(user.user_id);
    const deps = await testDeps();
    await deps.em.execute(`update user_session set expires_at = now() - interval '1 second' where id = ?`, [sessionIdOf(user.access_token)]);
    expect(await announcementsOf(user.user_id)).toBe(before + 1);
    expectKnownError(await project.client(user.access_token).GET('/users/me'), 401, 'ACCESS_TOKEN_REVOKED');
  });
});

/**
 * last_active_at changes announce nothing, so the cache no longer keeps that field current: the
 * answers that show it from a cached record read it fresh. Each read below comes after the same
 * access token was answered once (its session and user are cached) and a refresh moved
 * last_active_at; the answer must show the refresh, exactly as GET /users/{id} does.
 */
describe('last_active_at after a refresh, with the session cached', () => {
  it('the server view of GET /users/me and of the own team-member profile show the refresh', async () => {
    const project = await newProject();
    const user = await signUp(project);
    const created = await project.server().POST('/teams', { body: { display_name: 'T', creator_user_id: user.user_id } });
    expect(created.response.status).toBe(201);
    const teamId = created.data!.id;
    const headers = project.serverHeaders(user.access_token);
    const me = async () => ((await (await fetch(apiUrl('/users/me'), { headers })).json()) as { last_active_at_millis: number }).last_active_at_millis;
    const profile = async () => {
      const res = await fetch(apiUrl(`/team-member-profiles?team_id=${teamId}&user_id=me`), { headers });
      expect(res.status).toBe(200);
      return ((await res.json()) as { items: { user: { last_active_at_millis: number } }[] }).items[0]!.user.last_active_at_millis;
    };
    const stored = async () => (await project.server().GET('/users/{user_id}', { params: { path: { user_id: user.user_id } } })).data!.last_active_at_millis;

    const meBefore = await me();
    const profileBefore = await profile();
    await new Promise((r) => setTimeout(r, 20));
    expect((await refreshWithHeader(project, user.refresh_token)).response.status).toBe(200);
    const now = await stored();
    expect(now).toBeGreaterThan(meBefore);
    expect(now).toBeGreaterThan(profileBefore);
    expect(await me()).toBe(now);
    expect(await profile()).toBe(now);
  });
});

/**
 * Access tokens are signed with node's crypto.sign on a KeyObject (crypto/access-tokens.ts) instead
 * of jose's SignJWT: the bytes a client sees must be exactly what they were (wire-contract §6.1).
 * The header's and the claims' JSON in their key order, and a signature that the project's JWKS
 * verifies (jose, ES256, raw r||s).
 */
describe('the access token of a refresh', () => {
  it('keeps jose\'s byte layout (header alg, kid, typ; claims then sub, iss, aud, iat, exp) and verifies against the JWKS', async () => {
    const project = await newProject();
    const user = await signUp(project);
    const res = await refreshWithOAuth(project.id, user.refresh_token);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { access_token: string; expires_in: number };
    const [header, payload, signature] = body.access_token.split('.');
    const jwks = (await (await fetch(apiUrl(`/projects/${project.id}/.well-known/jwks.json`))).json()) as { keys: { kid: string }[] };
    expect(Buffer.from(header!, 'base64url').toString()).toBe(JSON.stringify({ alg: 'ES256', kid: jwks.keys[0]!.kid, typ: 'JWT' }));
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    expect(Object.keys(claims)).toEqual([
      'project_id', 'branch_id', 'refresh_token_id', 'role', 'name', 'email', 'email_verified', 'selected_team_id', 'signed_up_at',
      'is_anonymous', 'is_restricted', 'restricted_reason', 'requires_totp_mfa', 'sub', 'iss', 'aud', 'iat', 'exp',
    ]);
    expect(Buffer.from(signature!, 'base64url')).toHaveLength(64);
    expect((claims.exp as number) - (claims.iat as number)).toBeGreaterThanOrEqual(body.expires_in);
    const { createLocalJWKSet, jwtVerify } = await import('jose');
    const { payload: verified } = await jwtVerify(body.access_token, createLocalJWKSet(jwks as never), { algorithms: ['ES256'], audience: project.id });
    expect(verified.sub).toBe(user.user_id);
    // And the server accepts it.
    expect((await project.client(body.access_token).GET('/users/me')).response.status).toBe(200);
  });
});
