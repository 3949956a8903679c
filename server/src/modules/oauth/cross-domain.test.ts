import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newProject, rawFetch, testDeps, type TestProject } from '../../../test/harness.ts';
import { claimsOf, PASSWORD, refreshWithHeader, refreshWithOAuth, signIn, signUp, type SignedUp } from '../../../test/auth-helpers.ts';
import { revokeSessionDirectly } from '../../../test/factories.ts';
import { expectKnownError } from '../../../test/known-errors.ts';
import { rawSql } from '../../db/sql.ts';
import type { ProjectConfig } from '../projects/project-config.ts';
import { REFRESH_TOKEN_REUSE_GRACE_SECONDS } from '../sessions/refresh.service.ts';

/**
 * POST /auth/oauth/cross-domain/authorize (wire-contract §9.8) and the exchange of its code at
 * POST /auth/oauth/token, over HTTP against the real server and database: the handoff continues
 * the caller's session on another trusted domain, once, with PKCE, and every refusal writes nothing.
 */

const TRUSTED = 'https://app.example.com';
const CALLBACK = `${TRUSTED}/handler/oauth-callback`;

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

const projectWith = (config: Partial<ProjectConfig> = {}) => newProject({ allow_localhost: false, domains: [{ domain: TRUSTED, handler_path: '/handler' }], ...config });

function authorize(project: TestProject, user: { access_token?: string; refresh_token?: string }, body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<Response> {
  return rawFetch('/auth/oauth/cross-domain/authorize', {
    method: 'POST',
    headers: {
      ...project.clientHeaders(user.access_token),
      ...(user.refresh_token !== undefined ? { 'x-stack-refresh-token': user.refresh_token } : {}),
      'content-type': 'application/json',
      ...headers,
    },
    body: JSON.stringify(body),
  });
}

const validBody = (challenge: string, extra: Record<string, unknown> = {}) => ({ redirect_uri: CALLBACK, state: 'st-1', code_challenge: challenge, code_challenge_method: 'S256', ...extra });

function exchange(projectId: string, code: string, verifier: string, redirectUri = CALLBACK): Promise<Response> {
  return rawFetch('/auth/oauth/token', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: redirectUri, client_id: projectId, client_secret: '__stack_public_client__' }).toString(),
  });
}

/** A handoff that succeeded: the code from the redirect URL. */
async function handoff(project: TestProject, user: SignedUp, extra: Record<string, unknown> = {}) {
  const p = pkce();
  const res = await authorize(project, user, validBody(p.challenge, extra));
  expect(res.status, await res.clone().text()).toBe(200);
  const url = new URL(((await res.json()) as { redirect_url: string }).redirect_url);
  return { ...p, url, code: url.searchParams.get('code')! };
}

async function codeRows(projectId: string): Promise<number> {
  const deps = await testDeps();
  const rows = await rawSql<{ n: string }>(deps.em, 'select count(*) as n from oauth_authorization_code where project_id = ?', [projectId]);
  return Number(rows[0]!.n);
}

async function sessionsOf(project: TestProject, user: SignedUp) {
  const { data } = await project.client(user.access_token).GET('/auth/sessions', { params: { query: { user_id: 'me' } } });
  return data!.items;
}

