import type { HotSql } from '../../db/hot-sql.ts';
import type { AuthProject } from '../../http/context.ts';
import type { Admission, LimitedBucket, RateLimitPort, Refusal } from '../../http/rate-limits.ts';
import { sha256 } from '../../crypto/hashing.ts';
import { RATE_LIMITS, type RateLimit, type RateLimitName } from './rate-limit-settings.ts';
import { clearBuckets, hitAndPeek } from './rate-limits.store.ts';

/** A project's limits (its config `rate_limits`), or null for a project id that names none. */
export type SettingsOf = (project: AuthProject | string) => Partial<Record<RateLimitName, RateLimit>> | null | Promise<Partial<Record<RateLimitName, RateLimit>> | null>;

interface Bucket {
  key: string;
  limit: string;
  max: number;
  windowSeconds: number;
  failures: readonly string[] | null;
}

/** Nothing to settle: the admission of a request whose buckets all count requests and had no failures. */
const SETTLED = async () => {};

/**
 * The router's RateLimitPort on PostgreSQL (rate-limits.store.ts). Why our own statement and not
 * rate-limiter-flexible's PostgreSQL store: a request touches up to two buckets (the client's and
 * an account's or address's), and one statement counts the one and reads the other in a single
 * round trip, where the library would need one per bucket; its table would also be created at
 * run time outside our migrations, and it could not use the prepared-statement pool of the hot
 * path. The algorithm (fixed windows in one upserted row) is the same.
 *
 * A bucket's key is `<project>:<limit>:<sha256 of the subject>`: no e-mail address or client
 * address is stored in clear.
 */
export class PostgresRateLimiter implements RateLimitPort {
  constructor(
    private readonly sql: HotSql,
    private readonly settingsOf: SettingsOf,
    /** Told of every refusal, by limit name (e.g. a metrics counter). */
    private readonly onRefused?: (limit: string) => void,
  ) {}

  async admit(project: AuthProject | string, requested: LimitedBucket[]): Promise<Admission> {
    const settings = await this.settingsOf(project);
    // An unknown project id (token endpoint): its request is refused by the handler anyway.
    if (!settings) return { refusal: null, settle: SETTLED };
    const projectId = typeof project === 'string' ? project : project.id;
    const counted: Bucket[] = [];
    const watched: Bucket[] = [];
    for (const r of requested) {
      const limit = settings[r.limit as RateLimitName] ?? RATE_LIMITS[r.limit as RateLimitName];
      const bucket = { key: keyOf(projectId, r.limit, r.subject), limit: r.limit, max: limit.max, windowSeconds: limit.window_seconds, failures: r.failures };
      const list = r.failures ? watched : counted;
      if (!list.some((b) => b.key === bucket.key)) list.push(bucket);
    }
    const states = await hitAndPeek(this.sql, counted.map((b) => ({ key: b.key, windowSeconds: b.windowSeconds })), watched.map((b) => b.key));

    let refusal: Refusal | null = null;
    const failing: string[] = [];
    for (const s of states) {
      const c = counted.find((b) => b.key === s.key);
      const w = c ? undefined : watched.find((b) => b.key === s.key);
      if (w) failing.push(w.key);
      // A counted request is over when it is the (max+1)-th; a failure bucket is full at max.
      const over = c ? s.hits > c.max : w !== undefined && s.hits >= w.max;
      if (over && (!refusal || s.retryAfterSeconds > refusal.retryAfterSeconds)) refusal = { limit: (c ?? w)!.limit, retryAfterSeconds: s.retryAfterSeconds };
    }
    if (refusal) {
      this.onRefused?.(refusal.limit);
      return { refusal, settle: SETTLED };
    }
    if (watched.length === 0) return { refusal: null, settle: SETTLED };
    return {
      refusal: null,
      settle: async (failedWith) => {
        if (failedWith === null) {
          // Only buckets that hold failures are emptied: a success after none costs no round trip.
          if (failing.length) await clearBuckets(this.sql, failing);
          return;
        }
        const failed = watched.filter((b) => b.failures!.includes(failedWith));
        if (failed.length) await hitAndPeek(this.sql, failed.map((b) => ({ key: b.key, windowSeconds: b.windowSeconds })), []);
      },
    };
  }

  async keyCheckFailed(projectId: string, clientSubject: string): Promise<Refusal | null> {
    const settings = await this.settingsOf(projectId);
    if (!settings) return null;
    const limit = settings.failed_key_checks_per_ip ?? RATE_LIMITS.failed_key_checks_per_ip;
    const [state] = await hitAndPeek(this.sql, [{ key: keyOf(projectId, 'failed_key_checks_per_ip', clientSubject), windowSeconds: limit.window_seconds }], []);
    if (state.hits <= limit.max) return null;
    this.onRefused?.('failed_key_checks_per_ip');
    return { limit: 'failed_key_checks_per_ip', retryAfterSeconds: state.retryAfterSeconds };
  }
}

function keyOf(projectId: string, limit: string, subject: string): string {
  return `${projectId}:${limit}:${sha256(subject).toString('base64url')}`;
}
