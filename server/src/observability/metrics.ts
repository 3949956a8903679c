import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Metrics } from '../http/context.ts';
import type { HasherUse } from '../crypto/password-hasher.ts';

/** Metrics off (no GATEHOUSE_METRICS_PORT): every call is a no-op and the request path skips them entirely. */
export const noMetrics: Metrics = {
  requestFinished() {},
  rateLimitRefused() {},
};

/** A connection pool's use at one moment. */
export interface PoolUse {
  /** Connections open (in use + idle). */
  total: number;
  idle: number;
  /** Callers waiting for a connection: above 0 for long means the pool is too small or the database too slow. */
  waiting: number;
  max: number;
}

/** How long a value read at scrape time (a database count) may take before the scrape goes on without it. */
const SCRAPE_READ_TIMEOUT_MS = 2000;

/**
 * The Prometheus metrics of one Gatehouse process, in a registry of its own (several servers in
 * one process, as in the tests, never share or double-register a metric). Per request it costs a
 * counter increment and a histogram observation; everything else (pools, outbox, the process
 * itself) is read only when Prometheus scrapes.
 */
export class PrometheusMetrics implements Metrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'method' | 'route' | 'status'>;
  private readonly durations: Histogram<'method' | 'route' | 'status'>;
  private readonly refusals: Counter<'bucket'>;
  private readonly pools = new Map<string, () => PoolUse>();

  constructor() {
    // Process metrics, including the event-loop delay (nodejs_eventloop_lag_seconds, _p99_seconds, …).
    collectDefaultMetrics({ register: this.registry });
    const registers = [this.registry];
    this.requests = new Counter({
      name: 'gatehouse_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.durations = new Histogram({
      name: 'gatehouse_http_request_duration_seconds',
      help: 'Time from a request\'s arrival to its answer, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      // GET /users/me answers in about 1-4 ms under load; a password hash takes ~50-100 ms.
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.refusals = new Counter({
      name: 'gatehouse_rate_limit_refusals_total',
      help: 'Requests refused by a rate limit (429), by limit',
      labelNames: ['bucket'],
      registers,
    });
    const pools = this.pools;
    const poolGauge = (name: string, help: string, field: keyof PoolUse) =>
      new Gauge({
        name,
        help,
        labelNames: ['pool'],
        registers,
        collect() {
          this.reset();
          for (const [pool, read] of pools) this.set({ pool }, read()[field]);
        },
      });
    poolGauge('gatehouse_db_pool_connections', 'Open database connections (in use + idle), by pool', 'total');
    poolGauge('gatehouse_db_pool_idle_connections', 'Idle database connections, by pool', 'idle');
    poolGauge('gatehouse_db_pool_waiting', 'Callers waiting for a database connection, by pool', 'waiting');
    poolGauge('gatehouse_db_pool_max_connections', 'The most connections a pool opens', 'max');
  }

  requestFinished(method: string, route: string, status: number, seconds: number): void {
    const labels = { method, route, status };
    this.requests.inc(labels);
    this.durations.observe(labels, seconds);
  }

  rateLimitRefused(bucket: string): void {
    this.refusals.inc({ bucket });
  }

  /** Reports a connection pool (read at each scrape) under the label pool=`name`. */
  watchPool(name: string, read: () => PoolUse): void {
    this.pools.set(name, read);
  }

  /** The password hasher's bound and load (crypto/password-hasher.ts), read at each scrape. */
  watchPasswordHashing(read: () => HasherUse): void {
    const registers = [this.registry];
    const gauge = (name: string, help: string, field: keyof HasherUse) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(read()[field]);
        },
      });
    gauge('gatehouse_password_hash_concurrency', 'The most password hashes this process computes at once (GATEHOUSE_PASSWORD_HASH_CONCURRENCY)', 'concurrency');
    gauge('gatehouse_password_hashes_running', 'Password hashes being computed now', 'running');
    gauge('gatehouse_password_hashes_waiting', 'Password hashes waiting for a hashing thread', 'waiting');
  }

  /**
   * A gauge whose value is read when Prometheus scrapes (a row count: never per request). A read
   * that fails or takes too long (the database is down) reports NaN ("unknown", not a misleading
   * 0) instead of failing the whole scrape, whose other metrics matter most just then.
   */
  gaugeReadAtScrape(name: string, help: string, read: () => Promise<number>): void {
    new Gauge({
      name,
      help,
      registers: [this.registry],
      async collect() {
        this.set(await withTimeout(read(), SCRAPE_READ_TIMEOUT_MS).catch(() => NaN));
      },
    });
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
