import { Migration } from '@mikro-orm/migrations';

/**
 * Rate-limit counters (modules/rate-limits). UNLOGGED: they are written on every limited request
 * and worth nothing after a crash, so they skip the write-ahead log; a crash or a fail-over to a
 * replica starts every window afresh, which errs on the side of letting requests through.
 */
export class Migration20261123030000RateLimitBuckets extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create unlogged table rate_limit_bucket (
      key text primary key,
      hits integer not null,
      -- failure buckets only: attempts reserved and still being checked
      pending integer not null default 0,
      reset_at timestamptz not null
    );`);
    // The sweeper finds ended windows without reading the whole table.
    this.addSql(`create index rate_limit_bucket_reset_at_idx on rate_limit_bucket (reset_at);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table rate_limit_bucket;`);
  }
}
