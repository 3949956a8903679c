import { isDatabaseUnavailable } from './database-unavailable.ts';

/**
 * Why a database could not be used at start-up, and whether waiting can help. Transient problems
 * (nothing listening yet, a server still starting or recovering, a full connection table, a
 * network hiccup) are retried; permanent ones (a wrong password, a missing database, an unknown
 * host) would fail the same way forever, so they stop start-up with a line saying what to fix.
 */
export interface ConnectionProblem {
  transient: boolean;
  /** What went wrong, in a few words. */
  reason: string;
  /** What to do about it. */
  hint: string;
}

/** `where` names the server without secrets, e.g. `db.example.com:5432 (DATABASE_URL)`. */
export function describeConnectionProblem(e: unknown, where: string): ConnectionProblem {
  const { code, message } = essentials(e);
  if (code === 'ENOTFOUND') {
    return { transient: false, reason: `the host of ${where} is not known (DNS)`, hint: 'Check the host name in DATABASE_URL.' };
  }
  if (code === '28P01') {
    return { transient: false, reason: `${where} refused the password (${message})`, hint: 'Check the user and password in DATABASE_URL.' };
  }
  if (code === '28000') {
    return { transient: false, reason: `${where} refused the connection (${message})`, hint: 'Check the user in DATABASE_URL and the server\'s pg_hba.conf.' };
  }
  if (code === '3D000') {
    return { transient: false, reason: `${where}: ${message}`, hint: 'Create that database (createdb <name>) or fix the database name in DATABASE_URL.' };
  }
  if (unavailableAnywhere(e)) {
    const what = code === 'ECONNREFUSED' ? 'connection refused' : message || code;
    return { transient: true, reason: `cannot reach the database at ${where}: ${what}`, hint: 'Start PostgreSQL there, or fix the host and port in DATABASE_URL.' };
  }
  return { transient: false, reason: `the database at ${where} failed: ${message || code || 'an error without a message'}`, hint: 'Check DATABASE_URL and the database server\'s log.' };
}

/**
 * Transient is what the serving side calls an outage (db/database-unavailable.ts, one list of
 * codes and messages for both), looked for along the `cause` chain too: at start-up the database
 * is the only thing contacted, so a wrapped socket error can only be the database's.
 */
function unavailableAnywhere(e: unknown): boolean {
  const seen = new Set<unknown>();
  for (let x: unknown = e; x && typeof x === 'object' && !seen.has(x); x = (x as { cause?: unknown }).cause) {
    seen.add(x);
    if (isDatabaseUnavailable(x)) return true;
  }
  return false;
}

/** The code (socket errno or SQLSTATE) and first message line, from the error or what it wraps. */
function essentials(e: unknown): { code: string | undefined; message: string } {
  const seen = new Set<unknown>();
  let code: string | undefined;
  let message = '';
  const visit = (x: unknown) => {
    if (!x || typeof x !== 'object' || seen.has(x)) return;
    seen.add(x);
    const err = x as { code?: unknown; sqlState?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (!code && typeof err.sqlState === 'string') code = err.sqlState;
    if (!code && typeof err.code === 'string') code = err.code;
    if (!message && typeof err.message === 'string') message = err.message.split('\n')[0].trim();
    visit(err.cause);
    // Node reports a refused connection to a name with several addresses as an AggregateError.
    if (Array.isArray(err.errors)) err.errors.forEach(visit);
  };
  visit(e);
  return { code, message };
}

/** `host:port/database` of a connection URL, never its password. */
export function databaseLocation(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || '5432'}${u.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}
