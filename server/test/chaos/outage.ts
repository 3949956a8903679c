import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { ChaosClient, median, ok, uniqueEmail, type Outcome } from './chaos-client.ts';
import { chaosInternalKeys, startGatehouseProcess, type GatehouseProcess } from './gatehouse-process.ts';
import { startStoppablePostgres } from './stoppable-postgres.ts';
import { startTcpProxy } from './tcp-proxy.ts';
import { findPartialEntities, type PartialEntities } from './invariants.ts';
import { CHANGE_LISTENER_NAME } from '../../src/db/change-listener.ts';

/**
 * The request mix: list-users (server key; project from the hot-path pool, the list through the
 * ORM), users-me (hot-path pool only), jwks (no project header: straight to the ORM pool).
 */
const KINDS = ['list-users', 'users-me', 'jwks'] as const;

export type OutageKind = 'stop' | 'freeze';

export interface OutageOptions {
  /**
   * The outages, one after the other on the same server under the same load: `stop` shuts
   * PostgreSQL down (fast shutdown: connections terminated, new ones refused) and starts it again;
   * `freeze` leaves it running but lets nothing through to it (a hung host or a partition: sockets
   * stay open, no answers), then lets everything through again.
   */
  outages: OutageKind[];
  /** Load before the first outage, with the database up. */
  warmUpMs: number;
  /** How long the database stays away (counted once it is away). */
  outageMs: number;
  /** How long the load goes on after the database is back (the window is 30 s). */
  recoveryMs: number;
  /** Parallel request loops. */
  concurrency: number;
  log: (line: string) => void;
}

export interface OutageMeasure {
  kind: OutageKind;
  /** Requests that overlapped the outage (in flight when it began, or started during it). */
  overlapping: number;
  /** Of those, how many failed (the rest completed before the database went away, or after it returned). */
  failed: number;
  /** Time from max(request start, outage start) to the answer, over the overlapping requests. */
  answerTimeMs: { max: number; median: number };
  status500: number;
  /** Answers other than 2xx and 503 DATABASE_UNAVAILABLE, or no answer at all, with samples. */
  unexpected: { count: number; samples: string[] };
  /** /health probes answered while the database was away (all must be 503). */
  healthWhileAway: { count: number; non503: number };
  /** ms from the database's return to /health's first 200. */
  healthRecoveredAfterMs: number | null;
  recovery: {
    requests: number;
    succeeded: number;
    rate: number;
    /** ms from the database's return to the first success, and to the end of the last failure (0: none). */
    firstSuccessAfterMs: number | null;
    lastFailureAfterMs: number;
  };
  /** How long stopping (or freezing) and starting (or thawing) took. */
  awayTookMs: number;
  backTookMs: number;
}

export interface OutageReport {
  requests: number;
  outages: OutageMeasure[];
  /** 500s over the whole run (before, during and after the outages). */
  status500: number;
  /** The change listener's connection (project and session caches) is back (a row in pg_stat_activity) after the outages. */
  listenerReconnected: boolean;
  /** A mail asked for after the outages was queued and processed by the event dispatcher (it survived). */
  emailWorkerAlive: boolean;
  /** The server process was still running at the end (no crash from an unhandled error). */
  serverAlive: boolean;
  /** Half-written entities left by the writes the outages cut off (test/chaos/invariants.ts). */
  partialEntities: PartialEntities;
  /** What the server wrote to stderr (its error log). */
  serverErrorLog: string;
}

/**
 * PostgreSQL goes away under load and comes back: a dedicated embedded PostgreSQL (never the
 * shared one) behind a TCP proxy (for the freeze), the real server as its own process, and request
 * loops over the database-bound paths (KINDS, plus password sign-ups: a write transaction). Every
 * request's outcome and timing is recorded and measured per outage.
 */
