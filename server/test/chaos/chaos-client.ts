import type { InternalKeys } from './gatehouse-process.ts';

/** One answered (or failed) request, with its wall-clock times in ms (performance.now()). */
export interface Outcome {
  kind: string;
  startedAt: number;
  endedAt: number;
  /** HTTP status; 0 when no answer came (connection refused or reset, or the client gave up). */
  status: number;
  /** The known-error code (x-stack-known-error) of an error answer. */
  code: string | null;
  body: Record<string, unknown> | null;
}

/** How long the client waits for any answer: far beyond the 5 s the server must answer within. */
const CLIENT_TIMEOUT_MS = 20_000;

/** Requests on the internal project with the keys the chaos server was started with. */
export class ChaosClient {
  constructor(
    /** Changes when the server restarts on another port. */
    public baseUrl: string,
    private readonly keys: InternalKeys,
  ) {}

  async request(kind: string, method: string, path: string, opts: { access: 'client' | 'server' | 'none'; accessToken?: string; body?: unknown }): Promise<Outcome> {
    const headers: Record<string, string> = {};
    if (opts.access !== 'none') {
      headers['x-stack-project-id'] = 'internal';
      headers['x-stack-access-type'] = opts.access;
    }
    if (opts.access === 'client') headers['x-stack-publishable-client-key'] = this.keys.client;
    if (opts.access === 'server') headers['x-stack-secret-server-key'] = this.keys.server;
    if (opts.accessToken) headers['x-stack-access-token'] = opts.accessToken;
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    const startedAt = performance.now();
    try {
      const res = await fetch(`${this.baseUrl}/api/v1${path}`, {
        method,
        headers,
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
        signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
      });
      const text = await res.text();
      let body: Record<string, unknown> | null = null;
      try {
        body = JSON.parse(text) as Record<string, unknown>;
      } catch {
        body = null;
      }
      return { kind, startedAt, endedAt: performance.now(), status: res.status, code: res.headers.get('x-stack-known-error'), body };
    } catch {
      return { kind, startedAt, endedAt: performance.now(), status: 0, code: null, body: null };
    }
  }

  /** Needs no project headers: the JWKS route reads the project and its keys through the ORM. */
  jwks(): Promise<Outcome> {
    return this.request('jwks', 'GET', '/projects/internal/.well-known/jwks.json', { access: 'none' });
  }

  async health(): Promise<Outcome> {
    const startedAt = performance.now();
    try {
      const res = await fetch(`${this.baseUrl}/health`, { signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS) });
      await res.arrayBuffer();
      return { kind: 'health', startedAt, endedAt: performance.now(), status: res.status, code: null, body: null };
    } catch {
      return { kind: 'health', startedAt, endedAt: performance.now(), status: 0, code: null, body: null };
    }
  }

  signUp(email: string, password: string, extra: Record<string, unknown> = {}): Promise<Outcome> {
    return this.request('sign-up', 'POST', '/auth/password/sign-up', { access: 'client', body: { email, password, ...extra } });
  }

  signIn(email: string, password: string): Promise<Outcome> {
    return this.request('sign-in', 'POST', '/auth/password/sign-in', { access: 'client', body: { email, password } });
  }

  changePassword(accessToken: string, oldPassword: string, newPassword: string): Promise<Outcome> {
    return this.request('password-change', 'POST', '/auth/password/update', { access: 'client', accessToken, body: { old_password: oldPassword, new_password: newPassword } });
  }

  me(accessToken: string): Promise<Outcome> {
    return this.request('users-me', 'GET', '/users/me', { access: 'client', accessToken });
  }

  listUsers(): Promise<Outcome> {
    return this.request('list-users', 'GET', '/users?limit=5', { access: 'server' });
  }
}

export const ok = (o: Outcome) => o.status >= 200 && o.status < 300;

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}@chaos.example.com`;
}

export function median(values: number[]): number {
  if (!values.length) return 0;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}
