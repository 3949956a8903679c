import { GatehouseError, HttpError, InvalidAccessTokenError, InvalidAdminAccessTokenError, InvalidResponseError, NetworkError, RefreshTokenError } from './errors.ts';
import { serverUrls } from './base-url.ts';
import { knownErrorFromWire } from './known-errors.ts';
import type { Session } from './session.ts';
import { wait } from './wait.ts';

/** The fetch the SDK calls; the global fetch by default. Tests pass a fake. */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export type AccessType = 'client' | 'server' | 'admin';

/** Upstream SDK retry policy (wire-contract §10.2, SPEC §9). */
export const MAX_ATTEMPTS = 5;
export const RETRY_BASE_DELAY_MS = 1000;
const IDEMPOTENT = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);

export const SDK_VERSION = '0.1.0';
export const CLIENT_VERSION = `js @gatehouse/sdk@${SDK_VERSION}`;

export interface TransportOptions {
  /** The Gatehouse server, with or without /api/v1 (base-url.ts). */
  baseUrl: string;
  projectId: string;
  accessType: AccessType;
  publishableClientKey?: string;
  secretServerKey?: string;
  superSecretAdminKey?: string;
  /** The end user's session: its access and refresh tokens go on every request. */
  session?: Session;
  /** Dashboard mode: the project owner's session on the internal project supplies x-stack-admin-access-token. */
  adminSession?: Session;
  fetch?: FetchLike;
  /** Jitter source for retry delays (0..1); tests pin it. */
  random?: () => number;
}

export interface Transport {
  readonly apiUrl: string;
  /** Sends a request with the x-stack headers and the SDK's retry/refresh rules; returns an OK response or throws. */
  send(request: Request): Promise<Response>;
  /** POST /auth/oauth/token with grant_type=refresh_token (the Session's refresher). */
  refresh(refreshToken: string): Promise<{ accessToken: string; refreshToken?: string | null } | null>;
}

interface Outgoing {
  method: string;
  url: string;
  headers: Headers;
  body: ArrayBuffer | undefined;
  /** Attach project headers and session tokens (false for the OAuth token endpoint). */
  authenticate: boolean;
}

function isNetworkFailure(e: unknown): boolean {
  return e instanceof NetworkError || (e instanceof TypeError && !(e instanceof GatehouseError));
}

function describeCause(e: unknown): string {
  if (!(e instanceof Error)) return String(e);
  const cause = (e as { cause?: unknown }).cause;
  const inner = cause instanceof Error ? (cause as Error & { code?: string }).code ?? cause.message : cause ? String(cause) : '';
  return inner && !e.message.includes(inner) ? `${e.message} (${inner})` : e.message;
}

/** navigator.onLine === false: the browser knows it has no connection. */
function isOffline(): boolean {
  const nav = (globalThis as { navigator?: { onLine?: boolean } }).navigator;
  return nav?.onLine === false;
}

