import { MikroORM, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import type { MigrationObject } from '@mikro-orm/core';
import pg from 'pg';
import { DATABASE_WAIT_MS, endConnectionOnNoAnswer, servingSettingsFor, type Pooler } from './timeouts.ts';
// Before any ORM runs: no implicit transaction/request contexts, so no async hooks (why: explicit-context.ts).
import './explicit-context.ts';

export type Orm = MikroORM;

/**
 * Migrations and their lock wait and run as long as they need, even where the role carries a
 * statement_timeout (the advice for servers behind PgBouncer, README "Deployment"). They always
 * run on a direct connection, which accepts this startup option.
 */
const NO_STATEMENT_TIMEOUT = '-c statement_timeout=0';

/** What the modules bring to the ORM (assembled from their manifests in modules/index.ts). */
export interface DatabaseSchema {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- defineEntity schemas differ per entity
  entities: any[];
  migrations: MigrationObject[];
}

/**
 * `onDriverWarning` gets knex's warnings, above all "Connection Error: …" for each pooled
 * connection found dead after an outage; without it knex prints them to the console, outside the
 * structured log.
 */
export function openOrm(databaseUrl: string, schema: DatabaseSchema, poolMax = 20, onDriverWarning?: (message: string) => void, pooler: Pooler = 'none'): Promise<Orm> {
  return MikroORM.init(ormOptions(databaseUrl, schema, poolMax, true, onDriverWarning, pooler));
}

function ormOptions(databaseUrl: string, schema: DatabaseSchema, poolMax: number, serving: boolean, onDriverWarning?: (message: string) => void, pooler: Pooler = 'none'): Options {
  return {
    clientUrl: databaseUrl,
    entities: schema.entities,
    extensions: [Migrator],
    // Listed explicitly so migrations run the same from TypeScript sources and bundles, no folder scan.
    migrations: { migrationsList: schema.migrations, transactional: true, allOrNothing: true, silent: true },
    pool: serving
      ? { min: 1, max: poolMax, afterCreate: (conn: Parameters<typeof endConnectionOnNoAnswer>[0], done: (e: Error | null, c: unknown) => void) => (endConnectionOnNoAnswer(conn), done(null, conn)) }
      : { min: 0, max: poolMax },
    // knex waits 60 s for a pooled connection by default, and node-postgres for ever for a connect
    // or an answer: an outage would hang every request (db/timeouts.ts).
    driverOptions: {
      ...(serving ? { acquireConnectionTimeout: DATABASE_WAIT_MS, connection: servingSettingsFor(pooler) } : { connection: { options: NO_STATEMENT_TIMEOUT } }),
      ...(onDriverWarning ? { log: { warn: onDriverWarning } } : {}),
    },
    discovery: { warnWhenNoEntities: true },
    // Every request forks its own EntityManager; using the global one would leak state between requests.
    allowGlobalContext: false,
    debug: false,
  };
}

/**
 * Applies pending migrations under a PostgreSQL advisory lock, so any number of server processes
 * can start at once against one database and exactly one of them migrates.
 */
export async function migrate(orm: Orm, databaseUrl: string): Promise<string[]> {
  const lockClient = new pg.Client({ connectionString: databaseUrl, options: NO_STATEMENT_TIMEOUT });
  // A connection lost while idle emits 'error'; unheard, it would end the process.
  lockClient.on('error', () => {});
  await lockClient.connect();
  // Migrations may run long statements (an index on a big table): they get an ORM of their own,
  // without the serving connections' statement and answer timeouts.
  const schema: DatabaseSchema = { entities: orm.config.get('entities'), migrations: (orm.config.get('migrations').migrationsList ?? []) as MigrationObject[] };
  let migrationOrm: Orm | undefined;
  try {
    await lockClient.query('select pg_advisory_lock(7426157)');
    const migrator = (migrationOrm = await MikroORM.init(ormOptions(databaseUrl, schema, 1, false)));
    const applied = await migrator.getMigrator().up();
    return applied.map((m) => m.name);
  } finally {
    await migrationOrm?.close().catch(() => {});
    await lockClient.query('select pg_advisory_unlock(7426157)').catch(() => {});
    await lockClient.end().catch(() => {});
  }
}

/** The slice of knex's pool (tarn) the metrics read; knex types its pool as any. */
interface TarnPool {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
}

/** The ORM's connection pool use right now, for the metrics endpoint (zeros before knex has made its pool). */
export function ormPoolUse(orm: Orm): { total: number; idle: number; waiting: number; max: number } {
  const pool = (orm.em.getConnection().getKnex().client as { pool?: TarnPool }).pool;
  const max = orm.config.get('pool')?.max ?? 0;
  if (!pool) return { total: 0, idle: 0, waiting: 0, max };
  const idle = pool.numFree();
  return { total: pool.numUsed() + idle, idle, waiting: pool.numPendingAcquires(), max };
}
