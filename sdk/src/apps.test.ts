import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAdminApp, createClientApp, createServerApp } from './apps.ts';
import {
  AccessTokenExpiredError, CurrentProjectNotFoundError, HttpError, InvalidAccessTokenError, InvalidResponseError,
  KnownError, NetworkError, RefreshTokenError,
} from './index.ts';
import { memoryTokenStore } from './token-store.ts';
import { BASE, PROJECT, fakeFetch, json, knownError, tokenExpiringIn, tokenResponse, type FakeHandler } from './test-support.ts';
import { CLIENT_VERSION } from './transport.ts';

const PROJECT_JSON = { id: PROJECT, display_name: 'P', config: {} };

function clientApp(handler: FakeHandler, tokens: { accessToken?: string | null; refreshToken?: string | null } = {}, key: string | null = 'pck_1') {
  const fetch = fakeFetch(handler);
  const app = createClientApp({ baseUrl: BASE + '/', projectId: PROJECT, publishableClientKey: key ?? undefined, fetch, tokenStore: memoryTokenStore(tokens) });
  return { app, fetch, calls: fetch.calls };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-23T12:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('x-stack headers (wire §10.1)', () => {
  it('client app sends project, access type, key, version, tokens and the fixed flags', async () => {
    const at = tokenExpiringIn(600);
    const { app, calls } = clientApp(() => json(PROJECT_JSON), { accessToken: at, refreshToken: 'rt' });
    await app.getProject();
    const h = calls[0]!.headers;
    expect(calls[0]!.url).toBe(`${BASE}/api/v1/projects/current`);
    expect(h.get('x-stack-project-id')).toBe(PROJECT);
    expect(h.get('x-stack-access-type')).toBe('client');
    expect(h.get('x-stack-publishable-client-key')).toBe('pck_1');
    expect(h.get('x-stack-client-version')).toBe(CLIENT_VERSION);
    expect(CLIENT_VERSION).toMatch(/^(\w+)\s+(@[\w/]+)@([\d.]+)$/);
    expect(h.get('x-stack-access-token')).toBe(at);
    expect(h.get('x-stack-refresh-token')).toBe('rt');
    expect(h.get('x-stack-allow-anonymous-user')).toBe('true');
    expect(h.get('x-stack-override-error-status')).toBe('true');
    expect(h.get('x-stack-random-nonce')).toBeTruthy();
    expect(h.has('x-stack-secret-server-key')).toBe(false);
  });

  it('sends a fresh random nonce on every request', async () => {
    const { app, calls } = clientApp(() => json(PROJECT_JSON));
    await app.getProject();
    await app.getProject();
    expect(calls[0]!.headers.get('x-stack-random-nonce')).not.toBe(calls[1]!.headers.get('x-stack-random-nonce'));
  });

  it('signed out: no token headers', async () => {
    const { app, calls } = clientApp(() => json(PROJECT_JSON));
    await app.getProject();
    expect(calls[0]!.headers.has('x-stack-access-token')).toBe(false);
    expect(calls[0]!.headers.has('x-stack-refresh-token')).toBe(false);
  });

  it('server app adds the secret server key with access type server', async () => {
    const fetch = fakeFetch(() => json(PROJECT_JSON));
    const app = createServerApp({ baseUrl: BASE, projectId: PROJECT, secretServerKey: 'ssk_1', fetch });
    await app.getProject();
    expect(fetch.calls[0]!.headers.get('x-stack-access-type')).toBe('server');
    expect(fetch.calls[0]!.headers.get('x-stack-secret-server-key')).toBe('ssk_1');
  });

  it('admin app adds the super-secret admin key with access type admin', async () => {
    const fetch = fakeFetch(() => json(PROJECT_JSON));
    const app = createAdminApp({ baseUrl: BASE, projectId: PROJECT, superSecretAdminKey: 'sak_1', fetch });
    await app.getProject();
    expect(fetch.calls[0]!.headers.get('x-stack-access-type')).toBe('admin');
    expect(fetch.calls[0]!.headers.get('x-stack-super-secret-admin-key')).toBe('sak_1');
  });

  it('dashboard mode: the owner session supplies x-stack-admin-access-token', async () => {
    const ownerToken = tokenExpiringIn(600, { sub: 'owner' });
    const owner = createClientApp({ baseUrl: BASE, projectId: 'internal', tokenStore: memoryTokenStore({ accessToken: ownerToken, refreshToken: 'ort' }), fetch: fakeFetch(() => json({})) });
    const fetch = fakeFetch(() => json(PROJECT_JSON));
    const app = createAdminApp({ baseUrl: BASE, projectId: PROJECT, ownerSession: owner.session, fetch });
    await app.getProject();
    expect(fetch.calls[0]!.headers.get('x-stack-admin-access-token')).toBe(ownerToken);
    expect(fetch.calls[0]!.headers.has('x-stack-super-secret-admin-key')).toBe(false);
  });
});

describe('refresh request', () => {
  it('POSTs the refresh grant form-encoded to /auth/oauth/token without x-stack headers', async () => {
    const fresh = tokenExpiringIn(600, { sub: 'fresh' });
    const { app, calls } = clientApp((c) => (c.path === '/auth/oauth/token' ? tokenResponse(fresh) : json(PROJECT_JSON)), { refreshToken: 'rt' });
    await app.getProject();
    const r = calls[0]!;
    expect(r.method).toBe('POST');
    expect(r.path).toBe('/auth/oauth/token');
    expect(r.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(r.body))).toEqual({
      grant_type: 'refresh_token', refresh_token: 'rt', client_id: PROJECT, client_secret: 'pck_1',
    });
    expect([...r.headers.keys()].filter((k) => k.startsWith('x-stack-'))).toEqual([]);
    expect(calls[1]!.headers.get('x-stack-access-token')).toBe(fresh);
  });

  it("uses '__stack_public_client__' as client_secret without a publishable key", async () => {
    const { app, calls } = clientApp((c) => (c.path === '/auth/oauth/token' ? tokenResponse(tokenExpiringIn(600)) : json(PROJECT_JSON)), { refreshToken: 'rt' }, null);
    await app.getProject();
    expect(new URLSearchParams(calls[0]!.body).get('client_secret')).toBe('__stack_public_client__');
  });

  it('stores the rotated refresh token the server returns', async () => {
    const { app, calls } = clientApp((c) => (c.path === '/auth/oauth/token' ? tokenResponse(tokenExpiringIn(600), 'rt-2') : json(PROJECT_JSON)), { refreshToken: 'rt-1' });
    await app.getProject();
    expect(app.session.tokens.refreshToken).toBe('rt-2');
    expect(calls[1]!.headers.get('x-stack-refresh-token')).toBe('rt-2');
  });

  it('a refresh-token error signs out and the request goes on without a user', async () => {
    const { app, calls } = clientApp((c) => (c.path === '/auth/oauth/token' ? knownError('REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED', 401) : json(PROJECT_JSON)), { refreshToken: 'dead' });
    await app.getProject();
    expect(app.session.hasTokens).toBe(false);
    expect(calls[1]!.headers.has('x-stack-access-token')).toBe(false);
  });

  it('rejects a token response that is not a bearer token', async () => {
    const { app } = clientApp((c) => (c.path === '/auth/oauth/token' ? json({ access_token: 'x', token_type: 'mac' }) : json(PROJECT_JSON)), { refreshToken: 'rt' });
    await expect(app.getProject()).rejects.toBeInstanceOf(InvalidResponseError);
  });

  it('concurrent requests share one refresh', async () => {
    const { app, calls } = clientApp((c) => (c.path === '/auth/oauth/token' ? tokenResponse(tokenExpiringIn(600)) : json(PROJECT_JSON)), { refreshToken: 'rt' });
    await Promise.all([app.getProject(), app.getProject(), app.getProject()]);
    expect(calls.filter((c) => c.path === '/auth/oauth/token')).toHaveLength(1);
  });
});

