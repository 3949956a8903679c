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

/** The row a write referred to that was not there: its table and the key the write named. */
export interface MissingParent {
  constraint: string;
  /** The referenced table, e.g. `team`. */
  table: string;
  /** The referencing columns and values the write named, e.g. `{ team_id: '…' }`. */
  key: Record<string, string>;
}

/**
 * What a foreign-key violation says was missing, read from PostgreSQL's detail
 * (`Key (team_id)=(…) is not present in table "team".`); null for any other error, and for a
 * violation by a delete (a child still refers to the row), which is not a missing parent.
 */
export function missingParent(e: unknown): MissingParent | null {
  const constraint = violatedForeignKey(e);
  if (!constraint) return null;
  const detail = String((e as { detail?: unknown }).detail ?? (e as { cause?: { detail?: unknown } }).cause?.detail ?? '');
  const m = /^Key \((.+)\)=\((.*)\) is not present in table "([^"]+)"/.exec(detail);
  if (!m) return null;
  const columns = m[1].split(', ');
  const values = m[2].split(', ');
  // A value holding ", " would split wrongly; then only the table is known.
  const key = columns.length === values.length ? Object.fromEntries(columns.map((c, i) => [c, values[i]])) : {};
  return { constraint, table: m[3], key };
}
