/**
 * How long serving code waits for PostgreSQL before giving up, so that an outage is answered
 * with a fast 503 DATABASE_UNAVAILABLE (db/database-unavailable.ts) and never with a request
 * hanging on a dead socket. The limits sum to less than the 5 s an outage must be answered
 * within (issue 9 §4), and are far above anything a healthy database takes (milliseconds).
 */

/** To open a connection (a host that does not answer, a server still starting), and to get one from a full pool. */
export const DATABASE_WAIT_MS = 3_000;

/**
 * PostgreSQL cancels any single statement that runs longer (statement_timeout). Serving
 * statements are index lookups and short writes; one that runs this long is better refused than
 * left holding a connection and its locks. Migrations run without it (db/orm.ts `migrate`).
 */
export const STATEMENT_TIMEOUT_MS = 3_000;

/**
 * The client gives up on a statement that got no answer at all (a database frozen or cut off
 * without closing the socket). Above STATEMENT_TIMEOUT_MS, so on a live database the server's
 * own cancel always comes first and the connection stays usable.
 */
export const NO_ANSWER_MS = 3_500;

/** node-postgres client settings for every serving connection (ORM pool, hot-path pool). */
export const servingConnectionSettings = {
  connectionTimeoutMillis: DATABASE_WAIT_MS,
  statement_timeout: STATEMENT_TIMEOUT_MS,
  query_timeout: NO_ANSWER_MS,
  // Lets the kernel notice, on idle pooled connections, a peer that vanished without closing.
  keepAlive: true,
} as const;

export type Pooler = 'none' | 'transaction';

/**
 * The same, for the pooler in front (config.pooler). PgBouncer refuses a connection that sends a
 * session parameter it does not track (`unsupported startup parameter: statement_timeout`), and a
 * SET would leak to whichever client gets the server connection next: behind it, the statement
 * limit is the pooler's `query_timeout` or the role's `statement_timeout` (README "Behind
 * PgBouncer"); the client's own NO_ANSWER_MS still ends a connection that never answers.
 */
export function servingSettingsFor(pooler: Pooler) {
  if (pooler === 'none') return servingConnectionSettings;
  const { statement_timeout: _sessionOnly, ...rest } = servingConnectionSettings;
  return rest;
}

/**
 * After NO_ANSWER_MS node-postgres rejects the statement but keeps it as the connection's active
 * one: every later statement on that connection (a transaction's ROLLBACK first) would queue
 * behind it and wait out its own timeout, and knex would hand the connection out again. So the
 * connection is ended at once; with a statement still active, `end()` destroys the socket, and
 * knex's own 'end' listener retires the connection from its pool. Installed as the ORM pool's
 * afterCreate hook.
 */
export function endConnectionOnNoAnswer(client: { query: (...args: unknown[]) => unknown; end: () => Promise<void> }): void {
  const query = client.query;
  client.query = function (this: unknown, ...args: unknown[]) {
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (error: unknown, result: unknown) => {
        if (error instanceof Error && error.message === 'Query read timeout') client.end().catch(() => {});
        return (callback as (e: unknown, r: unknown) => unknown)(error, result);
      };
    }
    return query.apply(this, args);
  };
}
