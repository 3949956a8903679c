import { MikroORM } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import pg from 'pg';
import { entities } from './entities.ts';
import { migrationsList } from './migrations/index.ts';

export type Orm = MikroORM;

export async function openOrm(databaseUrl: string, poolMax = 20): Promise<Orm> {
  return MikroORM.init({
    clientUrl: databaseUrl,
    entities,
    extensions: [Migrator],
    migrations: { migrationsList, transactional: true, allOrNothing: true, silent: true },
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