describe('POST /auth/oauth/cross-domain/authorize', () => {
  it('answers redirect_uri with a code and the state added, keeping its own query and fragment', async () => {
    const project = await projectWith();
    const user = await signUp(project);
    const h = await handoff(project, user, { redirect_uri: `${CALLBACK}?keep=1&state=old&code=old#frag`, state: 'x'.repeat(512) });
    expect(h.url.origin + h.url.pathname).toBe(CALLBACK);
    expect(h.url.searchParams.get('keep')).toBe('1');
    expect(h.url.searchParams.getAll('state')).toEqual(['x'.repeat(512)]);
    expect(h.url.searchParams.getAll('code')).toHaveLength(1);
    expect(h.code).toMatch(/^[0-9a-z]{45}$/);
    expect(h.url.hash).toBe('#frag');
    expect(await codeRows(project.id)).toBe(1);
  });

  it('is exchanged once for a session of the same user that works on its own (rotation on: a sibling session)', async () => {
    const project = await projectWith();
    const user = await signUp(project);
    const h = await handoff(project, user, { after_callback_redirect_url: `${TRUSTED}/after` });
    const res = await exchange(project.id, h.code, h.verifier);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.stringMatching(/^[0-9a-hjkmnp-tv-z]{45}$/),
      token_type: 'Bearer',
      expires_in: expect.any(Number),
      scope: 'legacy',
      is_new_user: false,
      newUser: false,
      after_callback_redirect_url: `${TRUSTED}/after`,
      afterCallbackRedirectUrl: `${TRUSTED}/after`,
    });
    const claims = claimsOf(body.access_token as string);
    expect(claims.sub).toBe(user.user_id);
    // Two holders of one rotating chain would revoke each other; each side has its own chain.
    expect(body.refresh_token).not.toBe(user.refresh_token);
    expect(claims.refresh_token_id).not.toBe(claimsOf(user.access_token).refresh_token_id);
    expect(await sessionsOf(project, user)).toHaveLength(2);
    // Both sides refresh independently, twice each (a shared chain would fail the second time).
    let mine = user.refresh_token;
    let theirs = body.refresh_token as string;
    for (let i = 0; i < 2; i++) {
      const a = await refreshWithOAuth(project.id, mine);
      const b = await refreshWithOAuth(project.id, theirs);
      expect([a.status, b.status]).toEqual([200, 200]);
      mine = ((await a.json()) as { refresh_token: string }).refresh_token;
      theirs = ((await b.json()) as { refresh_token: string }).refresh_token;
    }
    // The sibling ends when the original would.
    const deps = await testDeps();
    const ends = await rawSql<{ expires_at: Date }>(deps.em, 'select expires_at from user_session where user_id = ? order by created_at', [user.user_id]);
    expect(Math.abs(new Date(ends[0]!.expires_at).getTime() - new Date(ends[1]!.expires_at).getTime())).toBeLessThan(5000);
    await expectKnownError(await exchange(project.id, h.code, h.verifier), 400, 'INVALID_AUTHORIZATION_CODE');
    expect(await codeRows(project.id)).toBe(0);
  });

  it('hands over the session itself when the project does not rotate refresh tokens', async () => {
    const project = await projectWith({ refresh_token_rotation_enabled: false });
    const user = await signUp(project);
    const h = await handoff(project, user);
    const res = await exchange(project.id, h.code, h.verifier);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { access_token: string; refresh_token: string; is_new_user: boolean };
    expect(body.refresh_token).toBe(user.refresh_token);
    expect(body.is_new_user).toBe(false);
    expect(claimsOf(body.access_token).refresh_token_id).toBe(claimsOf(user.access_token).refresh_token_id);
    expect(body.access_token).not.toBe(user.access_token);
    expect(await sessionsOf(project, user)).toHaveLength(1);
  });

  it('does not ask a TOTP user for the second factor again: the session already passed it', async () => {
    const project = await projectWith();
    const user = await signUp(project);
    const secret = randomBytes(20);
    const on = await project.client(user.access_token).PATCH('/users/me', { body: { totp_secret_base64: secret.toString('base64') } });
    expect(on.data?.requires_totp_mfa).toBe(true);
    // Sanity: a fresh sign-in of this user now needs the second factor ...
    const fresh = await project.client().POST('/auth/password/sign-in', { body: { email: user.email, password: user.password } });
    expect(fresh.response.headers.get('x-stack-known-error')).toBe('MULTI_FACTOR_AUTHENTICATION_REQUIRED');
    // ... the handoff of the existing session does not.
    const h = await handoff(project, user);
    const res = await exchange(project.id, h.code, h.verifier);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(claimsOf(((await res.json()) as { access_token: string }).access_token).sub).toBe(user.user_id);
  });

  it('needs a signed-in user and the refresh token of the very same session', async () => {
    const project = await projectWith();
    const other = await projectWith();
    const user = await signUp(project);
    const { challenge } = pkce();
    await expectKnownError(await authorize(project, { refresh_token: user.refresh_token }, validBody(challenge)), 401, 'USER_AUTHENTICATION_REQUIRED');
    await expectKnownError(await authorize(project, { access_token: user.access_token }, validBody(challenge)), 400, 'SCHEMA_ERROR');
    const secondSession = await signIn(project, user.email);
    const stranger = await signUp(project);
    const foreign = await signUp(other);
    const rotatedAway = user.refresh_token;
    for (const refreshToken of [secondSession.refresh_token, stranger.refresh_token, foreign.refresh_token, 'x'.repeat(45)]) {
      await expectKnownError(await authorize(project, { access_token: user.access_token, refresh_token: refreshToken }, validBody(challenge)), 401, 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
    }
    // A token the session rotated away from is no longer its token.
    const refreshed = (await (await refreshWithOAuth(project.id, rotatedAway)).json()) as { access_token: string };
    await expectKnownError(await authorize(project, { access_token: refreshed.access_token, refresh_token: rotatedAway }, validBody(challenge)), 401, 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
    expect(await codeRows(project.id)).toBe(0);
  });

  it('sends codes only to trusted domains (bypass tricks included)', async () => {
    const project = await projectWith();
    const user = await signUp(project);
    const { challenge } = pkce();
    const untrusted = [
      'https://evil.example.net/cb',
      'https://app.example.com.evil.net/cb',
      'https://app.example.com@evil.net/cb',
      'https://evil.net\\@app.example.com/cb',
      'https://evil.net/cb?next=https://app.example.com/',
      'https://evil.net/cb#https://app.example.com',
      'http://app.example.com/cb',
      'https://app.example.com:8443/cb',
      'https://sub.app.example.com/cb',
      'https://app.example.com%2e.evil.net/cb',
      'http://localhost:3000/cb',
    ];
    for (const redirectUri of untrusted) {
      const res = await authorize(project, user, validBody(challenge, { redirect_uri: redirectUri }));
      expect(res.status, redirectUri).toBe(400);
      expect(['REDIRECT_URL_NOT_WHITELISTED', 'SCHEMA_ERROR'], redirectUri).toContain(res.headers.get('x-stack-known-error'));
    }
    await expectKnownError(await authorize(project, user, validBody(challenge, { redirect_uri: 'https://evil.net/cb' })), 400, 'REDIRECT_URL_NOT_WHITELISTED');
    await expectKnownError(await authorize(project, user, validBody(challenge, { after_callback_redirect_url: 'https://evil.net/after' })), 400, 'REDIRECT_URL_NOT_WHITELISTED');
    for (const notHttp of ['javascript:alert(1)', 'stack-auth-mobile-oauth-url://x', 'not a url']) {
      await expectKnownError(await authorize(project, user, validBody(challenge, { redirect_uri: notHttp })), 400, 'SCHEMA_ERROR');
    }
    expect(await codeRows(project.id)).toBe(0);
  });

  it('refuses bad fields with SCHEMA_ERROR: plain PKCE, challenge length and alphabet, state length, unknown keys', async () => {
    const project = await projectWith();
    const user = await signUp(project);
    const { challenge } = pkce();
    const bad: Record<string, unknown>[] = [
      { code_challenge_method: 'plain' },
      { code_challenge_method: undefined },
      { code_challenge: 'a'.repeat(42) },
      { code_challenge: 'a'.repeat(129) },
      { code_challenge: `${'a'.repeat(42)}+` },
      { code_challenge: `${'a'.repeat(42)}=` },
      { state: '' },
      { state: 'x'.repeat(513) },
      { state: undefined },
      { redirect_uri: undefined },
      { surprise: true },
    ];
    for (const change of bad) await expectKnownError(await authorize(project, user, validBody(challenge, change)), 400, 'SCHEMA_ERROR');
    // The bounds themselves are fine.
    expect((await authorize(project, user, validBody('a'.repeat(43)))).status).toBe(200);
    expect((await authorize(project, user, validBody('a'.repeat(128)))).status).toBe(200);
    expect(await codeRows(project.id)).toBe(2);
  });
});

