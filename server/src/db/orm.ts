import { MikroORM } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import type { MigrationObject } from '@mikro-orm/core';
import pg from 'pg';

export type Orm = MikroORM;

/** What the modules bring to the ORM (assembled from their manifests in modules/index.ts). */
export interface DatabaseSchema {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- defineEntity schemas differ per entity
  entities: any[];
  migrations: MigrationObject[];
}

export async function openOrm(databaseUrl: string, schema: DatabaseSchema, poolMax = 20): Promise<Orm> {
  return MikroORM.init({
    clientUrl: databaseUrl,
    entities: schema.entities,
    extensions: [Migrator],
    // Listed explicitly so migrations run the same from TypeScript sources and bundles, no folder scan.
    migrations: { migrationsList: schema.migrations, transactional: true, allOrNothing: true, silent: true },
    pool: { min: 1, max: poolMax },
    discovery: { warnWhenNoEntities: true },
    // Every request forks its own EntityManager; using the global one would leak state between requests.
    allowGlobalContext: false,
    debug: false,
  });
}

/**
 * Applies pending migrations under a PostgreSQL advisory lock, so any number of server processes
 * can start at once against one database and exactly one of them migrates.
 */
export async function migrate(orm: Orm, databaseUrl: string): Promise<string[]> {
  const lockClient = new pg.Client({ connectionString: databaseUrl });
  await lockClient.connect();
  try {
    await lockClient.query('select pg_advisory_lock(7426157)');
    const applied = await orm.getMigrator().up();
    return applied.map((m) => m.name);
  } finally {
    await lockClient.query('select pg_advisory_unlock(7426157)').catch(() => {});
    await lockClient.end();
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
