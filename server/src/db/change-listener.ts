import pg from 'pg';
import { DATABASE_WAIT_MS } from './timeouts.ts';

const RECONNECT_MS = 1_000;
const NOT_SYNCED = Promise.resolve(false);
/** Channels are identifiers written into LISTEN: lower-case letters, digits and underscores only. */
const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** Shown in pg_stat_activity (and how a test finds the connection to terminate it). */
export const CHANGE_LISTENER_NAME = 'gatehouse-change-listener';

/** One cache's subscription: what a channel's announcement changes, and what to do when some may have been missed. */
export interface ChangeSubscriber {
  channel: string;
  onChange(payload: string): void;
  /** Announcements may have been missed (connection lost, or (re)connected): empty the cache. */
  onReset(): void;
}

interface Barrier {
  /** performance.now() when the barrier query was sent. */
  sentAt: number;
  answer: Promise<boolean>;
}

/**
 * The process's one dedicated connection that LISTENs, for the per-process caches kept exact by
 * the database (triggers announce every change at commit): the projects cache and the session +
 * user cache each subscribe to their channel before start(). Besides delivering announcements it
 * answers `synced(since)`: a barrier that resolves once every announcement committed before
 * `since` has been handed to its subscriber. It sends a tiny query on the listening connection;
 * PostgreSQL delivers the notifications pending for that session before the query's
 * ReadyForQuery, and a writer's COMMIT has signalled every listener before it returns. So a write
 * that committed in ANY process before a request arrived is seen by that request, not moments
 * later: immediate revocation across processes.
 *
 * One barrier query answers every caller whose `since` is not after the moment it was sent:
 * concurrent requests share it, and the caches a request consults one after the other (its
 * project, then its session) share it when they pass the request's arrival time. At most one
 * query is in flight and one queued, so under load the barrier costs a fraction of a round trip
 * per request.
 *
 * When the connection is lost (an error, pg_terminate_backend, a failed barrier query), every
 * subscriber's `onReset` runs at once and `synced()` answers false until a new connection listens
 * again (then `onReset` runs once more): announcements may have been missed meanwhile, so caches
 * must be emptied and bypassed, never trusted.
 */
export class ChangeListener {
  private client: pg.Client | null = null;
  private listening = false;
  private stopped = false;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private readonly subscribers = new Map<string, ChangeSubscriber>();
  /** The barrier query in flight, and the one queued behind it for callers that came after it was sent. */
  private inFlight: Barrier | null = null;
  private queued: Promise<boolean> | null = null;
  /** When the last barrier that answered on the current connection was sent (-Infinity: none yet). */
  private confirmedSentAt = -Infinity;

  constructor(
    private readonly databaseUrl: string,
    private readonly applicationName: string = CHANGE_LISTENER_NAME,
  ) {}

  /** Before start(): one subscriber per channel. */
  subscribe(subscriber: ChangeSubscriber): void {
    if (!CHANNEL_NAME.test(subscriber.channel)) throw new Error(`not a channel name: ${subscriber.channel}`);
    if (this.subscribers.has(subscriber.channel)) throw new Error(`channel ${subscriber.channel} already has a subscriber`);
    if (this.client || this.listening) throw new Error('subscribe before start()');
    this.subscribers.set(subscriber.channel, subscriber);
  }

  get isListening(): boolean {
    return this.listening;
  }

  async start(): Promise<void> {
    if (!this.subscribers.size) return;
    await this.connect().catch(() => this.scheduleReconnect());
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    const client = this.client;
    this.drop();
    await client?.end().catch(() => {});
  }

  /**
   * True once every change committed before `since` (a performance.now() reading; default: now)
   * has been handed to its subscriber; false: not listening (bypass the cache).
   */
  synced(since: number = performance.now()): Promise<boolean> {
    if (!this.listening) return NOT_SYNCED;
    if (this.confirmedSentAt >= since) return Promise.resolve(true);
    if (!this.inFlight) return this.ping().answer;
    if (this.inFlight.sentAt >= since) return this.inFlight.answer;
    // The query in flight was sent before `since`: its answer proves nothing about later commits.
    return (this.queued ??= this.inFlight.answer.then(() => {
      this.queued = null;
      return this.ping().answer;
    }));
  }

  private ping(): Barrier {
    const client = this.client;
    const sentAt = performance.now();
    const answered: Promise<boolean> =
      client && this.listening
        ? client.query('select 1').then(
            () => this.client === client && this.listening,
            () => {
              // A barrier that fails leaves the stream of announcements in doubt.
              if (this.client === client) this.lost();
              return false;
            },
          )
        : NOT_SYNCED;
    const barrier: Barrier = {
      sentAt,
      answer: answered.then((ok) => {
        if (this.inFlight === barrier) this.inFlight = null;
        // Only a barrier of the connection listening now vouches for later callers.
        if (ok && this.client === client && sentAt > this.confirmedSentAt) this.confirmedSentAt = sentAt;
        return ok;
      }),
    };
    this.inFlight = barrier;
    return barrier;
  }

  private drop(): void {
    this.listening = false;
    this.client = null;
    this.confirmedSentAt = -Infinity;
    this.resetAll();
  }

  private resetAll(): void {
    for (const s of this.subscribers.values()) s.onReset();
  }

  private lost(): void {
    const client = this.client;
    this.drop();
    client?.end().catch(() => {});
    this.scheduleReconnect();
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    // A connect or barrier that never answers (database frozen) must fail, or the caches would wait for good.
    const client = new pg.Client({
      connectionString: this.databaseUrl,
      connectionTimeoutMillis: DATABASE_WAIT_MS,
      query_timeout: DATABASE_WAIT_MS,
      keepAlive: true,
      application_name: this.applicationName,
    });
    const lost = () => {
      if (this.client === client) this.lost();
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (msg) => {
      if (msg.payload) this.subscribers.get(msg.channel)?.onChange(msg.payload);
    });
    try {
      await client.connect();
      // Channel names were checked by subscribe(): safe to write into the statement.
      await client.query([...this.subscribers.keys()].map((channel) => `listen ${channel};`).join(' '));
    } catch (e) {
      // Not yet this.client, so `lost` ignores it: close it here, or each failed attempt of an
      // outage would leave a connection (or a socket) behind.
      client.end().catch(() => {});
      throw e;
    }
    if (this.stopped) {
      // stop() ran while this (re)connect was under way.
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    this.confirmedSentAt = -Infinity;
    // Anything cached before this connection listened may have missed announcements.
    this.resetAll();
    this.listening = true;
  }

  private scheduleReconnect(): void {
    if (this.stopped || this.reconnectTimer) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.connect().catch(() => this.scheduleReconnect());
    }, RECONNECT_MS);
    this.reconnectTimer.unref();
  }
}
