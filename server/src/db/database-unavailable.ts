/**
 * The one place that decides whether an error means "the database cannot be reached right now"
 * (stopped, restarting, unreachable, out of connections) as opposed to a bug or a bad query. The
 * app answers those with 503 DATABASE_UNAVAILABLE instead of a 500, /health with 503, and the
 * background loops (e-mail worker) wait and retry instead of reporting a failure.
 *
 * The same outage reaches the code in several wrappings, and all are recognised:
 * - node's socket errors (`connect ECONNREFUSED`, as an AggregateError when `localhost` resolves
 *   to both ::1 and 127.0.0.1, in `errors`);
 * - PostgreSQL's own refusals and terminations by SQLSTATE (a server that is shutting down or
 *   starting up, a backend terminated by a fast shutdown, class 08 connection exceptions);
 * - node-postgres's messages for a connection lost or never made (they carry no code);
 * - the pools' acquire timeouts (knex's under MikroORM, pg-pool's under the hot-path pool);
 * - MikroORM's DriverException, which copies the driver error's fields onto itself (so `code`
 *   is still there) and keeps knex's message.
 * `cause` chains are deliberately not followed: an outbound call (SMTP, a provider) that failed
 * with ECONNREFUSED inside some wrapper is not a database outage, and must not be reported as one.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return check(error, 0);
}

/**
 * SQLSTATEs of an unreachable or unusable server (PostgreSQL appendix A): 57P01 admin_shutdown
 * (fast shutdown terminated the backend), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting
 * up, shutting down, in recovery), 53300 too_many_connections, 57014 query_canceled (the serving
 * statement_timeout of db/timeouts.ts ran out: a database too slow to serve right now); the whole
 * class 08 (connection exception) is checked below.
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);

/** Socket-level failures to reach the database host, or losing the connection to it. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'EHOSTDOWN', 'ENETUNREACH', 'ENETDOWN', 'ECONNABORTED', 'EAI_AGAIN']);

/**
 * Messages without a code, by the library that throws them. Matched at the start of the message,
 * or right after knex's `<sql> - ` prefix (knex prepends the failed statement), so a query error
 * that merely mentions one of them in user data does not match.
 */
const MESSAGE_PREFIXES = [
  // node-postgres: the socket closed under a query ("… unexpectedly"), or the connect timed out
  // ("… due to connection timeout"), or the client was ended.
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  // node-postgres `connectionTimeoutMillis`: the connect got no answer in time (the socket is
  // destroyed with this error; seen under the chaos freeze as a 500 before it was listed).
  'timeout expired',
  // node-postgres `query_timeout` (the hot-path pool): no answer in time.
  'Query read timeout',
  // pg-pool: no client became free or connected within connectionTimeoutMillis.
  'timeout exceeded when trying to connect',
  // knex (under MikroORM): no pooled connection within acquireConnectionTimeout.
  'Knex: Timeout acquiring a connection',
  // knex, when MikroORM's transactional() rolls back after the COMMIT itself failed: knex marked
  // the transaction complete, the ROLLBACK is refused with this, and it replaces the COMMIT's own
  // error (a lost connection: nothing else makes a COMMIT fail here, there are no deferred
  // constraints). Seen under the chaos outage test as a 500.
  'Transaction query already complete',
];

function check(error: unknown, depth: number): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const e = error as { code?: unknown; sqlState?: unknown; message?: unknown; name?: unknown; errors?: unknown };
  for (const code of [e.code, e.sqlState]) {
    if (typeof code !== 'string') continue;
    if (SQLSTATES.has(code) || SOCKET_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  if (e.name === 'KnexTimeoutError') return true;
  if (typeof e.message === 'string' && MESSAGE_PREFIXES.some((p) => startsWithMessage(e.message as string, p))) return true;
  return Array.isArray(e.errors) && e.errors.some((inner) => check(inner, depth + 1));
}

function startsWithMessage(message: string, prefix: string): boolean {
  if (message.startsWith(prefix)) return true;
  const knexSeparator = message.lastIndexOf(' - ');
  return knexSeparator >= 0 && message.startsWith(prefix, knexSeparator + 3);
}
