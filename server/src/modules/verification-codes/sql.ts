import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Raw SQL that joins the caller's transaction. MikroORM's `getConnection().execute()` runs OUTSIDE
 * `em.transactional()` unless the transaction context is passed explicitly, so every write that
 * must commit or roll back together with others goes through here.
 */
export function run<T = Record<string, unknown>>(em: EntityManager, sql: string, params: unknown[] = []): Promise<T[]> {
  return em.getConnection().execute(sql, params as never[], 'all', em.getTransactionContext()) as Promise<T[]>;
}
