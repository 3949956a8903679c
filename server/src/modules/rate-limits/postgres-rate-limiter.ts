import type { HotSql } from '../../db/hot-sql.ts';
import type { AuthProject } from '../../http/context.ts';
import type { Admission, LimitedBucket, RateLimitPort, Refusal } from '../../http/rate-limits.ts';
import { sha256 } from '../../crypto/hashing.ts';
import { RATE_LIMITS, type RateLimit, type RateLimitName } from './rate-limit-settings.ts';
import { hit, settleAttempts } from './rate-limits.store.ts';

/** A project's limits (its config `rate_limits`), or null for a project id that names none. */
export type SettingsOf = (project: AuthProject | string) => Partial<Record<RateLimitName, RateLimit>> | null | Promise<Partial<Record<RateLimitName, RateLimit>> | null>;

interface Bucket {
  key: string;
  limit: string;
  max: number;
  windowSeconds: number;
  failures: readonly string[] | null;
}

/** Nothing to settle: a refused request, or one without failure buckets. */
const SETTLED = async () => {};

/**
 * The router's RateLimitPort on PostgreSQL (rate-limits.store.ts). Why our own statement and not
 * rate-limiter-flexible's PostgreSQL store: a request touches up to two buckets (the client's and
 * an account's or address's), and one statement counts both in a single round trip, where the
 * library needs one per bucket (its `consume` takes one key); its table would be created at run
 * time outside our migrations, and it could not use the prepared-statement pool of the hot path.
 * The algorithm (a fixed window in one upserted row) is the same.
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
    const buckets: Bucket[] = [];
    for (const r of requested) {
      const limit = settings[r.limit as RateLimitName] ?? RATE_LIMITS[r.limit as RateLimitName];
      const key = keyOf(projectId, r.limit, r.subject);
      if (!buckets.some((b) => b.key === key)) buckets.push({ key, limit: r.limit, max: limit.max, windowSeconds: limit.window_seconds, failures: r.failures });
    }
    // Attempts on failure buckets are reserved up front: checking the count first and adding the
    // failure afterwards would let a burst of parallel guesses all pass the check.
    const states = await hit(this.sql, buckets.map((b) => ({ key: b.key, windowSeconds: b.windowSeconds, reserve: b.failures !== null })));

    let refusal: Refusal | null = null;
    for (const s of states) {
      const b = buckets.find((x) => x.key === s.key)!;
      let retryAfterSeconds: number | null = null;
      if (!b.failures) {
        if (s.hits > b.max) retryAfterSeconds = s.retryAfterSeconds;
      } else if (s.hits >= b.max) {
        // The failures are used up: every attempt, the right password too, waits for the window.
        retryAfterSeconds = s.retryAfterSeconds;
      } else if (s.hits + s.pending > b.max) {
        // Too many attempts being checked at once; they end within moments, so try again soon.
        retryAfterSeconds = 1;
      }
      if (retryAfterSeconds !== null && (!refusal || retryAfterSeconds > refusal.retryAfterSeconds)) refusal = { limit: b.limit, retryAfterSeconds };
    }
    const watched = buckets.filter((b) => b.failures);
    if (refusal) {
      this.onRefused?.(refusal.limit);
      if (watched.length) await settleAttempts(this.sql, watched.map((b) => b.key), 'void');
      return { refusal, settle: SETTLED };
    }
    if (watched.length === 0) return { refusal: null, settle: SETTLED };
    return {
      refusal: null,
      settle: async (failedWith) => {
        if (failedWith === null) return settleAttempts(this.sql, watched.map((b) => b.key), 'success');
        const failed = watched.filter((b) => b.failures!.includes(failedWith));
        // Another answer (e.g. password sign-in switched off) checked no password: not a failure.
        const other = watched.filter((b) => !b.failures!.includes(failedWith));
        if (failed.length) await settleAttempts(this.sql, failed.map((b) => b.key), 'failure');
        if (other.length) await settleAttempts(this.sql, other.map((b) => b.key), 'void');
      },
    };
  }

  async keyCheckFailed(projectId: string, clientSubject: string): Promise<Refusal | null> {
    const settings = await this.settingsOf(projectId);
    if (!settings) return null;
    const limit = settings.failed_key_checks_per_ip ?? RATE_LIMITS.failed_key_checks_per_ip;
    const [state] = await hit(this.sql, [{ key: keyOf(projectId, 'failed_key_checks_per_ip', clientSubject), windowSeconds: limit.window_seconds, reserve: false }]);
    if (state.hits <= limit.max) return null;
    this.onRefused?.('failed_key_checks_per_ip');
    return { limit: 'failed_key_checks_per_ip', retryAfterSeconds: state.retryAfterSeconds };
  }
}

function keyOf(projectId: string, limit: string, subject: string): string {
  return `${projectId}:${limit}:${sha256(subject).toString('base64url')}`;
}
