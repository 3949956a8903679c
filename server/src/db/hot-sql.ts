import pg from 'pg';
import { servingSettingsFor, type Pooler } from './timeouts.ts';

/**
 * A small pg pool for the queries every authenticated request runs (project + key, session +
 * user, refresh rotation). They go out as NAMED prepared statements, so PostgreSQL parses and
 * plans each once per connection instead of on every request, and they skip the query builder.
 * One pool per server, built at start-up and handed to the app as deps.hotSql. Nothing else uses
 * it: every other query goes through the request's EntityManager.
 */
export class HotSql {
  private readonly pool: pg.Pool;

  /**
   * Behind a pooler in transaction mode (GATEHOUSE_DATABASE_POOLER=transaction) the same
   * statements go out unnamed: the pooler hands each one to whichever server connection is free,
   * where a name prepared on another does not exist (PgBouncer before 1.21 has no prepared
   * statement support at all).
   */
  private readonly prepared: boolean;

  constructor(connectionString: string, max: number, pooler: Pooler = 'none') {
    this.prepared = pooler === 'none';
    // db/timeouts.ts. pg-pool's connectionTimeoutMillis covers both waiting for a free client and
    // opening a new one; a statement that errs (a timeout included) takes its client out of the pool.
    this.pool = new pg.Pool({ connectionString, max, ...servingSettingsFor(pooler) });
    // An idle client's error (e.g. the database restarted) must not crash the process.
    this.pool.on('error', () => {});
  }

  /** Runs a prepared statement; `name` must always go with the same `text`. */
  async rows(name: string, text: string, values: unknown[]): Promise<Record<string, unknown>[]> {
    const result = await this.pool.query(this.prepared ? { name, text, values } : { text, values });
    return result.rows;
  }

  /** The pool's use right now, for the metrics endpoint. */
  poolUse(): { total: number; idle: number; waiting: number; max: number } {
    const p = this.pool;
    return { total: p.totalCount, idle: p.idleCount, waiting: p.waitingCount, max: p.options.max ?? 10 };
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}