export async function runOutage(opts: OutageOptions): Promise<OutageReport> {
  const db = await startStoppablePostgres();
  const proxy = await startTcpProxy(db.url);
  const dataDir = mkdtempSync(join(tmpdir(), 'gatehouse-chaos-'));
  let server: GatehouseProcess | undefined;
  try {
    const keys = chaosInternalKeys();
    server = await startGatehouseProcess(proxy.url, keys, dataDir);
    const client = new ChaosClient(server.url, keys);
    const tokens: string[] = [];
    for (let i = 0; i < 8; i++) {
      const o = await client.signUp(uniqueEmail('outage'), 'chaos-password-1');
      if (!ok(o)) throw new Error(`set-up sign-up failed: ${o.status} ${JSON.stringify(o.body)}`);
      tokens.push(String(o.body!.access_token));
    }

    const outcomes: Outcome[] = [];
    const health: Outcome[] = [];
    let running = true;
    const loop = async (i: number) => {
      let n = 0;
      while (running) {
        n++;
        const kind = i === 0 && n % 4 === 0 ? 'sign-up' : KINDS[(i + n) % KINDS.length];
        const o =
          kind === 'sign-up'
            ? await client.signUp(uniqueEmail('load'), 'chaos-password-1')
            : kind === 'list-users'
              ? await client.listUsers()
              : kind === 'jwks'
                ? await client.jwks()
                : await client.me(tokens[(i + n) % tokens.length]);
        outcomes.push(o);
        // A client that backs off a little on 503s, as a real one would; keeps a fast-failing
        // server from being measured at tens of thousands of requests per second.
        if (!ok(o)) await sleep(20);
      }
    };
    const healthLoop = async () => {
      while (running) {
        health.push(await client.health());
        await sleep(100);
      }
    };
    const loops = [...Array.from({ length: opts.concurrency }, (_, i) => loop(i)), healthLoop()];

    await sleep(opts.warmUpMs);
    const windows: { kind: OutageKind; awayAt: number; goneAt: number; backAt: number; upAt: number; endAt: number }[] = [];
    for (const [i, kind] of opts.outages.entries()) {
      opts.log(`outage ${i + 1}/${opts.outages.length} (${kind}): ${outcomes.length} requests so far; the database goes away`);
      const awayAt = performance.now();
      if (kind === 'stop') await db.stop();
      else proxy.freeze();
      const goneAt = performance.now();
      await sleep(opts.outageMs);
      const failedSoFar = outcomes.filter((o) => o.endedAt >= awayAt && !ok(o)).length;
      opts.log(`outage ${i + 1}/${opts.outages.length} (${kind}): away for ${Math.round(performance.now() - goneAt)} ms, ${failedSoFar} requests answered 503; bringing it back`);
      const backAt = performance.now();
      if (kind === 'stop') await db.start();
      else await proxy.restore();
      const upAt = performance.now();
      await sleep(opts.recoveryMs);
      const endAt = performance.now();
      const since = outcomes.filter((o) => o.startedAt >= upAt);
      opts.log(`outage ${i + 1}/${opts.outages.length} (${kind}): back after ${Math.round(upAt - backAt)} ms; ${since.filter(ok).length}/${since.length} requests succeeded since`);
      windows.push({ kind, awayAt, goneAt, backAt, upAt, endAt });
    }
    running = false;
    await Promise.all(loops);

    const measures = windows.map((w) => measure(w, outcomes, health));
    const listenerReconnected = await hasListener(db.url);
    const emailWorkerAlive = await mailIsProcessed(client, db.url);
    const serverAlive = await isAlive(server);
    const partialEntities = await findPartialEntities(db.url, 'internal');
    return {
      requests: outcomes.length,
      outages: measures,
      status500: outcomes.filter((o) => o.status === 500).length,
      listenerReconnected,
      emailWorkerAlive,
      serverAlive,
      partialEntities,
      serverErrorLog: server.stderr(),
    };
  } finally {
    await server?.stop().catch(() => {});
    await proxy.close();
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function measure(
  w: { kind: OutageKind; awayAt: number; goneAt: number; backAt: number; upAt: number; endAt: number },
  outcomes: Outcome[],
  health: Outcome[],
): OutageMeasure {
  const overlapping = outcomes.filter((o) => o.endedAt >= w.awayAt && o.startedAt <= w.backAt);
  const answerTimes = overlapping.map((o) => o.endedAt - Math.max(o.startedAt, w.awayAt));
  const inWindow = outcomes.filter((o) => o.endedAt >= w.awayAt && o.startedAt <= w.endAt);
  const unexpected = inWindow.filter((o) => !ok(o) && !(o.status === 503 && o.code === 'DATABASE_UNAVAILABLE'));
  // Probes answered while the database was away (a probe that hangs on a frozen database ends
  // there too); the first 200 ms are left out, an answer may have been on its way already.
  const healthAway = health.filter((h) => h.endedAt >= w.goneAt + 200 && h.endedAt <= w.backAt);
  const healthUp = health.find((h) => h.startedAt >= w.upAt && h.status === 200);
  // Requests of the recovery window only: not those still running into the next outage.
  const after = outcomes.filter((o) => o.startedAt >= w.upAt && o.endedAt <= w.endAt);
  const afterOk = after.filter(ok);
  const afterFailed = after.filter((o) => !ok(o));
  return {
    kind: w.kind,
    overlapping: overlapping.length,
    failed: overlapping.filter((o) => !ok(o)).length,
    answerTimeMs: { max: Math.round(Math.max(0, ...answerTimes)), median: Math.round(median(answerTimes)) },
    status500: inWindow.filter((o) => o.status === 500).length,
    unexpected: { count: unexpected.length, samples: unexpected.slice(0, 5).map((o) => `${o.kind} ${o.status} ${o.code ?? ''} ${JSON.stringify(o.body)?.slice(0, 200)}`) },
    healthWhileAway: { count: healthAway.length, non503: healthAway.filter((h) => h.status !== 503).length },
    healthRecoveredAfterMs: healthUp ? Math.round(healthUp.endedAt - w.upAt) : null,
    recovery: {
      requests: after.length,
      succeeded: afterOk.length,
      rate: after.length ? afterOk.length / after.length : 0,
      firstSuccessAfterMs: afterOk.length ? Math.round(Math.min(...afterOk.map((o) => o.endedAt)) - w.upAt) : null,
      lastFailureAfterMs: afterFailed.length ? Math.round(Math.max(...afterFailed.map((o) => o.endedAt)) - w.upAt) : 0,
    },
    awayTookMs: Math.round(w.goneAt - w.awayAt),
    backTookMs: Math.round(w.upAt - w.backAt),
  };
}

function sleep(ms: number) {
  return new Promise((r) => setTimeout(r, ms));
}

async function isAlive(server: GatehouseProcess): Promise<boolean> {
  try {
    process.kill(server.pid, 0);
    return (await fetch(`${server.url}/health`, { signal: AbortSignal.timeout(5_000) })).status === 200;
  } catch {
    return false;
  }
}

/**
 * Waits up to 5 s for the process's change listener (db/change-listener.ts: one connection carrying
 * the project cache's and the session cache's channels) to show up on the database again. Found by
 * its application name: its last statement is as often a barrier's `select 1` as a LISTEN.
 */
async function hasListener(url: string): Promise<boolean> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    for (let i = 0; i < 50; i++) {
      const { rows } = await c.query(`select count(*)::int as n from pg_stat_activity where application_name = $1`, [CHANGE_LISTENER_NAME]);
      if (rows[0].n > 0) return true;
      await sleep(100);
    }
    return false;
  } finally {
    await c.end();
  }
}

/** A sign-up that queues a verification mail; the worker must take it out of `queued` within 10 s. */
async function mailIsProcessed(client: ChaosClient, url: string): Promise<boolean> {
  const email = uniqueEmail('mail');
  const o = await client.signUp(email, 'chaos-password-1', { verification_callback_url: 'http://localhost/verify' });
  if (!ok(o)) return false;
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    // The verification mail is rendered and queued by a subscriber after the sign-up answered, then
    // delivered by another: two dispatcher runs (a first template render can take seconds on a busy machine).
    for (let i = 0; i < 400; i++) {
      const { rows } = await c.query(`select status from email_outbox where to_address = $1`, [email]);
      if (rows.length && rows[0].status !== 'queued') return true;
      await sleep(100);
    }
    return false;
  } finally {
    await c.end();
  }
}