describe('known errors', () => {
  it('throws the typed class of the code, in its family, with status and details', async () => {
    const details = { expired_at_millis: 1, project_id: PROJECT, user_id: 'u', refresh_token_id: 's' };
    const { app } = clientApp(() => knownError('ACCESS_TOKEN_EXPIRED', 401, details));
    const e = await app.getProject().catch((x: unknown) => x);
    expect(e).toBeInstanceOf(AccessTokenExpiredError);
    expect(e).toBeInstanceOf(InvalidAccessTokenError);
    expect(e).toMatchObject({ code: 'ACCESS_TOKEN_EXPIRED', status: 401, details, message: 'message of ACCESS_TOKEN_EXPIRED' });
  });

  it('reads the real status from x-stack-actual-status (override-error-status)', async () => {
    const { app } = clientApp(() => knownError('CURRENT_PROJECT_NOT_FOUND', 400, { project_id: PROJECT }, { override: true }));
    const e = await app.getProject().catch((x: unknown) => x);
    expect(e).toBeInstanceOf(CurrentProjectNotFoundError);
    expect((e as KnownError).status).toBe(400);
  });

  it('a header that differs from body.code is an invalid response, not a known error', async () => {
    const { app } = clientApp(() => knownError('USER_NOT_FOUND', 404, undefined, { headerCode: 'PROJECT_NOT_FOUND' }));
    const e = await app.getProject().catch((x: unknown) => x);
    expect(e).toBeInstanceOf(InvalidResponseError);
    expect(e).not.toBeInstanceOf(KnownError);
  });

  it('a non-OK answer without known-error header throws HttpError with status and body', async () => {
    const { app } = clientApp(() => new Response('Forbidden here', { status: 403 }));
    const e = await app.getProject().catch((x: unknown) => x);
    expect(e).toBeInstanceOf(HttpError);
    expect(e).toMatchObject({ status: 403, body: 'Forbidden here' });
  });

  it('a plain 4xx hidden behind override-error-status still throws with the actual status', async () => {
    const { app } = clientApp(() => new Response('nope', { status: 200, headers: { 'x-stack-actual-status': '404' } }));
    await expect(app.getProject()).rejects.toMatchObject({ status: 404 });
  });
});

