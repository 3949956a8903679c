import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The one way raw SQL runs outside the hot path. Stores reach for it only where MikroORM's
 * EntityManager cannot say the same thing in one statement: an atomic conditional UPDATE (a code
 * consumed once, a refresh token rotated once), a keyset page with a correlated search, a
 * `returning` that decides the outcome. Each call site says why in a comment.
 *
 * `em.execute` joins the transaction of a transactional `em` (unlike `em.getConnection().execute`,
 * which leaves it) and turns driver errors into MikroORM exceptions such as
 * UniqueConstraintViolationException, which db/unique-violations.ts translates.
 */
export function rawSql<T = Record<string, unknown>>(em: EntityManager, sql: string, params: unknown[] = []): Promise<T[]> {
  return em.execute(sql, params as never[], 'all') as Promise<T[]>;
}
