import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAdminApp, createClientApp, createServerApp } from './apps.ts';
import {
  AccessTokenExpiredError, CurrentProjectNotFoundError, HttpError, InvalidAccessTokenError, InvalidResponseError,
  KnownError, NetworkError, RefreshTokenError, RouteNotFoundError, UserNotFoundError,
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

function clientAppAt(baseUrl: string, handler: FakeHandler, tokens: { accessToken?: string | null; refreshToken?: string | null } = {}) {
  const fetch = fakeFetch(handler);
  const app = createClientApp({ baseUrl, projectId: PROJECT, fetch, tokenStore: memoryTokenStore(tokens) });
  return { app, calls: fetch.calls };
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

describe('baseUrl: the server address or its /api/v1 root', () => {
  it('every form sends to <server>/api/v1/... and reports the same baseUrl', async () => {
    for (const given of [BASE, `${BASE}/`, `${BASE}/api/v1`, `${BASE}/api/v1/`, `${BASE}//api/v1//`]) {
      const { app, calls } = clientAppAt(given, () => json(PROJECT_JSON));
      await app.getProject();
      expect(calls[0]!.url, given).toBe(`${BASE}/api/v1/projects/current`);
      expect(app.baseUrl, given).toBe(BASE);
    }
  });

  it('keeps a path prefix in front of /api/v1 (a server behind a proxy path)', async () => {
    for (const given of [`${BASE}/auth`, `${BASE}/auth/api/v1/`]) {
      const { app, calls } = clientAppAt(given, () => json(PROJECT_JSON));
      await app.getProject();
      expect(calls[0]!.url, given).toBe(`${BASE}/auth/api/v1/projects/current`);
    }
  });

  it('the refresh request goes to the same API root', async () => {
    const { app, calls } = clientAppAt(`${BASE}/api/v1`, () => tokenResponse(tokenExpiringIn(600)), { refreshToken: 'rt' });
    await app.getAccessToken();
    expect(calls[0]!.url).toBe(`${BASE}/api/v1/auth/oauth/token`);
  });

  it('an address that is not http(s) fails at once, naming both accepted forms', () => {
    for (const given of ['localhost:8102', 'auth.example.com', '', 'ftp://x.test', `${BASE}/?x=1`]) {
      expect(() => createClientApp({ baseUrl: given, projectId: PROJECT, tokenStore: 'memory' }), given).toThrow(/https:\/\/auth\.example\.com or https:\/\/auth\.example\.com\/api\/v1/);
    }
  });

  it('ROUTE_NOT_FOUND is a known error (RouteNotFoundError) with the server\'s message, not "update the SDK"', async () => {
    const details = { method: 'GET', path: '/api/v1/nope' };
    const { app } = clientApp(() => knownError('ROUTE_NOT_FOUND', 404, details, { override: true }));
    const e = await app.api.GET('/projects/current').catch((x: unknown) => x);
    expect(e).toBeInstanceOf(RouteNotFoundError);
    expect(e).toMatchObject({ code: 'ROUTE_NOT_FOUND', status: 404, details, message: 'message of ROUTE_NOT_FOUND' });
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
  const USER = { id: 'u1', primary_email: 'a@b.co', display_name: null };
  function serverApp(handler: FakeHandler) {
    const fetch = fakeFetch(handler);
    return { app: createServerApp({ baseUrl: BASE, projectId: PROJECT, secretServerKey: 'ssk', fetch }), calls: fetch.calls };
  }

  it('listUsers sends the list options as the query and returns the page', async () => {
    const page = { is_paginated: true, items: [USER], pagination: { next_cursor: '3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10' } };
    const { app, calls } = serverApp(() => json(page));
    await expect(app.listUsers({
      limit: 2, cursor: 'c1', orderBy: 'signed_up_at', desc: true, query: 'ada', includeAnonymous: true, onlyAnonymous: false,
      primaryEmailVerified: true, hasPassword: false, otpAuthEnabled: true, passkeyAuthEnabled: false, teamId: 't1',
    })).resolves.toEqual(page);
    expect(calls[0]).toMatchObject({
      method: 'GET',
      path: '/users?limit=2&cursor=c1&order_by=signed_up_at&desc=true&query=ada&include_anonymous=true&only_anonymous=false'
        + '&primary_email_verified=true&has_password=false&otp_auth_enabled=true&passkey_auth_enabled=false&team_id=t1',
    });
    await app.listUsers();
    expect(calls[1]!.path).toBe('/users');
  });

  it('getUser(id) reads that user; getUser() is still the session user', async () => {
    const { app, calls } = serverApp((c) => json(c.path === '/users/me' ? { ...USER, id: 'me' } : USER));
    await expect(app.getUser('u/1')).resolves.toEqual(USER);
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/users/u%2F1' });
    await expect(app.getUser()).resolves.toBeNull(); // signed out: no request
    expect(calls).toHaveLength(1);
  });

  it('createUser, updateUser and deleteUser send the body to the user routes', async () => {
    const { app, calls } = serverApp((c) => (c.method === 'DELETE' ? json({ success: true }) : json(USER, c.method === 'POST' ? 201 : 200)));
    await expect(app.createUser({ primary_email: 'a@b.co', password: 'pw pw pw pw' })).resolves.toEqual(USER);
    await expect(app.updateUser('u1', { display_name: 'Ada' })).resolves.toEqual(USER);
    await expect(app.deleteUser('u1')).resolves.toBeUndefined();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /users', 'PATCH /users/u1', 'DELETE /users/u1']);
    expect(JSON.parse(calls[0]!.body)).toEqual({ primary_email: 'a@b.co', password: 'pw pw pw pw' });
    expect(JSON.parse(calls[1]!.body)).toEqual({ display_name: 'Ada' });
  });

  it('an empty user id fails before any request (it would name another route)', async () => {
    const { app, calls } = serverApp(() => json(USER));
    await expect(app.getUser(' ')).rejects.toThrow('user id is required');
    await expect(app.updateUser('', {})).rejects.toThrow('user id is required');
    await expect(app.deleteUser('')).rejects.toThrow('user id is required');
    expect(calls).toHaveLength(0);
  });

  it('a missing user is thrown as UserNotFoundError', async () => {
    const { app } = serverApp(() => knownError('USER_NOT_FOUND', 404, undefined, { override: true }));
    const e = await app.getUser('u9').catch((x: unknown) => x);
    expect(e).toBeInstanceOf(UserNotFoundError);
    expect(e).toMatchObject({ code: 'USER_NOT_FOUND', status: 404 });
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