export function createTransport(opts: TransportOptions): Transport {
  const { apiUrl } = serverUrls(opts.baseUrl);
  const doFetch: FetchLike = opts.fetch ?? ((url, init) => globalThis.fetch(url, init));
  const random = opts.random ?? (() => Math.random());
  const backoff = (attempt: number) => (0.5 + random()) * RETRY_BASE_DELAY_MS * 2 ** attempt;

  function projectHeaders(h: Headers) {
    const set = (name: string, value: string | undefined) => {
      if (value !== undefined && !h.has(name)) h.set(name, value);
    };
    set('x-stack-override-error-status', 'true');
    set('x-stack-project-id', opts.projectId);
    set('x-stack-access-type', opts.accessType);
    set('x-stack-client-version', CLIENT_VERSION);
    set('x-stack-allow-anonymous-user', 'true');
    set('x-stack-publishable-client-key', opts.publishableClientKey);
    if (opts.accessType === 'server' || opts.accessType === 'admin') set('x-stack-secret-server-key', opts.secretServerKey);
    if (opts.accessType === 'admin') set('x-stack-super-secret-admin-key', opts.superSecretAdminKey);
  }

  async function execute(req: Outgoing): Promise<Response> {
    let attempt = 0;
    let retriedUserToken = false;
    let retriedAdminToken = false;
    const label = `${req.method} ${req.url}`;
    for (;;) {
      const headers = new Headers(req.headers);
      let userToken: string | null = null;
      let adminToken: string | null = null;
      let response: Response;
      try {
        if (req.authenticate) {
          projectHeaders(headers);
          if (opts.session && !headers.has('x-stack-access-token')) {
            userToken = await opts.session.getAccessToken();
            if (userToken) headers.set('x-stack-access-token', userToken);
            const refreshToken = opts.session.tokens.refreshToken;
            if (refreshToken && !headers.has('x-stack-refresh-token')) headers.set('x-stack-refresh-token', refreshToken);
          }
          if (opts.adminSession && !headers.has('x-stack-admin-access-token')) {
            adminToken = await opts.adminSession.getAccessToken();
            if (adminToken) headers.set('x-stack-admin-access-token', adminToken);
          }
          // Cache-buster: no intermediary may answer from a cache.
          headers.set('x-stack-random-nonce', Math.random().toString(36).slice(2));
        }
        response = await doFetch(req.url, { method: req.method, headers, body: req.body, credentials: 'omit', cache: 'no-store', redirect: 'follow' });
      } catch (e) {
        if (!isNetworkFailure(e)) throw e;
        // Only requests that are safe to repeat are retried after a network failure (SPEC §8).
        if (IDEMPOTENT.has(req.method) && attempt < MAX_ATTEMPTS - 1) {
          await wait(backoff(attempt));
          attempt++;
          continue;
        }
        if (e instanceof NetworkError) throw e;
        if (isOffline()) throw new NetworkError('You are offline', { cause: e });
        throw new NetworkError(`Could not reach Gatehouse (${label}): ${describeCause(e)}. Check the connection and that the server is running.`, { cause: e });
      }

      // With x-stack-override-error-status the server sends 4xx as 200 + x-stack-actual-status.
      const actual = Number(response.headers.get('x-stack-actual-status'));
      const status = Number.isInteger(actual) && actual >= 100 ? actual : response.status;
      const code = response.headers.get('x-stack-known-error');
      if (code) {
        const error = knownErrorFromWire(code, status, await response.text());
        if (error instanceof InvalidAccessTokenError && userToken && opts.session && !retriedUserToken) {
          // The token is dead (expired early, revoked, another project): the next attempt refreshes.
          opts.session.markAccessTokenExpired(userToken);
          retriedUserToken = true;
          continue;
        }
        if (adminToken && opts.adminSession && !retriedAdminToken
          && (error instanceof InvalidAdminAccessTokenError || error.code === 'API_KEY_NOT_FOUND')) {
          opts.adminSession.markAccessTokenExpired(adminToken);
          retriedAdminToken = true;
          continue;
        }
        throw error;
      }
      if (status === 429 && attempt < MAX_ATTEMPTS - 1) {
        const retryAfter = Number(response.headers.get('retry-after'));
        await response.body?.cancel().catch(() => {});
        await wait(Number.isFinite(retryAfter) && retryAfter >= 0 && response.headers.has('retry-after') ? retryAfter * 1000 : backoff(attempt));
        attempt++;
        continue;
      }
      if (status >= 200 && status < 300) {
        return status === response.status ? response : new Response(response.body, { status, headers: response.headers });
      }
      const text = await response.text().catch(() => '');
      if (status === 508 && text.includes('INFINITE_LOOP_DETECTED') && attempt < MAX_ATTEMPTS - 1) {
        await wait(backoff(attempt));
        attempt++;
        continue;
      }
      throw new HttpError(status, text, req.method, req.url);
    }
  }

  return {
    apiUrl,
    async send(request) {
      const body = request.body ? await request.arrayBuffer() : undefined;
      return execute({ method: request.method.toUpperCase(), url: request.url, headers: new Headers(request.headers), body, authenticate: true });
    },
    async refresh(refreshToken) {
      const form = new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: opts.projectId,
        client_secret: opts.publishableClientKey ?? '__stack_public_client__',
      });
      const body = new TextEncoder().encode(form.toString()).buffer as ArrayBuffer;
      let response: Response;
      try {
        response = await execute({
          method: 'POST',
          url: `${apiUrl}/auth/oauth/token`,
          headers: new Headers({ 'content-type': 'application/x-www-form-urlencoded' }),
          body,
          authenticate: false,
        });
      } catch (e) {
        // The refresh token is unknown, expired or revoked: signed out, not an exception.
        if (e instanceof RefreshTokenError) return null;
        throw e;
      }
      const json = (await response.json().catch(() => undefined)) as { access_token?: unknown; token_type?: unknown; refresh_token?: unknown } | undefined;
      if (!json || typeof json.access_token !== 'string' || typeof json.token_type !== 'string' || json.token_type.toLowerCase() !== 'bearer') {
        throw new InvalidResponseError('POST /auth/oauth/token did not return a bearer token response.');
      }
      return { accessToken: json.access_token, refreshToken: typeof json.refresh_token === 'string' ? json.refresh_token : null };
    },
  };
}
