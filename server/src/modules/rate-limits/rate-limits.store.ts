import type { HotSql } from '../../db/hot-sql.ts';

/**
 * The only code that touches rate_limit_bucket: one row per bucket and fixed window (ending at
 * `reset_at`). A counting bucket adds every request to `hits`. A failure bucket (consecutive wrong
 * passwords) keeps confirmed failures in `hits` and attempts still being checked in `pending`, so
 * a limit on failures also bounds how many guesses can be in flight at once.
 *
 * Raw SQL on the hot-path pool (named prepared statements): each operation is ONE atomic
 * statement, so concurrent requests on any number of server processes count exactly, with the
 * database's clock.
 */

export interface BucketState {
  key: string;
  hits: number;
  pending: number;
  /** Whole seconds until the window ends (at least 1 while it is open). */
  retryAfterSeconds: number;
}

export interface BucketHit {
  key: string;
  windowSeconds: number;
  /** true: reserve an attempt of a failure bucket (`pending` + 1); false: count a request (`hits` + 1). */
  reserve: boolean;
}

// INSERT … ON CONFLICT DO UPDATE locks and updates each row atomically; a window that has ended
// starts again from this request alone. Keys arrive sorted, so two statements touching the same
// buckets lock them in the same order and cannot deadlock.
const HIT = `
  insert into rate_limit_bucket as b (key, hits, pending, reset_at)
  select k.key, 1 - k.reserve::int, k.reserve::int, now() + k.window_seconds * interval '1 second'
  from unnest($1::text[], $2::int[], $3::bool[]) as k(key, window_seconds, reserve)
  on conflict (key) do update set
    hits = case when b.reset_at <= now() then excluded.hits else b.hits + excluded.hits end,
    pending = case when b.reset_at <= now() then excluded.pending else b.pending + excluded.pending end,
    reset_at = case when b.reset_at <= now() then excluded.reset_at else b.reset_at end
  returning b.key, b.hits, b.pending, greatest(1, ceil(extract(epoch from b.reset_at - now())))::int as retry_after_seconds`;

/** Counts a request in, or reserves an attempt on, each bucket; answers their state. */
export async function hit(sql: HotSql, buckets: BucketHit[]): Promise<BucketState[]> {
  const sorted = [...buckets].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const rows = await sql.rows('gh_rate_limit_hit', HIT, [sorted.map((h) => h.key), sorted.map((h) => h.windowSeconds), sorted.map((h) => h.reserve)]);
  return rows.map((r) => ({ key: r.key as string, hits: r.hits as number, pending: r.pending as number, retryAfterSeconds: r.retry_after_seconds as number }));
}

/**
 * Ends reserved attempts of failure buckets: 'failure' adds a confirmed failure, 'success' ends the
 * run of consecutive failures (hits back to 0), 'void' only frees the reservation (the attempt was
 * refused, or checked no password).
 */
export async function settleAttempts(sql: HotSql, keys: string[], outcome: 'failure' | 'success' | 'void'): Promise<void> {
  await sql.rows(
    'gh_rate_limit_settle',
    `update rate_limit_bucket
     set hits = case $2::text when 'failure' then hits + 1 when 'success' then 0 else hits end, pending = greatest(pending - 1, 0)
     where key = any($1::text[]) and reset_at > now()`,
    [keys, outcome],
  );
}

/** Deletes up to `batch` buckets whose window ended; answers how many. Any process may run it at any time. */
export async function sweepEndedBuckets(sql: HotSql, batch: number): Promise<number> {
  const rows = await sql.rows(
    'gh_rate_limit_sweep',
    `with gone as (
       delete from rate_limit_bucket where key in (select key from rate_limit_bucket where reset_at <= now() limit $1 for update skip locked)
       returning 1)
     select count(*)::int as n from gone`,
    [batch],
  );
  return rows[0].n as number;
}
