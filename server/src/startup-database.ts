import pg from 'pg';
import type { Config } from './config.ts';
import type { AppDeps } from './http/context.ts';
import { migrate } from './db/orm.ts';
import { describeConnectionProblem } from './db/connection-problems.ts';
import { listenUrlOf, openServices, type OpenedServices } from './services.ts';
import { sealStoredSecrets } from './modules/config/config-secrets.ts';
import { bootstrapInternalProject, type InternalKeys } from './modules/projects/projects.bootstrap.ts';
import { StartupError } from './startup-error.ts';

export interface OpenDatabaseOptions {
  /** Retry while the database is transiently unavailable (else: a StartupError at once). */
  wait: boolean;
  /** The database as log lines and errors name it (no password). */
  where: string;
  signal?: AbortSignal;
  /** Called at each failed attempt while waiting. */
  onWaiting(): void;
  /**
   * False in a cluster worker (main.ts): the primary already migrated, sealed and bootstrapped
   * once before forking, so the worker only connects. internalKeys is then null.
   */
  startupPasses?: boolean;
}

/** Longest pause between attempts while the database cannot be reached. */
const MAX_RETRY_DELAY_MS = 5_000;
/** While waiting, the log says so again this often (and whenever the reason changes). */
const WAITING_LOG_EVERY_MS = 30_000;

/**
 * The start-up half of the database: connect, migrate, bootstrap the internal project. While the
 * database is transiently unavailable (and `wait` is set) the whole sequence is retried with a
 * growing pause (250 ms up to 5 s); each attempt starts from scratch, so a database that vanished
 * half-way through is simply tried again. A permanent problem (a wrong password, a missing
 * database) is a StartupError whose message says what to fix.
 */
export async function openDatabase(
  url: string,
  config: Config,
  log: AppDeps['log'],
  opts: OpenDatabaseOptions,
): Promise<{ services: OpenedServices; internalKeys: InternalKeys | null }> {
  let delay = 250;
  let lastLogged = 0;
  let lastReason = '';
  for (;;) {
    opts.signal?.throwIfAborted();
    let services: OpenedServices | undefined;
    let stage: 'connect' | 'prepare' = 'connect';
    try {
      await probe(url);
      stage = 'prepare';
      services = await openServices(url, config, log, { listenForChanges: true });
      if (opts.startupPasses === false) return { services, internalKeys: null };
      const orm = services.deps.orm;
      // The migrations' advisory lock is a session lock: behind a transaction-mode pooler it needs the direct connection.
      const applied = await migrate(orm, listenUrlOf(config, url));
      if (applied.length) log('info', `applied migrations: ${applied.join(', ')}`);
      // Config secrets written in clear before they were sealed (idempotent; needs the at-rest key, which migrations lack).
      const sealed = await sealStoredSecrets(orm.em.fork(), config);
      if (sealed) log('info', `sealed the secrets of ${sealed} config overrides`);
      const internalKeys = await bootstrapInternalProject({ ...services.deps, em: orm.em.fork() });
      if (lastReason) log('info', `the database at ${opts.where} is reachable again: Gatehouse is ready`);
      return { services, internalKeys };
    } catch (e) {
      await services?.close().catch(() => {});
      if (e instanceof StartupError) throw e;
      const problem = describeConnectionProblem(e, opts.where);
      if (!problem.transient || !opts.wait) {
        // Past the connection, an error that is not about reaching the database (a failing
        // migration, say) is reported as itself.
        if (problem.transient || stage === 'connect') throw new StartupError(`${problem.reason}. ${problem.hint}`);
        throw e;
      }
      opts.onWaiting();
      if (problem.reason !== lastReason || Date.now() - lastLogged >= WAITING_LOG_EVERY_MS) {
        log('warn', `${problem.reason}. Answering 503 and retrying until it is reachable. ${problem.hint}`);
        lastLogged = Date.now();
        lastReason = problem.reason;
      }
      await sleep(delay, opts.signal);
      delay = Math.min(delay * 2, MAX_RETRY_DELAY_MS);
    }
  }
}

/** One connection and `select 1`, bounded in time: a host that drops packets must not hang start-up. */
async function probe(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
  } finally {
    await client.end().catch(() => {});
  }
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => (signal?.removeEventListener('abort', abort), resolve()), ms);
    const abort = () => (clearTimeout(timer), reject(signal!.reason));
    signal?.addEventListener('abort', abort, { once: true });
  });
}
