import type { AppContext, AuthContext, AuthProject, Deps } from './context.ts';
import { KnownError, knownError, type KnownErrorCode } from './errors.ts';
import { clientSubject, type TrustedProxies } from './client-ip.ts';
import type { RequestPart } from './validation.ts';

/**
 * Rate limits, declared on the route next to its access rules and enforced by the router for every
 * route alike. A route names limits (keys of the project setting `rate_limits`); every route naming
 * the same limit shares its buckets, and a bucket is found by the limit's name, the project and the
 * subject (client address, user or e-mail), never by the path: every spelling of a route (a
 * trailing slash, `me` or the user's id) counts in the same bucket. The counters live in
 * PostgreSQL behind RateLimitPort (modules/rate-limits), so they hold across server processes.
 */

/** A value of the validated request: the part and the field name. */
export interface RequestField {
  in: Exclude<RequestPart, 'headers'>;
  name: string;
}

/**
 * Finds the account a request value stands for when the request does not name it (an MFA attempt
 * code stands for its user): answers a subject (`user:<id>`), or undefined when the value leads
 * to no account (the handler then refuses it anyway, and no bucket is counted).
 */
export interface SubjectResolver {
  (deps: Deps, auth: AuthContext | null, value: string): Promise<string | undefined>;
}

export interface RouteRateLimit {
  /** A key of the project's `rate_limits` setting. */
  limit: string;
  /**
   * What one bucket counts for: the client ('ip': its IPv4 address or IPv6 /64, see client-ip.ts),
   * the signed-in user, or a value of the request such as an e-mail address ('email' normalises it
   * like stored addresses: trimmed, lower case), or the account a value stands for (`resolve`).
   */
  per: 'ip' | 'user' | (RequestField & { normalise?: 'email' }) | (RequestField & { resolve: SubjectResolver });
  /** Only requests with client access count (server and admin access are trusted with the action). */
  clientOnly?: boolean;
  /**
   * Absent: every request that passes validation and access checks counts, before the handler runs.
   * Present: the bucket counts CONSECUTIVE failures (e.g. wrong passwords): answers with one of
   * these codes add one, a success starts again from zero, other answers count nothing. Each
   * attempt is reserved before the handler runs, and failures plus attempts in flight may not
   * exceed the limit, so a burst of parallel guesses cannot slip past it.
   */
  failures?: readonly KnownErrorCode[];
  /** Routes without project headers (access 'none'): the field naming the project (`<id>` or `<id>#<branch>`). */
  projectFrom?: RequestField;
}

/** One bucket a request touches, as the router hands it to the port. */
export interface LimitedBucket {
  limit: string;
  /** `ip:203.0.113.7`, `user:<id>`, `email:ada@example.com`; the port stores only a digest of it. */
  subject: string;
  failures: readonly string[] | null;
}

export interface Refusal {
  limit: string;
  retryAfterSeconds: number;
}

export interface Admission {
  refusal: Refusal | null;
  /** After the handler, for buckets with `failures`: null is a success, else the answer's code. */
  settle(failedWith: string | null): Promise<void>;
}

/** What the router asks of the module that keeps the counters; null when GATEHOUSE_RATE_LIMITS=off. */
export interface RateLimitPort {
  /** One round trip: counts the request in every one of its buckets. */
  admit(project: AuthProject | string, buckets: LimitedBucket[]): Promise<Admission>;
  /** Counts a failed secret or admin key check of this client; the refusal once it is over the limit. */
  keyCheckFailed(projectId: string, clientSubject: string): Promise<Refusal | null>;
}

/**
 * Key checks whose failure is a guess. Publishable client keys are public by design, and a stale one
 * in a shipped app is a configuration error, not an attack.
 */
const GUESSABLE_KEY_ERRORS: ReadonlySet<string> = new Set(['INVALID_SECRET_SERVER_KEY', 'INVALID_SUPER_SECRET_ADMIN_KEY']);

