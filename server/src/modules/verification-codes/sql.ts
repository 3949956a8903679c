import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Raw SQL on `em`: inside `em.transactional()` it joins that transaction (MikroORM's
 * `getConnection().execute()` would not, unless handed the transaction context), outside it runs
 * on its own. `em.execute` also turns driver errors into MikroORM exceptions
 * (e.g. UniqueConstraintViolationException).
 */
export function run<T = Record<string, unknown>>(em: EntityManager, sql: string, params: unknown[] = []): Promise<T[]> {
  return em.execute(sql, params as never[], 'all') as Promise<T[]>;
}
