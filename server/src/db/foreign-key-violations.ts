/**
 * Translates foreign-key violations into known errors, like unique-violations.ts does for unique
 * indexes. A service checks what a row refers to before writing it (to answer with the precise
 * error), but a concurrent delete can still slip in between; the foreign key then refuses the
 * write, and its refusal becomes the same error instead of a 500. Recognised in both forms:
 * MikroORM's ForeignKeyConstraintViolationException and PostgreSQL's SQLSTATE 23503.
 */
export async function withForeignKeys<T>(work: () => Promise<T>, byConstraint: Record<string, () => Error>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    const constraint = violatedForeignKey(e);
    const translate = constraint ? byConstraint[constraint] : undefined;
    if (translate) throw translate();
    throw e;
  }
}

/** The name of the foreign key a database error violated, or null for any other error. */
export function violatedForeignKey(e: unknown): string | null {
  if (!e || typeof e !== 'object') return null;
  const err = e as { code?: unknown; sqlState?: unknown; constraint?: unknown; message?: unknown };
  const fk = err.code === '23503' || err.sqlState === '23503' || (e as Error).name === 'ForeignKeyConstraintViolationException';
  if (!fk) return null;
  if (typeof err.constraint === 'string') return err.constraint;
  const m = /foreign key constraint "([^"]+)"/.exec(String(err.message));
  return m ? m[1] : null;
}