export function tooManyRequests(r: Refusal): KnownError {
  return knownError('TOO_MANY_REQUESTS', { limit: r.limit, retry_after_seconds: r.retryAfterSeconds });
}

/** The client's subject: the socket's peer, or X-Forwarded-For's client when the peer is a trusted proxy. */
export function clientOf(c: AppContext, trusted: TrustedProxies): string {
  return 'ip:' + clientSubject(socketAddressOf(c), trusted.length ? c.req.header('x-forwarded-for') : undefined, trusted);
}

/** The socket's peer: @hono/node-server hands over node's IncomingMessage; under app.request() (unit tests) there is none. */
export function socketAddressOf(c: AppContext): string | undefined {
  return (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket?.remoteAddress;
}

/**
 * Called by the router when the header pipeline refused a request. A wrong secret or admin key
 * counts against the client; over the limit the answer is TOO_MANY_REQUESTS instead of the 401.
 * Only failures are counted, so requests with a valid key never pay a database round trip; a
 * correct key is still accepted from a client over the limit, which gives a guesser nothing, as
 * keys are 224 random bits that cannot be reached by guessing.
 */
export async function countFailedKeyCheck(limiter: RateLimitPort, c: AppContext, trusted: TrustedProxies, error: unknown): Promise<void> {
  if (!(error instanceof KnownError) || !GUESSABLE_KEY_ERRORS.has(error.code)) return;
  const projectId = c.req.header('x-stack-project-id');
  if (!projectId) return;
  const refusal = await limiter.keyCheckFailed(projectId, clientOf(c, trusted));
  if (refusal) throw tooManyRequests(refusal);
}

function fieldValue(input: Record<RequestPart, unknown>, field: RequestField): string | undefined {
  const value = (input[field.in] as Record<string, unknown> | undefined)?.[field.name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * Called by the router after validation and access checks, before the handler: the request's
 * buckets are counted and checked in one round trip. Throws TOO_MANY_REQUESTS; otherwise returns
 * the admission to settle once the handler has answered (null: nothing to settle).
 */
export async function admitRequest(
  limiter: RateLimitPort,
  limits: readonly RouteRateLimit[],
  c: AppContext,
  trusted: TrustedProxies,
  auth: AuthContext | null,
  input: Record<RequestPart, unknown>,
  deps: Deps,
): Promise<Admission | null> {
  let project: AuthProject | string | undefined = auth?.project;
  let client: string | undefined;
  const buckets: LimitedBucket[] = [];
  for (const l of limits) {
    if (l.clientOnly && auth?.type !== 'client') continue;
    let subject: string | undefined;
    if (l.per === 'ip') subject = client ??= clientOf(c, trusted);
    else if (l.per === 'user') subject = auth?.user ? `user:${auth.user.id}` : undefined;
    else if ('resolve' in l.per) {
      const value = fieldValue(input, l.per);
      if (value !== undefined) subject = await l.per.resolve(deps, auth, value);
    } else {
      const value = fieldValue(input, l.per);
      if (value !== undefined) subject = `${l.per.name}:${l.per.normalise === 'email' ? value.trim().toLowerCase() : value}`;
    }
    if (subject === undefined) continue;
    // The project part of the value: an OAuth client_id (`<project>#<branch>`) or a purchase code
    // (`<project>_<code>`); project ids are UUIDs or `internal`, so neither separator occurs in one.
    if (project === undefined && l.projectFrom) project = fieldValue(input, l.projectFrom)?.split(/[#_]/)[0];
    buckets.push({ limit: l.limit, subject, failures: l.failures ?? null });
  }
  // No project (a token request without client_id) means no settings to apply: the handler refuses it.
  if (project === undefined || buckets.length === 0) return null;
  const admission = await limiter.admit(project, buckets);
  if (admission.refusal) throw tooManyRequests(admission.refusal);
  return admission;
}
