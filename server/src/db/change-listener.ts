import pg from 'pg';
import { DATABASE_WAIT_MS } from './timeouts.ts';

const RECONNECT_MS = 1_000;
const NOT_SYNCED = Promise.resolve(false);

/**
 * One dedicated connection that LISTENs on a channel, for a per-process cache kept exact by the
 * database (triggers announce every change at commit). Besides delivering announcements it answers
 * `synced()`: a barrier that resolves once every announcement committed before the call has been
 * handed to `onChange`. It sends a tiny query on the listening connection; PostgreSQL delivers the
 * notifications pending for that session before the query's ReadyForQuery, and a writer's COMMIT
 * has signalled every listener before it returns. So a write that committed in ANY process before
 * a read began is seen by that read, not moments later: immediate revocation across processes.
 * Concurrent callers share one query (at most one in flight and one queued), so under load the
 * barrier costs a fraction of a round trip per request.
 *
 * When the connection is lost (an error, pg_terminate_backend, a failed barrier query), `onReset`
 * runs at once and `synced()` answers false until a new connection listens again (then `onReset`
 * runs once more): announcements may have been missed meanwhile, so the cache must be emptied and
 * bypassed, never trusted.
 */
export class ChangeListener {
  private client: pg.Client | null = null;
  private listening = false;
  private stopped = false;
  private reconnectTimer: NodeJS.Timeout | null = null;
  /** The barrier query in flight, and the one queued behind it for callers that came after it was sent. */
  private inFlight: Promise<boolean> | null = null;
  private queued: Promise<boolean> | null = null;

  constructor(
    private readonly databaseUrl: string,
    private readonly channel: string,
    private readonly onChange: (payload: string) => void,
    private readonly onReset: () => void,
    /** Shown in pg_stat_activity (and how a test finds the connection to terminate it). */
    private readonly applicationName: string,
  ) {}

  get isListening(): boolean {
    return this.listening;
  }

  async start(): Promise<void> {
    await this.connect().catch(() => this.scheduleReconnect());
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    const client = this.client;
    this.drop();
    await client?.end().catch(() => {});
  }

  /** True once every change committed before this call has been handed to onChange; false: not listening (bypass the cache). */
  synced(): Promise<boolean> {
    if (!this.listening) return NOT_SYNCED;
    if (!this.inFlight) return (this.inFlight = this.ping());
    // The query in flight was sent before this call: its answer proves nothing about later commits.
    return (this.queued ??= this.inFlight.then(() => {
      this.queued = null;
      return (this.inFlight = this.ping());
    }));
  }

  private ping(): Promise<boolean> {
    const client = this.client;
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
    const tracked = answered.then((ok) => {
      if (this.inFlight === tracked) this.inFlight = null;
      return ok;
    });
    return tracked;
  }

  private drop(): void {
    this.listening = false;
    this.client = null;
    this.onReset();
  }

  private lost(): void {
    const client = this.client;
    this.drop();
    client?.end().catch(() => {});
    this.scheduleReconnect();
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    // A connect or barrier that never answers (database frozen) must fail, or the cache would wait for good.
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
      if (msg.channel === this.channel && msg.payload) this.onChange(msg.payload);
    });
    try {
      await client.connect();
      await client.query(`listen ${this.channel}`);
    } catch (e) {
      client.end().catch(() => {});
      throw e;
    }
    if (this.stopped) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    // Anything cached before this connection listened may have missed announcements.
    this.onReset();
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