describe('InvalidAccessToken: mark expired, refresh, retry once', () => {
  it('retries once with a refreshed token', async () => {
    const stale = tokenExpiringIn(600, { sub: 'stale' });
    const fresh = tokenExpiringIn(600, { sub: 'fresh' });
    const { app, calls } = clientApp((c) => {
      if (c.path === '/auth/oauth/token') return tokenResponse(fresh);
      return c.headers.get('x-stack-access-token') === stale ? knownError('ACCESS_TOKEN_REVOKED', 401) : json(PROJECT_JSON);
    }, { accessToken: stale, refreshToken: 'rt' });
    await expect(app.getProject()).resolves.toEqual(PROJECT_JSON);
    expect(calls.map((c) => c.path)).toEqual(['/projects/current', '/auth/oauth/token', '/projects/current']);
    expect(calls[2]!.headers.get('x-stack-access-token')).toBe(fresh);
  });

  it('does not retry a second time: the second InvalidAccessToken is thrown', async () => {
    const { app, calls } = clientApp((c) => (c.path === '/auth/oauth/token' ? tokenResponse(tokenExpiringIn(600, { n: Math.random() })) : knownError('UNPARSABLE_ACCESS_TOKEN', 401)), { accessToken: tokenExpiringIn(600), refreshToken: 'rt' });
    await expect(app.getProject()).rejects.toBeInstanceOf(InvalidAccessTokenError);
    expect(calls.filter((c) => c.path === '/projects/current')).toHaveLength(2);
  });

  it('without a token sent, the error is thrown at once', async () => {
    const { app, calls } = clientApp(() => knownError('ACCESS_TOKEN_EXPIRED', 401, { expired_at_millis: null, project_id: null, user_id: null, refresh_token_id: null }));
    await expect(app.getProject()).rejects.toBeInstanceOf(AccessTokenExpiredError);
    expect(calls).toHaveLength(1);
  });

  it('dashboard mode: an invalid admin access token is refreshed through the owner session and retried once', async () => {
    const stale = tokenExpiringIn(600, { sub: 'stale-owner' });
    const fresh = tokenExpiringIn(600, { sub: 'fresh-owner' });
    const ownerFetch = fakeFetch(() => tokenResponse(fresh));
    const owner = createClientApp({ baseUrl: BASE, projectId: 'internal', tokenStore: memoryTokenStore({ accessToken: stale, refreshToken: 'ort' }), fetch: ownerFetch });
    const fetch = fakeFetch((c) => (c.headers.get('x-stack-admin-access-token') === stale ? knownError('ADMIN_ACCESS_TOKEN_REVOKED', 401) : json(PROJECT_JSON)));
    const app = createAdminApp({ baseUrl: BASE, projectId: PROJECT, ownerSession: owner.session, fetch });
    await expect(app.getProject()).resolves.toEqual(PROJECT_JSON);
    expect(ownerFetch.calls).toHaveLength(1);
    expect(fetch.calls.map((c) => c.headers.get('x-stack-admin-access-token'))).toEqual([stale, fresh]);
  });
});