describe('exchanging a cross-domain code at POST /auth/oauth/token', () => {
  it('refuses a wrong verifier, a different redirect_uri, another project and an expired code', async () => {
    const project = await projectWith();
    const other = await projectWith();
    const user = await signUp(project);

    const wrongVerifier = await handoff(project, user);
    await expectKnownError(await exchange(project.id, wrongVerifier.code, pkce().verifier), 400, 'INVALID_AUTHORIZATION_CODE');
    // The code was used up by the failed attempt: the right verifier no longer helps.
    await expectKnownError(await exchange(project.id, wrongVerifier.code, wrongVerifier.verifier), 400, 'INVALID_AUTHORIZATION_CODE');

    const wrongRedirect = await handoff(project, user);
    await expectKnownError(await exchange(project.id, wrongRedirect.code, wrongRedirect.verifier, `${TRUSTED}/elsewhere`), 400, 'REDIRECT_URI_MISMATCH');

    const foreign = await handoff(project, user);
    await expectKnownError(await exchange(other.id, foreign.code, foreign.verifier), 400, 'INVALID_AUTHORIZATION_CODE');
    // Another project's attempt did not use it up.
    expect((await exchange(project.id, foreign.code, foreign.verifier)).status).toBe(200);

    const late = await handoff(project, user);
    const deps = await testDeps();
    await rawSql(deps.em, `update oauth_authorization_code set expires_at = now() - interval '1 second' where project_id = ?`, [project.id]);
    await expectKnownError(await exchange(project.id, late.code, late.verifier), 400, 'INVALID_AUTHORIZATION_CODE');
    expect(await sessionsOf(project, user)).toHaveLength(2);
  });

  it('fails once the session was revoked or expired between handoff and exchange', async () => {
    const project = await projectWith({ refresh_token_rotation_enabled: false });
    const user = await signUp(project);
    const sessionId = claimsOf(user.access_token).refresh_token_id as string;

    const revoked = await handoff(project, user);
    const expired = await handoff(project, user);
    const deps = await testDeps();
    await rawSql(deps.em, `update user_session set expires_at = now() - interval '1 second' where id = ?`, [sessionId]);
    await expectKnownError(await exchange(project.id, expired.code, expired.verifier), 400, 'INVALID_AUTHORIZATION_CODE');

    await revokeSessionDirectly(sessionId);
    // The code went with the session (cascade).
    expect(await codeRows(project.id)).toBe(0);
    await expectKnownError(await exchange(project.id, revoked.code, revoked.verifier), 400, 'INVALID_AUTHORIZATION_CODE');
  });

  it('a sign-out of the original session before the exchange kills the code (rotation on)', async () => {
    const project = await projectWith();
    const user = await signUp(project);
    const h = await handoff(project, user);
    const out = await project.client(user.access_token).DELETE('/auth/sessions/current');
    expect(out.response.status).toBe(200);
    await expectKnownError(await exchange(project.id, h.code, h.verifier), 400, 'INVALID_AUTHORIZATION_CODE');
    expect(await sessionsOf(project, await signIn(project, user.email).then((s) => ({ ...user, ...s })))).toHaveLength(1);
  });
});

