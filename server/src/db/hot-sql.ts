import pg from 'pg';
import type { Orm } from './orm.ts';

/**
 * A small pg pool for the queries every authenticated request runs (project + key, session +
 * user, refresh rotation). They go out as NAMED prepared statements, so PostgreSQL parses and
 * plans each once per connection instead of on every request, and they skip the query builder.
 * The pool is attached to the ORM it shadows (same database) and closed with closeHotSql.
 */
export class HotSql {
  private readonly pool: pg.Pool;

  constructor(connectionString: string, max: number) {
    this.pool = new pg.Pool({ connectionString, max });
    // An idle client's error (e.g. the database restarted) must not crash the process.
    this.pool.on('error', () => {});
  }

  /** Runs a prepared statement; `name` must always go with the same `text`. */
  async rows(name: string, text: string, values: unknown[]): Promise<Record<string, unknown>[]> {
    const result = await this.pool.query({ name, text, values });
    return result.rows;
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}

const attached = new WeakMap<Orm, HotSql>();

export function hotSql(orm: Orm): HotSql {
  let sql = attached.get(orm);
  if (!sql) {
    sql = new HotSql(orm.config.get('clientUrl') as string, 8);
    attached.set(orm, sql);
  }
  return sql;
}

export async function closeHotSql(orm: Orm): Promise<void> {
  const sql = attached.get(orm);
  attached.delete(orm);
  await sql?.close();
}
