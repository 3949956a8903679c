import type { HotSql } from '../../db/hot-sql.ts';

/**
 * The only code that touches rate_limit_bucket: one row per bucket, `hits` counted in a fixed
 * window that ends at `reset_at`. Raw SQL on the hot-path pool (named prepared statements): each
 * operation is ONE atomic statement, so concurrent requests on any number of server processes
 * count exactly, with the database's clock, and a limited request costs one round trip.
 */

export interface BucketState {
  key: string;
  hits: number;
  /** Whole seconds until the window ends (at least 1 while it is open). */
  retryAfterSeconds: number;
}

// INSERT … ON CONFLICT DO UPDATE locks and updates each row atomically: a window that has ended
// starts again at 1, an open one adds 1. Keys arrive sorted, so two statements touching the same
// buckets lock them in the same order and cannot deadlock.
const HIT = `
  insert into rate_limit_bucket as b (key, hits, reset_at)
  select k.key, 1, now() + k.window_seconds * interval '1 second'
  from unnest($1::text[], $2::int[]) as k(key, window_seconds)
  on conflict (key) do update set
    hits = case when b.reset_at <= now() then 1 else b.hits + 1 end,
    reset_at = case when b.reset_at <= now() then excluded.reset_at else b.reset_at end
  returning b.key, b.hits, greatest(1, ceil(extract(epoch from b.reset_at - now())))::int as retry_after_seconds`;

/** Adds one to each bucket (opening its window if none is open); answers their state. */
export async function hit(sql: HotSql, buckets: { key: string; windowSeconds: number }[]): Promise<BucketState[]> {
  const sorted = [...buckets].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const rows = await sql.rows('gh_rate_limit_hit', HIT, [sorted.map((h) => h.key), sorted.map((h) => h.windowSeconds)]);
  return rows.map((r) => ({ key: r.key as string, hits: r.hits as number, retryAfterSeconds: r.retry_after_seconds as number }));
}

/** Takes back one count from each bucket whose window is still open (an attempt that turned out not to count). */
export async function giveBack(sql: HotSql, keys: string[]): Promise<void> {
  await sql.rows('gh_rate_limit_give_back', 'update rate_limit_bucket set hits = greatest(hits - 1, 0) where key = any($1::text[]) and reset_at > now()', [keys]);
}

/** Empties buckets (a success ends a run of consecutive failures). */
export async function clearBuckets(sql: HotSql, keys: string[]): Promise<void> {
  await sql.rows('gh_rate_limit_clear', 'delete from rate_limit_bucket where key = any($1::text[])', [keys]);
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
