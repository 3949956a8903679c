import type { HotSql } from '../../db/hot-sql.ts';
import type { AppDeps } from '../../http/context.ts';
import { sweepEndedBuckets } from './rate-limits.store.ts';

const INTERVAL_MS = 60_000;
const BATCH = 5_000;

/**
 * Deletes the buckets whose window has ended, in batches, once a minute. Ended buckets are already
 * harmless (the next hit restarts them); this only keeps the table small when many clients or
 * addresses pass by once. Every process may run one: batches skip rows another holds.
 */
export class BucketSweeper {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(private readonly sql: HotSql, private readonly log: AppDeps['log']) {}

  start(): void {
    this.timer ??= setInterval(() => void this.sweep(), INTERVAL_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  private sweep(): Promise<void> {
    this.running ??= (async () => {
      try {
        let deleted: number;
        do deleted = await sweepEndedBuckets(this.sql, BATCH);
        while (deleted === BATCH && this.timer);
      } catch (e) {
        this.log('warn', 'rate-limit sweeper could not delete ended buckets', { error: e instanceof Error ? e.message : String(e) });
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }
}
