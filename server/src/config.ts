import type { HashPolicy } from './crypto/password-hasher.ts';
import { availableParallelism } from 'node:os';
import { z } from './http/zod.ts';
import { StartupError } from './startup-error.ts';
import { parseAddressRanges, parseTrustedProxies, type AddressRanges, type TrustedProxies } from './http/client-ip.ts';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
/** 'auto': human-readable when stdout is a terminal (a developer's `make start`), JSON lines otherwise. */
export type LogFormat = 'json' | 'pretty' | 'auto';

/** A TCP port; whatever is wrong with it, the message names the range (not zod's number parsing). */
function portSetting(min: number) {
  const error = { error: `must be a port number from ${min} to 65535` };
  return z.coerce.number(error).int(error).min(min, error).max(65535, error);
}
const isPostgresUrl = (u: string) => URL.canParse(u) && /^postgres(ql)?:$/i.test(new URL(u).protocol);

/** Every setting Gatehouse reads, parsed once in main.ts (the only reader of process.env). */
const ConfigSchema = z.object({
  PORT: portSetting(0).default(8102),
  HOST: z.string().default('0.0.0.0'),
  /** Any PostgreSQL 14+. Unset: an embedded PostgreSQL is started with data in GATEHOUSE_DATA_DIR. */
  DATABASE_URL: z.string().refine(isPostgresUrl, 'must be a URL like postgres://user:password@host:5432/database').optional(),
  /**
   * Set when DATABASE_URL goes through a pooler in transaction mode (PgBouncer): a direct
   * connection to the same database for what needs a session of its own (LISTEN, the migrations'
   * advisory lock). Unset: DATABASE_URL is used for those too.
   */
  GATEHOUSE_DIRECT_DATABASE_URL: z.string().refine(isPostgresUrl, 'must be a URL like postgres://user:password@host:5432/database').optional(),
  /**
   * `transaction`: DATABASE_URL goes through a pooler in transaction mode (PgBouncer): no named
   * prepared statements and no session parameters at connect; needs GATEHOUSE_DIRECT_DATABASE_URL.
   */
  GATEHOUSE_DATABASE_POOLER: z.enum(['none', 'transaction']).default('none'),
  /** Processes serving requests on the one port (node:cluster). Unset: the core count with NODE_ENV=production, else 1. */
  GATEHOUSE_WORKERS: z.coerce.number({ error: 'must be a whole number from 1 to 64' }).int('must be a whole number from 1 to 64').min(1, 'must be a whole number from 1 to 64').max(64, 'must be a whole number from 1 to 64').optional(),
  /**
   * Password hashes (argon2id, 19 MiB each) each process computes at once, on threads of its own
   * below the event loop's priority; more wait in a queue. Unset: the cores divided among the
   * GATEHOUSE_WORKERS processes (at least 1), so all processes together use each core once.
   */
  GATEHOUSE_PASSWORD_HASH_CONCURRENCY: z.coerce.number({ error: 'must be a whole number from 1 to 64' }).int('must be a whole number from 1 to 64').min(1, 'must be a whole number from 1 to 64').max(64, 'must be a whole number from 1 to 64').optional(),
  /**
   * The hashing threads' nice value (Linux, per thread; 0-19): above 0 the event loop preempts a
   * hash, so reads stay fast under a sign-in burst; the higher, the more sign-ins yield to a busy
   * event loop or to other work of this process. 0: hashes compete as equals.
   */
  GATEHOUSE_PASSWORD_HASH_NICE: z.coerce.number({ error: 'must be a whole number from 0 to 19' }).int('must be a whole number from 0 to 19').min(0, 'must be a whole number from 0 to 19').max(19, 'must be a whole number from 0 to 19').default(5),
  /**
   * The hashing threads' scheduling policy (Linux). `normal`: the nice value above. `idle`:
   * SCHED_IDLE, a hash runs only on a core nothing else of the machine wants (the event loop,
   * PostgreSQL on the same host, other processes' work), across process groups, which a nice value
   * is not; under other busy work sign-ins then wait, up to timing out.
   */
  GATEHOUSE_PASSWORD_HASH_POLICY: z.enum(['normal', 'idle'], { error: "must be 'normal' or 'idle'" }).default('normal'),
  NODE_ENV: z.string().optional(),
  GATEHOUSE_DATA_DIR: z.string().default('./.data'),
  /** Unset: 54329, or a free port when that is taken (remembered in the data dir). Set: exactly this port, or a clear refusal. */
  GATEHOUSE_EMBEDDED_PG_PORT: portSetting(1).optional(),
  /** Public base URL of this server; access tokens carry it in `iss`. */
  GATEHOUSE_PUBLIC_URL: z.string().url().optional(),
  GATEHOUSE_INTERNAL_CLIENT_KEY: z.string().min(1).optional(),
  GATEHOUSE_INTERNAL_SERVER_KEY: z.string().min(1).optional(),
  GATEHOUSE_INTERNAL_ADMIN_KEY: z.string().min(1).optional(),
  GATEHOUSE_ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86400).default(600),
  /**
   * How long after signing in a session may change how the account is signed in to (sign-in
   * address, TOTP, passkeys, API keys) without confirming the current password or a TOTP code.
   */
  GATEHOUSE_RECENT_SIGN_IN_SECONDS: z.coerce.number().int().min(30).max(86400).default(600),
  GATEHOUSE_BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(2 * 1024 * 1024),
  /** A user's "last active" is written at most once per this many seconds (per server process). */
  GATEHOUSE_LAST_ACTIVE_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(86400).default(60),
  /** Live sessions (with their users) each process keeps in memory, kept exact by LISTEN/NOTIFY; 0: none (every request asks the database). */
  GATEHOUSE_SESSION_CACHE_ENTRIES: z.coerce.number().int().min(0).max(1_000_000).default(10_000),
  /** GET /users ?query=: users read in list order before the search turns to its trigram indexes (users/users.list.ts); 0: always the indexes. */
  GATEHOUSE_USER_SEARCH_SCAN_ROWS: z.coerce.number().int().min(0).max(1_000_000).default(20_000),
  /** One JSON line per answered request (request id, method, route pattern, status, ms, project id). */
  GATEHOUSE_LOG_REQUESTS: z.enum(['true', 'false']).default('true'),
  GATEHOUSE_LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  /** auto: pretty when stdout is a terminal, JSON lines otherwise. */
  GATEHOUSE_LOG_FORMAT: z.enum(['auto', 'json', 'pretty']).default('auto'),
  /** The Prometheus endpoint's own port (GET /metrics); unset: no metrics are kept or served. 0: any free port. */
  GATEHOUSE_METRICS_PORT: portSetting(0).optional(),
  /** The metrics server's interface; unset: the same as HOST. */
  GATEHOUSE_METRICS_HOST: z.string().min(1).optional(),
  /** Server-wide SMTP for projects on the shared e-mail server, e.g. smtp://user:pass@host:587. Unset: development inbox. */
  SMTP_URL: z.string().url().optional(),
  /** The From of shared-server mail, e.g. `Gatehouse <noreply@example.com>`; required with SMTP_URL. */
  SMTP_SENDER: z.string().min(3).optional(),
  /**
   * `off`: this process answers requests only; the event dispatcher (e-mail delivery, webhooks, …)
   * and the other background workers run in the processes that have it `on`.
   */
  GATEHOUSE_BACKGROUND: z.enum(['on', 'off']).default('on'),
  /** How often the event dispatcher looks for due work besides being woken by NOTIFY (retries, missed notifications). */
  GATEHOUSE_EVENTS_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  /** How long a claimed (event, subscriber) run is reserved; renewed while it runs, so only a dead process loses it. */
  GATEHOUSE_EVENTS_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** `off` switches every rate limit off (benchmarks, load tests, suites that create many users from one address). */
  GATEHOUSE_RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  /** Comma-separated addresses or CIDR ranges of reverse proxies whose X-Forwarded-For is believed. Unset: none is. */
  GATEHOUSE_TRUSTED_PROXIES: z.string().optional(),
  /** 32 bytes, base64: the key provider tokens are encrypted with at rest. Unset: generated once into the data dir. */
  GATEHOUSE_ENCRYPTION_KEY: z
    .string()
    .refine((k) => Buffer.from(k, 'base64').length === 32, 'must be 32 bytes in base64 (e.g. `openssl rand -base64 32`)')
    .optional(),
  /**
   * Comma-separated former GATEHOUSE_ENCRYPTION_KEY values (32 bytes, base64 each), during a key
   * rotation: data-vault entries sealed with them are still read and are re-sealed under the
   * current key in the background (README "Rotating the encryption key"). Unset: none.
   */
  GATEHOUSE_ENCRYPTION_KEY_PREVIOUS: z
    .string()
    .refine(
      (v) => v.split(',').every((k) => Buffer.from(k.trim(), 'base64').length === 32),
      'must be comma-separated keys of 32 bytes in base64 each (the former GATEHOUSE_ENCRYPTION_KEY values)',
    )
    .optional(),
  /**
   * JSON object: OAuth provider id -> origin that replaces the origin of the provider's endpoints
   * and issuer (a self-hosted GitLab, or a local provider in tests). Unset: the real providers.
   */
  GATEHOUSE_OAUTH_PROVIDER_ORIGINS: z
    .string()
    .refine((v) => {
      try {
        const o = JSON.parse(v) as unknown;
        return typeof o === 'object' && o !== null && !Array.isArray(o) && Object.values(o).every((u) => typeof u === 'string' && URL.canParse(u));
      } catch {
        return false;
      }
    }, 'must be a JSON object of provider ids to origins, e.g. {"gitlab":"https://gitlab.example.com"}')
    .optional(),
  // Issue 19 (outbound policy, dashboard sign-up): kept together so start-up restructuring can move them as one block.
  /** Comma-separated addresses or CIDR ranges tenants' SMTP hosts may reach although private, loopback or link-local. Unset: none. */
  GATEHOUSE_OUTBOUND_ALLOW_PRIVATE: z.string().optional(),
  /** Who may sign up on the internal (dashboard) project: `first` account only (default), `open` (anyone) or `closed`. */
  GATEHOUSE_DASHBOARD_SIGN_UP: z.enum(['first', 'open', 'closed']).default('first'),
  // Issue 20 (webhooks): kept together.
  /**
   * Seconds to wait before each retry of a webhook delivery that failed, comma-separated; after the
   * last one the delivery is failed and its endpoint marked failing. Default about a day in 10 retries.
   */
  GATEHOUSE_WEBHOOK_RETRY_SCHEDULE: z
    .string()
    .refine((v) => v.split(',').every((s) => /^\s*\d{1,6}\s*$/.test(s)) && v.split(',').length <= 50, 'must be up to 50 comma-separated whole numbers of seconds, e.g. 5,30,120')
    .default('5,30,120,600,1800,3600,7200,14400,28800,28800'),
  /**
   * An endpoint is disabled automatically (reason shown in its read shape and the dashboard) once
   * this many of its deliveries in a row failed after their whole retry schedule, with no success
   * between; a manual re-enable clears it. 0: never disabled automatically.
   */
  GATEHOUSE_WEBHOOK_DISABLE_AFTER_FAILED_DELIVERIES: z.coerce.number().int().min(0).max(10_000).default(5),
  /** How often each server process looks for due webhook deliveries. */
  GATEHOUSE_WEBHOOK_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  /** The whole outbound webhook request (connect, send, answer) must finish within this. */
  GATEHOUSE_WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /**
   * `allow`: projects NOT in production mode may send webhooks to private and loopback addresses (a
   * receiver on the developer's machine); link-local (cloud metadata) stays refused. `refuse`: every
   * project gets the production rule (hosted, multi-tenant servers).
   */
  GATEHOUSE_WEBHOOK_PRIVATE_IN_DEVELOPMENT: z.enum(['allow', 'refuse']).default('allow'),
  // Issue 20 (dashboard AI assistant): an OpenAI-compatible chat-completions endpoint. Unset: no assistant.
  /** Base URL of the API, e.g. https://api.openai.com/v1 (requests go to <base>/chat/completions). */
  GATEHOUSE_AI_BASE_URL: z.string().refine((u) => URL.canParse(u) && /^https?:$/.test(new URL(u).protocol), 'must be an http(s) URL like https://api.openai.com/v1').optional(),
  /** Sent as `Authorization: Bearer <key>`; unset: no Authorization header (local models). */
  GATEHOUSE_AI_API_KEY: z.string().min(1).optional(),
  /** The model named in every request, e.g. gpt-4o-mini; required with GATEHOUSE_AI_BASE_URL. */
  GATEHOUSE_AI_MODEL: z.string().min(1).max(200).optional(),
  /** How long one answer may take, connection included. */
  GATEHOUSE_AI_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(60),
  /** Assistant answers per dashboard user (or per project for the admin key) per hour: the operator pays for each. */
  GATEHOUSE_AI_REQUESTS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(60),
  // Issue 21 (payments): where the Stripe client sends its requests; tests point it at stripe-mock.
  GATEHOUSE_STRIPE_API_BASE: z
    .string()
    .refine((u) => URL.canParse(u) && /^https?:$/.test(new URL(u).protocol) && new URL(u).pathname.replace(/\/+$/, '') === '', 'must be an http(s) origin like https://api.stripe.com (no path)')
    .default('https://api.stripe.com'),
  /** How often each background process renews or ends the due subscriptions Gatehouse runs itself (test mode, server grants). */
  GATEHOUSE_SUBSCRIPTIONS_POLL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
})
  .refine((e) => !e.GATEHOUSE_DIRECT_DATABASE_URL || e.DATABASE_URL, { message: 'needs DATABASE_URL (the embedded PostgreSQL is always reached directly)', path: ['GATEHOUSE_DIRECT_DATABASE_URL'] })
  // LISTEN through a transaction-mode pooler is silently deaf: caches would never hear of a revoked key or session.
  .refine((e) => e.GATEHOUSE_DATABASE_POOLER === 'none' || e.GATEHOUSE_DIRECT_DATABASE_URL, { message: 'needs GATEHOUSE_DIRECT_DATABASE_URL: LISTEN and the migrations\' lock need a direct connection, which a transaction-mode pooler does not keep', path: ['GATEHOUSE_DATABASE_POOLER'] })
  .refine((e) => !e.SMTP_URL || e.SMTP_SENDER, { message: 'must be set when SMTP_URL is set', path: ['SMTP_SENDER'] })
  .refine((e) => !e.GATEHOUSE_AI_BASE_URL || e.GATEHOUSE_AI_MODEL, { message: 'must be set when GATEHOUSE_AI_BASE_URL is set', path: ['GATEHOUSE_AI_MODEL'] })
  .superRefine((e, ctx) => {
    // The internal key set is all three keys or generated: one or two alone would be a half key set.
    const keys = ['GATEHOUSE_INTERNAL_CLIENT_KEY', 'GATEHOUSE_INTERNAL_SERVER_KEY', 'GATEHOUSE_INTERNAL_ADMIN_KEY'] as const;
    if (!keys.some((k) => e[k])) return;
    for (const k of keys) if (!e[k]) ctx.addIssue({ code: 'custom', path: [k], message: 'must be set too when any GATEHOUSE_INTERNAL_*_KEY is set (all three, or none)' });
  })
  // The API port faces the public; metrics are never served on it.
  .refine((e) => !e.GATEHOUSE_METRICS_PORT || e.GATEHOUSE_METRICS_PORT !== e.PORT, { message: 'must differ from PORT: metrics are never served on the API port', path: ['GATEHOUSE_METRICS_PORT'] });

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** GATEHOUSE_DIRECT_DATABASE_URL: for LISTEN and the migrations' session lock; undefined: databaseUrl. */
  directDatabaseUrl: string | undefined;
  /** GATEHOUSE_DATABASE_POOLER: 'transaction' when DATABASE_URL goes through PgBouncer in transaction mode (db/timeouts.ts, db/hot-sql.ts). */
  pooler: 'none' | 'transaction';
  /** GATEHOUSE_WORKERS: how many processes serve requests (main.ts forks them when more than 1). */
  workers: number;
  /** GATEHOUSE_PASSWORD_HASH_CONCURRENCY: the most password hashes one process computes at once (crypto/password-hasher.ts). */
  passwordHashConcurrency: number;
  /** GATEHOUSE_PASSWORD_HASH_NICE: the hashing threads' nice value (Linux). */
  passwordHashNice: number;
  /** GATEHOUSE_PASSWORD_HASH_POLICY: the hashing threads' scheduling policy (Linux; crypto/password-hasher.ts). */
  passwordHashPolicy: HashPolicy;
  dataDir: string;
  /** undefined: the embedded PostgreSQL picks its port (db/embedded/port.ts). */
  embeddedPgPort: number | undefined;
  publicUrl: string;
  /** GATEHOUSE_PUBLIC_URL unset: publicUrl is the default http://localhost:PORT (main.ts warns). */
  publicUrlIsDefault?: boolean;
  internalKeys: { client?: string; server?: string; admin?: string };
  accessTokenTtlSeconds: number;
  /** GATEHOUSE_RECENT_SIGN_IN_SECONDS: the window of http/recent-sign-in.ts. */
  recentSignInSeconds: number;
  bodyLimitBytes: number;
  /**
   * Sign-ins and authenticated requests mark the user active (last_active_at), at most once per
   * this interval per user and process, so the hot path does not write on every request.
   */
  lastActiveIntervalMs: number;
  /** Bound of each process's session + user cache (users/session-user-cache.ts); 0 turns it off. */
  sessionCacheEntries: number;
  /** GET /users ?query=: how many users of the list's order a search reads before it uses the trigram indexes instead (users/users.list.ts). */
  userSearchScanRows: number;
  logRequests: boolean;
  logLevel: LogLevel;
  logFormat: LogFormat;
  /** null: metrics off (nothing is counted, no port is opened). */
  metrics: { port: number; host: string } | null;
  /** null: no server-wide SMTP, shared-server mail is kept in the development inbox. */
  smtp: { url: string; sender: string } | null;
  /** GATEHOUSE_BACKGROUND: whether this process runs the event dispatcher and the modules' workers. */
  backgroundWork: boolean;
  /** GATEHOUSE_EVENTS_POLL_MS and GATEHOUSE_EVENTS_LEASE_SECONDS (modules/events/dispatcher.ts). */
  events: { pollIntervalMs: number; leaseMs: number };
  /** False with GATEHOUSE_RATE_LIMITS=off: no route counts or refuses anything. */
  rateLimitsEnabled: boolean;
  /** Proxies whose X-Forwarded-For names the client (http/client-ip.ts); empty: the socket's peer is the client. */
  trustedProxies: TrustedProxies;
  /** The at-rest key for provider tokens (32 bytes); undefined: kept in the data dir (modules/oauth/token-cipher.ts). */
  encryptionKey: Buffer | undefined;
  /** Former at-rest keys still read during a rotation (GATEHOUSE_ENCRYPTION_KEY_PREVIOUS); empty: none. */
  previousEncryptionKeys: Buffer[];
  /** Origins replacing OAuth providers' own (GATEHOUSE_OAUTH_PROVIDER_ORIGINS); empty: the real providers. */
  oauthProviderOrigins: Record<string, string>;
  /** Ranges tenant-controlled outbound addresses may reach besides public unicast (http/outbound-policy.ts); empty: none. */
  outboundAllowPrivate: AddressRanges;
  /** Sign-up on the internal project: the first account only, anyone, or nobody (modules/users/dashboard-sign-up.ts). */
  dashboardSignUp: 'first' | 'open' | 'closed';
  /** Webhook delivery (modules/webhooks): retry delays in ms, poll interval, request timeout, development rule. */
  webhooks: { retryScheduleMs: number[]; pollIntervalMs: number; timeoutMs: number; privateInDevelopment: boolean; disableAfterFailedDeliveries: number };
  /** The dashboard AI assistant's endpoint (modules/ai-chat); null: not configured, its routes answer AI_ASSISTANT_NOT_CONFIGURED. */
  ai: AiSettings | null;
  /** The Stripe API's origin (GATEHOUSE_STRIPE_API_BASE; modules/purchases/stripe-client.ts). */
  stripe: { apiBase: string };
  /** The subscription worker (modules/payments/subscription-renewals.ts): how often it looks for due periods. */
  subscriptions: { pollIntervalMs: number };
}