/**
 * The sibling a handoff opens (rotation on) ends with the original, however the original ends
 * (session-handoff.ts; user_session.parent_session_id on delete cascade): the other domain may
 * not stay signed in after the user signed out, or after the original was revoked as stolen.
 */
describe('a cross-domain sibling session ends with the original', () => {
  const sessionIdOf = (token: string) => claimsOf(token).refresh_token_id as string;
  const mine = { params: { query: { user_id: 'me' as const } } };

  /** A signed-up user (the original session) and the sibling a handoff gave another domain. */
  async function withSibling(project: TestProject, original?: SignedUp) {
    const user = original ?? (await signUp(project));
    const h = await handoff(project, user);
    const res = await exchange(project.id, h.code, h.verifier);
    expect(res.status, await res.clone().text()).toBe(200);
    const sibling = (await res.json()) as { access_token: string; refresh_token: string };
    expect(sessionIdOf(sibling.access_token)).not.toBe(sessionIdOf(user.access_token));
    return { user, sibling };
  }

  /** The sibling is over: its access token is refused at once and its refresh token on both endpoints. */
  async function expectEnded(project: TestProject, s: { access_token: string; refresh_token: string }) {
    await expectKnownError(await project.client(s.access_token).GET('/users/me'), 401, 'ACCESS_TOKEN_REVOKED');
    expectKnownError(await refreshWithHeader(project, s.refresh_token), 401, 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
    expect((await refreshWithOAuth(project.id, s.refresh_token)).status).not.toBe(200);
  }

  async function expectAlive(project: TestProject, s: { access_token: string; refresh_token: string }) {
    expect((await project.client(s.access_token).GET('/users/me')).response.status).toBe(200);
  }

  it('signing out of the original (DELETE /auth/sessions/current) ends the sibling', async () => {
    const project = await projectWith();
    const { user, sibling } = await withSibling(project);
    await expectAlive(project, sibling);
    const out = await rawFetch('/auth/sessions/current', { method: 'DELETE', headers: { ...project.clientHeaders(user.access_token), 'x-stack-refresh-token': user.refresh_token } });
    expect(out.status, await out.clone().text()).toBe(200);
    await expectEnded(project, sibling);
  });

  it('revoking the original by id (DELETE /auth/sessions/{id}, client from another session, and server) ends the sibling', async () => {
    const project = await projectWith();
    const { user, sibling } = await withSibling(project);
    const other = await signIn(project, user.email);
    const res = await project.client(other.access_token).DELETE('/auth/sessions/{id}', { params: { path: { id: sessionIdOf(user.access_token) }, query: { user_id: 'me' } } });
    expect(res.response.status, JSON.stringify(res.error)).toBe(200);
    await expectEnded(project, sibling);
    await expectAlive(project, other);

    const second = await withSibling(project, await signIn(project, user.email).then((t) => ({ ...user, ...t })));
    const byServer = await project.server().DELETE('/auth/sessions/{id}', { params: { path: { id: sessionIdOf(second.user.access_token) }, query: { user_id: user.user_id } } });
    expect(byServer.response.status, JSON.stringify(byServer.error)).toBe(200);
    await expectEnded(project, second.sibling);
  });

  it("refresh-token reuse detection on the original ends the sibling (and the sibling's own handoffs)", async () => {
    const project = await projectWith();
    const { user, sibling } = await withSibling(project);
    // The sibling hands over in turn: a grandchild on a third domain.
    const grandchild = (await withSibling(project, { ...user, access_token: sibling.access_token, refresh_token: sibling.refresh_token })).sibling;
    await expectAlive(project, grandchild);

    const first = await refreshWithHeader(project, user.refresh_token);
    expect(first.response.status).toBe(200);
    const deps = await testDeps();
    await deps.em.execute(`update user_session set rotated_at = rotated_at - make_interval(secs => ?) where id = ?`, [REFRESH_TOKEN_REUSE_GRACE_SECONDS + 1, sessionIdOf(user.access_token)]);
    // The used token comes back after the grace window: it leaked, and the whole session is revoked...
    expectKnownError(await refreshWithHeader(project, user.refresh_token), 401, 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
    // ...with every session made from it.
    await expectEnded(project, sibling);
    await expectEnded(project, grandchild);
  });

  it('a password change ends the sibling; the one that changes it keeps its session, even a sibling', async () => {
    const project = await projectWith();
    const { user, sibling } = await withSibling(project);
    // Changed on the other domain (the sibling): the original ends, and the sibling stays signed in.
    const changed = await rawFetch('/auth/password/update', {
      method: 'POST',
      headers: { ...project.clientHeaders(sibling.access_token), 'x-stack-refresh-token': sibling.refresh_token, 'content-type': 'application/json' },
      body: JSON.stringify({ old_password: PASSWORD, new_password: 'a brand new passphrase' }),
    });
    expect(changed.status, await changed.clone().text()).toBe(200);
    await expectEnded(project, user);
    await expectAlive(project, sibling);
    expect((await refreshWithHeader(project, sibling.refresh_token)).response.status).toBe(200);
  });

  it('the sibling expires with the original (the same expires_at), and deleting the user ends both', async () => {
    const project = await projectWith();
    const { user, sibling } = await withSibling(project);
    const deps = await testDeps();
    const rows = await rawSql<{ id: string; expires_at: Date; parent_session_id: string | null }>(deps.em, 'select id, expires_at, parent_session_id from user_session where user_id = ?', [user.user_id]);
    const original = rows.find((r) => r.id === sessionIdOf(user.access_token))!;
    const child = rows.find((r) => r.id === sessionIdOf(sibling.access_token))!;
    expect(child.parent_session_id).toBe(original.id);
    expect(new Date(child.expires_at).getTime()).toBe(new Date(original.expires_at).getTime());
    expect((await project.server().DELETE('/users/{user_id}', { params: { path: { user_id: user.user_id } } })).response.status).toBe(200);
    await expectEnded(project, sibling);
  });

  it('signing out of the sibling leaves the original signed in (one domain signs out)', async () => {
    const project = await projectWith();
    const { user, sibling } = await withSibling(project);
    const out = await rawFetch('/auth/sessions/current', { method: 'DELETE', headers: { ...project.clientHeaders(sibling.access_token), 'x-stack-refresh-token': sibling.refresh_token } });
    expect(out.status).toBe(200);
    await expectEnded(project, sibling);
    await expectAlive(project, user);
    expect((await project.client(user.access_token).GET('/auth/sessions', mine)).data!.items.map((s) => s.id)).toEqual([sessionIdOf(user.access_token)]);
  });
});
