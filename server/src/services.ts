import type { Config } from './config.ts';
import type { AppDeps } from './http/context.ts';
import { openOrm } from './db/orm.ts';
import { HotSql } from './db/hot-sql.ts';
import { databaseSchema } from './modules/index.ts';
import { ProjectCache } from './modules/projects/project-cache.ts';
import { SigningKeys } from './modules/jwks/signing-keys.ts';

export interface OpenedServices {
  deps: AppDeps;
  /** Stops the project cache's listener and closes both database pools. */
  close(): Promise<void>;
}

/**
 * The app's long-lived collaborators on one database: the ORM (with every module's entities and
 * migrations), the hot-path statement pool, the project cache, the signing keys and the teams
 * store's membership answers (for the projects module, which sits below teams). The server,
 * the tests' set-up code, the contract runner and the benchmark seeder all build them here, so
 * none of them is a hidden module-level singleton.
 */
export async function openServices(
  databaseUrl: string,
  config: Config,
  log: AppDeps['log'],
  opts: { poolMax?: number; hotPoolMax?: number; listenForProjectChanges?: boolean } = {},
): Promise<OpenedServices> {
  const orm = await openOrm(databaseUrl, databaseSchema, opts.poolMax);
  const hotSql = new HotSql(databaseUrl, opts.hotPoolMax ?? 8);
  const projectCache = new ProjectCache(hotSql, databaseUrl);
  // Without its LISTEN connection the cache caches nothing (every read goes to the database).
  if (opts.listenForProjectChanges) await projectCache.start();
  const deps: AppDeps = { orm, hotSql, projectCache, config, signingKeys: new SigningKeys(orm), log };
  return {
    deps,
    close: async () => {
      await projectCache.stop();
      await hotSql.close();
      await orm.close();
    },
  };
}