export interface AiSettings {
  /** Without a trailing slash; requests go to `${baseUrl}/chat/completions`. */
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
  requestsPerHour: number;
}

/** Settings whose values may carry a password or a key. */
const SECRET_SETTING = /^(DATABASE_URL|GATEHOUSE_DIRECT_DATABASE_URL|SMTP_URL)$|_KEY$/;

export function loadConfig(env: Record<string, string | undefined>): Config {
  // An empty variable (`DATABASE_URL= make start`) means unset, as in most tools.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ConfigSchema.safeParse(present);
  if (!parsed.success) {
    // One line for main.ts to print, naming each setting; values of secrets are never echoed.
    const problems = parsed.error.issues.map((i) => {
      const key = i.path.join('.');
      const given = SECRET_SETTING.test(key) || present[key] === undefined ? '' : ` (given: ${JSON.stringify(present[key])})`;
      return `${key}: ${i.message}${given}`;
    });
    throw new StartupError(`invalid setting${problems.length > 1 ? 's' : ''}: ${problems.join('; ')}. Fix the environment and start again.`);
  }
  const e = parsed.data;
  const workers = e.GATEHOUSE_WORKERS ?? (e.NODE_ENV === 'production' ? availableParallelism() : 1);
  let trustedProxies: TrustedProxies;
  let outboundAllowPrivate: AddressRanges;
  try {
    trustedProxies = parseTrustedProxies(e.GATEHOUSE_TRUSTED_PROXIES);
    outboundAllowPrivate = parseAddressRanges(e.GATEHOUSE_OUTBOUND_ALLOW_PRIVATE, 'GATEHOUSE_OUTBOUND_ALLOW_PRIVATE');
  } catch (err) {
    throw new StartupError(`invalid setting: ${(err as Error).message}. Fix the environment and start again.`);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    directDatabaseUrl: e.GATEHOUSE_DIRECT_DATABASE_URL,
    pooler: e.GATEHOUSE_DATABASE_POOLER,
    workers,
    passwordHashConcurrency: e.GATEHOUSE_PASSWORD_HASH_CONCURRENCY ?? Math.max(1, Math.round(availableParallelism() / workers)),
    passwordHashNice: e.GATEHOUSE_PASSWORD_HASH_NICE,
    passwordHashPolicy: e.GATEHOUSE_PASSWORD_HASH_POLICY,
    dataDir: e.GATEHOUSE_DATA_DIR,
    embeddedPgPort: e.GATEHOUSE_EMBEDDED_PG_PORT,
    publicUrl: (e.GATEHOUSE_PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    publicUrlIsDefault: e.GATEHOUSE_PUBLIC_URL === undefined,
    internalKeys: { client: e.GATEHOUSE_INTERNAL_CLIENT_KEY, server: e.GATEHOUSE_INTERNAL_SERVER_KEY, admin: e.GATEHOUSE_INTERNAL_ADMIN_KEY },
    accessTokenTtlSeconds: e.GATEHOUSE_ACCESS_TOKEN_TTL_SECONDS,
    recentSignInSeconds: e.GATEHOUSE_RECENT_SIGN_IN_SECONDS,
    bodyLimitBytes: e.GATEHOUSE_BODY_LIMIT_BYTES,
    lastActiveIntervalMs: e.GATEHOUSE_LAST_ACTIVE_INTERVAL_SECONDS * 1000,
    sessionCacheEntries: e.GATEHOUSE_SESSION_CACHE_ENTRIES,
    userSearchScanRows: e.GATEHOUSE_USER_SEARCH_SCAN_ROWS,
    logRequests: e.GATEHOUSE_LOG_REQUESTS === 'true',
    logLevel: e.GATEHOUSE_LOG_LEVEL,
    logFormat: e.GATEHOUSE_LOG_FORMAT,
    metrics: e.GATEHOUSE_METRICS_PORT === undefined ? null : { port: e.GATEHOUSE_METRICS_PORT, host: e.GATEHOUSE_METRICS_HOST ?? e.HOST },
    smtp: e.SMTP_URL && e.SMTP_SENDER ? { url: e.SMTP_URL, sender: e.SMTP_SENDER } : null,
    backgroundWork: e.GATEHOUSE_BACKGROUND === 'on',
    events: { pollIntervalMs: e.GATEHOUSE_EVENTS_POLL_MS, leaseMs: e.GATEHOUSE_EVENTS_LEASE_SECONDS * 1000 },
    rateLimitsEnabled: e.GATEHOUSE_RATE_LIMITS === 'on',
    trustedProxies,
    encryptionKey: e.GATEHOUSE_ENCRYPTION_KEY ? Buffer.from(e.GATEHOUSE_ENCRYPTION_KEY, 'base64') : undefined,
    previousEncryptionKeys: e.GATEHOUSE_ENCRYPTION_KEY_PREVIOUS ? e.GATEHOUSE_ENCRYPTION_KEY_PREVIOUS.split(',').map((k) => Buffer.from(k.trim(), 'base64')) : [],
    oauthProviderOrigins: e.GATEHOUSE_OAUTH_PROVIDER_ORIGINS ? (JSON.parse(e.GATEHOUSE_OAUTH_PROVIDER_ORIGINS) as Record<string, string>) : {},
    outboundAllowPrivate,
    dashboardSignUp: e.GATEHOUSE_DASHBOARD_SIGN_UP,
    webhooks: {
      retryScheduleMs: e.GATEHOUSE_WEBHOOK_RETRY_SCHEDULE.split(',').map((s) => Number(s.trim()) * 1000),
      pollIntervalMs: e.GATEHOUSE_WEBHOOK_POLL_MS,
      timeoutMs: e.GATEHOUSE_WEBHOOK_TIMEOUT_MS,
      privateInDevelopment: e.GATEHOUSE_WEBHOOK_PRIVATE_IN_DEVELOPMENT === 'allow',
      disableAfterFailedDeliveries: e.GATEHOUSE_WEBHOOK_DISABLE_AFTER_FAILED_DELIVERIES,
    },
    ai: e.GATEHOUSE_AI_BASE_URL
      ? {
          baseUrl: e.GATEHOUSE_AI_BASE_URL.replace(/\/+$/, ''),
          apiKey: e.GATEHOUSE_AI_API_KEY,
          model: e.GATEHOUSE_AI_MODEL!,
          timeoutMs: e.GATEHOUSE_AI_TIMEOUT_SECONDS * 1000,
          requestsPerHour: e.GATEHOUSE_AI_REQUESTS_PER_HOUR,
        }
      : null,
    stripe: { apiBase: e.GATEHOUSE_STRIPE_API_BASE.replace(/\/+$/, '') },
    subscriptions: { pollIntervalMs: e.GATEHOUSE_SUBSCRIPTIONS_POLL_SECONDS * 1000 },
  };
}
