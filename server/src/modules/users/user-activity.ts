import type { AppDeps, UserActivityPort } from '../../http/context.ts';
import type { HotSql } from '../../db/hot-sql.ts';
import { touchLastActive } from './users.store.ts';

/**
 * Keeps "last active" current without a write per request. GET /users/me and every other
 * authenticated request run on the hot path, so:
 * - the session lookup already read last_active_at: when it is recent, there is nothing to do
 *   (no allocation, no lookup: the common case);
 * - otherwise this process writes at most once per user and interval, remembered in a map, so a
 *   burst of requests that all read the old value before the first write landed writes once;
 * - the write is a conditional UPDATE (touchLastActive) that leaves the row alone when another
 *   process wrote within the interval, fired without awaiting: a request never waits for it and
 *   never fails because of it (a failure is logged; the next try is an interval later).
 */
export class UserActivity implements UserActivityPort {
  /** userId -> when this process last wrote it, oldest first (re-inserted on each write). */
  private readonly written = new Map<string, number>();
  private readonly intervalSeconds: number;

  constructor(
    private readonly sql: HotSql,
    private readonly intervalMs: number,
    private readonly log: AppDeps['log'],
    private readonly now: () => number = Date.now,
  ) {
    this.intervalSeconds = intervalMs / 1000;
  }

  seen(projectId: string, userId: string, lastActiveAt: Date | null): void {
    const now = this.now();
    if (lastActiveAt !== null && now - lastActiveAt.getTime() < this.intervalMs) return;
    const last = this.written.get(userId);
    if (last !== undefined && now - last < this.intervalMs) return;
    this.remember(userId, now);
    touchLastActive(this.sql, projectId, userId, this.intervalSeconds).catch((e: unknown) => {
      this.log('warn', 'could not record user activity (last_active_at)', { project_id: projectId, user_id: userId, error: e instanceof Error ? e.message : String(e) });
    });
  }

  /** How many users the map holds: only those written within the last interval (for tests). */
  get tracked(): number {
    return this.written.size;
  }

  /**
   * Records the write and drops entries older than the interval. Entries are kept in write order,
   * so the expired ones are at the front and the sweep stops at the first live one: the map holds
   * only the users written within one interval, at a constant cost per write.
   */
  private remember(userId: string, now: number): void {
    this.written.delete(userId);
    this.written.set(userId, now);
    for (const [id, at] of this.written) {
      if (now - at < this.intervalMs) break;
      this.written.delete(id);
    }
  }
}