describe('429: wait Retry-After, then retry', () => {
  it('waits the Retry-After seconds before the retry, not less', async () => {
    let n = 0;
    const { app, calls } = clientApp(() => (n++ === 0 ? new Response('slow down', { status: 429, headers: { 'retry-after': '3' } }) : json(PROJECT_JSON)));
    const p = app.getProject();
    await vi.advanceTimersByTimeAsync(2999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(p).resolves.toEqual(PROJECT_JSON);
    expect(calls).toHaveLength(2);
  });

  it('also retries a non-idempotent request after 429', async () => {
    let n = 0;
    const { app, calls } = clientApp(() => (n++ === 0 ? new Response('', { status: 429, headers: { 'retry-after': '1' } }) : json({ access_token: 'a', refresh_token: 'r', user_id: 'u' })));
    const p = app.signInWithPassword({ email: 'a@b.co', password: 'pw' });
    await vi.advanceTimersByTimeAsync(1000);
    await expect(p).resolves.toEqual({ userId: 'u' });
    expect(calls).toHaveLength(2);
  });
});

describe('network failures', () => {
  const refused = () => { throw new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' }) }); };

  it('retries an idempotent request up to 5 attempts with exponential delays from 1000 ms', async () => {
    // The jitter factor is (0.5 + random); pin random to 0.5 for exact delays.
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const fetch = fakeFetch(refused);
    const app = createClientApp({ baseUrl: BASE, projectId: PROJECT, fetch, tokenStore: 'memory' });
    const p = app.getProject().catch((e: unknown) => e);
    const times: number[] = [];
    for (const delay of [1000, 2000, 4000, 8000]) {
      await vi.advanceTimersByTimeAsync(delay - 1);
      times.push(fetch.calls.length);
      await vi.advanceTimersByTimeAsync(1);
    }
    const e = await p;
    expect(times).toEqual([1, 2, 3, 4]);
    expect(fetch.calls).toHaveLength(5);
    expect(e).toBeInstanceOf(NetworkError);
  });

  it('succeeds when a retry gets through', async () => {
    let n = 0;
    const fetch = fakeFetch(() => (n++ < 2 ? refused() : json(PROJECT_JSON)));
    const app = createClientApp({ baseUrl: BASE, projectId: PROJECT, fetch, tokenStore: 'memory' });
    const p = app.getProject();
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(p).resolves.toEqual(PROJECT_JSON);
    expect(fetch.calls).toHaveLength(3);
  });

  it('fails a non-idempotent request at once with a network error naming the cause', async () => {
    const fetch = fakeFetch(refused);
    const app = createClientApp({ baseUrl: BASE, projectId: PROJECT, fetch, tokenStore: 'memory' });
    const e = await app.signInWithPassword({ email: 'a@b.co', password: 'pw' }).catch((x: unknown) => x);
    expect(fetch.calls).toHaveLength(1);
    expect(e).toBeInstanceOf(NetworkError);
    expect((e as Error).message).toContain('ECONNREFUSED');
    expect((e as Error).message).toContain('POST');
  });

  it("says 'You are offline' when navigator.onLine is false", async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const fetch = fakeFetch(refused);
    const app = createClientApp({ baseUrl: BASE, projectId: PROJECT, fetch, tokenStore: 'memory' });
    await expect(app.signInWithPassword({ email: 'a@b.co', password: 'pw' })).rejects.toThrow(/^You are offline$/);
  });
});

describe('sign-in, user and sign-out', () => {
  it('sign-in stores both tokens; the next call carries them', async () => {
    const at = tokenExpiringIn(600);
    const { app, calls } = clientApp((c) => (c.path === '/auth/password/sign-in' ? json({ access_token: at, refresh_token: 'rt', user_id: 'u1' }) : json({ id: 'u1' })));
    await expect(app.signInWithPassword({ email: 'a@b.co', password: 'pw' })).resolves.toEqual({ userId: 'u1' });
    expect(JSON.parse(calls[0]!.body)).toEqual({ email: 'a@b.co', password: 'pw' });
    await app.getUser();
    expect(calls[1]!.headers.get('x-stack-access-token')).toBe(at);
  });

  it('getUser is null when signed out, without a request', async () => {
    const { app, calls } = clientApp(() => json({}));
    await expect(app.getUser()).resolves.toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('sign-out sends DELETE /auth/sessions/current with {} and forgets the tokens', async () => {
    const { app, calls } = clientApp(() => json({ success: true }), { accessToken: tokenExpiringIn(600), refreshToken: 'rt' });
    await app.signOut();
    expect(calls[0]).toMatchObject({ method: 'DELETE', path: '/auth/sessions/current', body: '{}' });
    expect(app.session.hasTokens).toBe(false);
  });

  it('sign-out ignores refresh-token errors', async () => {
    const { app } = clientApp(() => knownError('REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED', 401), { accessToken: tokenExpiringIn(600), refreshToken: 'rt' });
    await expect(app.signOut()).resolves.toBeUndefined();
    expect(app.session.hasTokens).toBe(false);
  });

  it('sign-out rethrows other errors but forgets the tokens regardless', async () => {
    const { app } = clientApp(() => new Response('down', { status: 500 }), { accessToken: tokenExpiringIn(600), refreshToken: 'rt' });
    await expect(app.signOut()).rejects.toBeInstanceOf(HttpError);
    expect(app.session.hasTokens).toBe(false);
  });

  it('RefreshTokenError is the family of CANNOT_DELETE_CURRENT_SESSION too', async () => {
    const { app } = clientApp(() => knownError('CANNOT_DELETE_CURRENT_SESSION', 400));
    await expect(app.getProject()).rejects.toBeInstanceOf(RefreshTokenError);
  });
});

describe('other sign-in methods', () => {
  const tokens = (extra: Record<string, unknown> = {}) => json({ access_token: tokenExpiringIn(600), refresh_token: 'rt', user_id: 'u1', ...extra });

  it('sendMagicLinkEmail posts email and callback_url and returns the nonce', async () => {
    const { app, calls } = clientApp(() => json({ nonce: 'n'.repeat(39) }));
    await expect(app.sendMagicLinkEmail({ email: 'a@b.co', callbackUrl: 'https://app.test/cb' })).resolves.toEqual({ nonce: 'n'.repeat(39) });
    expect(calls[0]!.path).toBe('/auth/otp/send-sign-in-code');
    expect(JSON.parse(calls[0]!.body)).toEqual({ email: 'a@b.co', callback_url: 'https://app.test/cb' });
  });

  it('signInWithMagicLink stores the session and reports a new user', async () => {
    const { app, calls } = clientApp(() => tokens({ is_new_user: true }));
    await expect(app.signInWithMagicLink('c'.repeat(45))).resolves.toEqual({ userId: 'u1', isNewUser: true });
    expect(JSON.parse(calls[0]!.body)).toEqual({ code: 'c'.repeat(45) });
    expect(app.session.tokens.refreshToken).toBe('rt');
  });

  it('signInWithOtp joins the typed code (lower-cased) and the nonce', async () => {
    const { app, calls } = clientApp(() => tokens({ is_new_user: false }));
    await app.signInWithOtp({ otp: ' AB12CD ', nonce: 'x'.repeat(39) });
    expect(JSON.parse(calls[0]!.body)).toEqual({ code: 'ab12cd' + 'x'.repeat(39) });
  });

  it('signInWithOtp rejects a code that is not 6 characters, without a request', async () => {
    const { app, calls } = clientApp(() => tokens());
    await expect(app.signInWithOtp({ otp: '12345', nonce: 'x' })).rejects.toThrow('6 characters');
    expect(calls).toHaveLength(0);
  });

  it('signInWithMfa validates the TOTP (6-8 digits) and sends type, totp and the attempt code', async () => {
    const { app, calls } = clientApp(() => tokens());
    await expect(app.signInWithMfa({ attemptCode: 'att', totp: '12ab56' })).rejects.toThrow('6 to 8 digits');
    expect(calls).toHaveLength(0);
    await app.signInWithMfa({ attemptCode: 'att', totp: '123456' });
    expect(JSON.parse(calls[0]!.body)).toEqual({ type: 'totp', totp: '123456', code: 'att' });
  });

  it('signUpAnonymously stores the session', async () => {
    const { app, calls } = clientApp(() => tokens());
    await expect(app.signUpAnonymously()).resolves.toEqual({ userId: 'u1' });
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/auth/anonymous/sign-up' });
    expect(app.session.hasTokens).toBe(true);
  });

  it('updatePassword sends the refresh token so the server keeps this session', async () => {
    const { app, calls } = clientApp(() => json({ success: true }), { accessToken: tokenExpiringIn(600), refreshToken: 'rt' });
    await app.updatePassword({ oldPassword: 'old', newPassword: 'new' });
    expect(JSON.parse(calls[0]!.body)).toEqual({ old_password: 'old', new_password: 'new' });
    expect(calls[0]!.headers.get('x-stack-refresh-token')).toBe('rt');
  });
});

describe('server app helpers', () => {
  it('createApiKey rejects both a user id and a team id without a request', async () => {
    const fetch = fakeFetch(() => json({}));
    const app = createServerApp({ baseUrl: BASE, projectId: PROJECT, secretServerKey: 'ssk', fetch });
    await expect(app.createApiKey({ userId: 'u', teamId: 't', description: 'd' })).rejects.toThrow('not both');
    expect(fetch.calls).toHaveLength(0);
  });

  it('createApiKey posts a user key to /user-api-keys and a team key to /team-api-keys', async () => {
    const fetch = fakeFetch(() => json({ id: 'k' }));
    const app = createServerApp({ baseUrl: BASE, projectId: PROJECT, secretServerKey: 'ssk', fetch });
    await app.createApiKey({ userId: 'u', description: 'mine' });
    await app.createApiKey({ teamId: 't', description: 'ours', expiresAtMillis: 5 });
    expect(fetch.calls.map((c) => c.path)).toEqual(['/user-api-keys', '/team-api-keys']);
    expect(JSON.parse(fetch.calls[0]!.body)).toEqual({ user_id: 'u', description: 'mine', expires_at_millis: null, is_public: false });
    expect(JSON.parse(fetch.calls[1]!.body)).toMatchObject({ team_id: 't', expires_at_millis: 5 });
  });

  it('authenticateRequest is null without a token or with an invalid one', async () => {
    const fetch = fakeFetch(() => json({ keys: [] }));
    const app = createServerApp({ baseUrl: BASE, projectId: PROJECT, secretServerKey: 'ssk', fetch });
    await expect(app.authenticateRequest({ headers: {} })).resolves.toBeNull();
    await expect(app.authenticateRequest({ headers: { 'x-stack-access-token': tokenExpiringIn(600) } })).resolves.toBeNull();
  });
});

describe('more retry rules', () => {
  const refused = () => { throw new TypeError('fetch failed'); };

  it('429 without Retry-After retries after the exponential delay', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    let n = 0;
    const { app, calls } = clientApp(() => (n++ === 0 ? new Response('', { status: 429 }) : json(PROJECT_JSON)));
    const p = app.getProject();
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(p).resolves.toEqual(PROJECT_JSON);
  });

  it('gives up after 5 attempts of 429 and throws the status', async () => {
    const { app, calls } = clientApp(() => new Response('busy', { status: 429, headers: { 'retry-after': '0' } }));
    const p = app.getProject().catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10);
    expect(await p).toMatchObject({ status: 429 });
    expect(calls).toHaveLength(5);
  });

  it('retries a 508 INFINITE_LOOP_DETECTED', async () => {
    let n = 0;
    const { app, calls } = clientApp(() => (n++ === 0 ? new Response('INFINITE_LOOP_DETECTED', { status: 508 }) : json(PROJECT_JSON)));
    const p = app.getProject();
    await vi.advanceTimersByTimeAsync(2000);
    await expect(p).resolves.toEqual(PROJECT_JSON);
    expect(calls).toHaveLength(2);
  });

  it('does not retry other 5xx', async () => {
    const { app, calls } = clientApp(() => new Response('boom', { status: 503 }));
    await expect(app.getProject()).rejects.toMatchObject({ status: 503 });
    expect(calls).toHaveLength(1);
  });

  it('retries DELETE and PUT after a network failure, but not PATCH', async () => {
    for (const [method, expected] of [['DELETE', 5], ['PUT', 5], ['PATCH', 1]] as const) {
      const fetch = fakeFetch(refused);
      const app = createClientApp({ baseUrl: BASE, projectId: PROJECT, fetch, tokenStore: 'memory' });
      const call = (app.api as unknown as Record<string, (p: string, o: object) => Promise<unknown>>)[method]!('/users/me', { body: {} });
      const p = call.catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(await p, method).toBeInstanceOf(NetworkError);
      expect(fetch.calls, method).toHaveLength(expected);
    }
  });

  it('retries the same body on every attempt', async () => {
    let n = 0;
    const { app, calls } = clientApp(() => (n++ === 0 ? new Response('', { status: 429, headers: { 'retry-after': '0' } }) : json({ access_token: 'a', refresh_token: 'r', user_id: 'u' })));
    const p = app.signInWithPassword({ email: 'a@b.co', password: 'pw' });
    await vi.advanceTimersByTimeAsync(10);
    await p;
    expect(calls.map((c) => c.body)).toEqual([calls[0]!.body, calls[0]!.body]);
    expect(JSON.parse(calls[1]!.body)).toEqual({ email: 'a@b.co', password: 'pw' });
  });

  it('sign-out with a dead refresh token: no server call, signed out, no error', async () => {
    const { app, calls } = clientApp((c) => (c.path === '/auth/oauth/token' ? knownError('REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED', 401) : json({ success: true })), { refreshToken: 'dead' });
    await expect(app.signOut()).resolves.toBeUndefined();
    expect(calls.map((c) => c.path)).toEqual(['/auth/oauth/token']);
    expect(app.session.hasTokens).toBe(false);
  });
});
