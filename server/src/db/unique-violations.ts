/**
 * The one translator from unique-index violations to known errors. Unique indexes carry the rules
 * that must hold under concurrency (one sign-in address per project, one channel per user and
 * value): the database refuses the second writer, and its refusal becomes the caller's error.
 *
 * A violation arrives in either of two forms, and both are recognised: MikroORM's
 * UniqueConstraintViolationException (queries through the EntityManager, and `em.execute` outside
 * a transaction), or PostgreSQL's own error with SQLSTATE 23505 (raw SQL inside some transaction
 * paths). Both carry the index name in `constraint` (MikroORM copies the driver error's fields).
 */
export async function withUniqueIndexes<T>(work: () => Promise<T>, byIndex: Record<string, () => Error>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    const index = violatedUniqueIndex(e);
    const translate = index ? byIndex[index] : undefined;
    if (translate) throw translate();
    throw e;
  }
}

/** The name of the unique index a database error violated, or null for any other error. */
export function violatedUniqueIndex(e: unknown): string | null {
  if (!e || typeof e !== 'object') return null;
  const err = e as { code?: unknown; sqlState?: unknown; constraint?: unknown; message?: unknown };
  const unique = err.code === '23505' || err.sqlState === '23505' || (e as Error).name === 'UniqueConstraintViolationException';
  if (!unique) return null;
  if (typeof err.constraint === 'string') return err.constraint;
  // Fallback: PostgreSQL's message names the constraint in double quotes.
  const m = /unique constraint "([^"]+)"/.exec(String(err.message));
  return m ? m[1] : null;
}
