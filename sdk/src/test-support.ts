// Test helpers for the unit tests (not exported from the package).
import type { FetchLike } from './transport.ts';

export interface RecordedCall {
  method: string;
  url: string;
  /** Path below /api/v1, with query string. */
  path: string;
  headers: Headers;
  body: string;
}

export type FakeHandler = (call: RecordedCall) => Response | Promise<Response>;

/** A fetch that records every call and answers from `handler` (which may throw to simulate network failure). */
export function fakeFetch(handler: FakeHandler): FetchLike & { calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  const f = (async (url: string, init: RequestInit) => {
    const body = init.body === undefined || init.body === null ? '' : new TextDecoder().decode(init.body as ArrayBuffer);
    const u = new URL(url);
    const call: RecordedCall = {
      method: init.method ?? 'GET',
      url,
      path: u.pathname.replace(/^\/api\/v1/, '') + u.search,
      headers: new Headers(init.headers),
      body,
    };
    calls.push(call);
    return handler(call);
  }) as FetchLike & { calls: RecordedCall[] };
  f.calls = calls;
  return f;
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

/** A known-error answer as the server sends it (optionally with the override-error-status rewrite). */
export function knownError(code: string, status: number, details?: unknown, opts: { override?: boolean; headerCode?: string } = {}): Response {
  const body = details === undefined ? { code, error: `message of ${code}` } : { code, details, error: `message of ${code}` };
  const headers: Record<string, string> = { 'x-stack-known-error': opts.headerCode ?? code };
  if (opts.override) headers['x-stack-actual-status'] = String(status);
  return json(body, opts.override ? 200 : status, headers);
}

function b64url(s: string): string {
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned JWT-shaped token (the SDK only decodes `exp` client-side). */
export function fakeJwt(payload: Record<string, unknown>): string {
  return `${b64url(JSON.stringify({ alg: 'ES256', typ: 'JWT' }))}.${b64url(JSON.stringify(payload))}.c2ln`;
}

/** A token expiring `secondsFromNow` after Date.now() (fake timers move Date too). */
export function tokenExpiringIn(secondsFromNow: number, extra: Record<string, unknown> = {}): string {
  return fakeJwt({ sub: 'user-1', exp: Math.floor(Date.now() / 1000) + secondsFromNow, ...extra });
}

export function tokenResponse(accessToken: string, refreshToken?: string): Response {
  return json({ access_token: accessToken, token_type: 'Bearer', expires_in: 3600, scope: 'legacy', ...(refreshToken ? { refresh_token: refreshToken } : {}) });
}

export const BASE = 'https://gh.test';
export const PROJECT = '6a1c9c8e-4a8f-4d8c-9a34-5b1b0c3f0a11';
