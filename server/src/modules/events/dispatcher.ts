import pg from 'pg';
import type { Orm } from '../../db/orm.ts';
import { isDatabaseUnavailable } from '../../db/database-unavailable.ts';
import { OutageReporter } from '../../db/outage-reporter.ts';
import type { AppDeps } from '../../http/context.ts';
import type { EventSubscriber, RunningWorker } from '../../http/module.ts';
import { claimRuns, declareSubscribers, EVENTS_CHANNEL, failRun, finishRun, pruneFinishedEvents, renewLeases, type ClaimedRun } from './events.store.ts';
import { DEFAULT_MAX_ATTEMPTS, retryDelayMs } from './backoff.ts';

export interface DispatcherOptions {
  /** Looks for due work at least this often (retries come due without a NOTIFY). */
  pollIntervalMs: number;
  /** How long a claim is reserved; renewed every third of it while the run goes on. */
  leaseMs: number;
  /** Runs in flight at once in this process. */
  concurrency?: number;
  /** For LISTEN (a new event starts at once instead of at the next poll); unset: polling only. */
  databaseUrl?: string;
  /** Finished events older than this are deleted (default 7 days). */
  retentionDays?: number;
  /** Test hook: the retry delay after a failed run (default backoff.ts). */
  retryDelayMs?: (attempt: number) => number;
}

const PRUNE_EVERY_MS = 10 * 60_000;

/**
 * The one dispatcher of domain events. Any number of processes run one against the same
 * database: each claims due (event, subscriber) runs with FOR UPDATE SKIP LOCKED and a lease
 * (events.store.ts claimRuns), renews the leases of runs in progress, and records the outcome
 * only while it still holds the lease. A process killed mid-run stops renewing; its runs come
 * due again when the lease runs out and another process retries them. A run that throws is
 * retried with exponential backoff, for that subscriber only.
 */
export class Dispatcher implements RunningWorker {
  private running = false;
  private loops: Promise<void>[] = [];
  private readonly sleepers = new Set<() => void>();
  private readonly inFlight = new Set<string>();
  private heartbeat: NodeJS.Timeout | null = null;
  private listener: pg.Client | null = null;
  private lastPrune = 0;
  private readonly outage: OutageReporter;
  private readonly byName: Map<string, EventSubscriber>;

  constructor(
    private readonly deps: AppDeps,
    subscribers: readonly EventSubscriber[],
    private readonly opts: DispatcherOptions,
  ) {
    this.byName = new Map(subscribers.map((s) => [s.name, s]));
    this.outage = new OutageReporter(deps.log, 'the event dispatcher waits for the database');
  }

  private get orm(): Orm {
    return this.deps.orm;
  }

  /** Declares this process's subscribers (so `emit` fans out to them from now on) and starts the loops. */
  async start(): Promise<void> {
    if (this.running) return;
    await declareSubscribers(this.orm.em.fork(), [...this.byName.values()]);
    this.running = true;
    this.heartbeat = setInterval(() => void this.renew(), Math.max(50, Math.floor(this.opts.leaseMs / 3)));
    this.heartbeat.unref();
    if (this.opts.databaseUrl) void this.listen(this.opts.databaseUrl);
    if (this.byName.size > 0) for (let i = 0; i < (this.opts.concurrency ?? 4); i++) this.loops.push(this.loop());
  }

  /** Stops claiming and waits for the runs in flight (their outcome is recorded). */
  async stop(): Promise<void> {
    this.running = false;
    this.wakeAll();
    await Promise.all(this.loops);
    this.loops = [];
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    const listener = this.listener;
    this.listener = null;
    await listener?.end().catch(() => {});
  }

  private wakeAll(): void {
    for (const wake of [...this.sleepers]) wake();
  }

  private async loop(): Promise<void> {
    while (this.running) {
      let worked = false;
      try {
        worked = await this.runOne();
        await this.maybePrune();
      } catch (e) {
        if (isDatabaseUnavailable(e)) this.outage.report(e);
        else this.deps.log('error', 'event dispatcher failed to claim work', { error: e instanceof Error ? e.message : String(e) });
      }
      if (!worked && this.running) await this.sleep(this.opts.pollIntervalMs);
    }
  }

  /** Claims and runs one due (event, subscriber); false when none is due. */
  async runOne(): Promise<boolean> {
    const [run] = await claimRuns(this.orm.em.fork(), [...this.byName.keys()], 1, this.opts.leaseMs);
    if (!run) return false;
    const subscriber = this.byName.get(run.subscriber)!;
    this.inFlight.add(run.leaseId);
    try {
      await this.execute(subscriber, run);
    } finally {
      this.inFlight.delete(run.leaseId);
    }
    return true;
  }

  private async execute(subscriber: EventSubscriber, run: ClaimedRun): Promise<void> {
    try {
      await subscriber.handle(run.event, this.deps);
    } catch (e) {
      const error = e instanceof Error ? e.message : String(e);
      const final = run.event.attempt >= (subscriber.maxAttempts ?? DEFAULT_MAX_ATTEMPTS);
      const retryInMs = (this.opts.retryDelayMs ?? subscriber.retryDelayMs ?? retryDelayMs)(run.event.attempt);
      this.deps.log(final ? 'error' : 'warn', 'event subscriber failed', { subscriber: subscriber.name, event_id: run.event.id, type: run.event.type, attempt: run.event.attempt, final, error });
      await failRun(this.orm.em.fork(), run, { error, retryInMs, final });
      return;
    }
    await finishRun(this.orm.em.fork(), run);
  }

  private async renew(): Promise<void> {
    try {
      await renewLeases(this.orm.em.fork(), [...this.inFlight], this.opts.leaseMs);
    } catch (e) {
      if (isDatabaseUnavailable(e)) this.outage.report(e);
      else this.deps.log('error', 'event dispatcher could not renew its leases', { error: e instanceof Error ? e.message : String(e) });
    }
  }

  private async maybePrune(): Promise<void> {
    if (Date.now() - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = Date.now();
    await pruneFinishedEvents(this.orm.em.fork(), this.opts.retentionDays ?? 7, 1_000);
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(t);
        this.sleepers.delete(done);
        resolve();
      };
      const t = setTimeout(done, ms);
      this.sleepers.add(done);
    });
  }

  /** Best effort: a lost LISTEN connection is opened again at the next poll; polling alone still delivers everything. */
  private async listen(databaseUrl: string): Promise<void> {
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on('error', () => {});
    client.on('end', () => {
      if (this.listener !== client) return;
      this.listener = null;
      if (this.running) setTimeout(() => this.running && !this.listener && void this.listen(databaseUrl), this.opts.pollIntervalMs).unref();
    });
    client.on('notification', () => this.wakeAll());
    try {
      await client.connect();
      await client.query(`listen ${EVENTS_CHANNEL}`);
    } catch {
      await client.end().catch(() => {});
      if (this.running) setTimeout(() => this.running && !this.listener && void this.listen(databaseUrl), this.opts.pollIntervalMs).unref();
      return;
    }
    if (!this.running) {
      await client.end().catch(() => {});
      return;
    }
    this.listener = client;
  }
}
