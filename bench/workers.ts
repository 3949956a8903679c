/**
 * make bench-workers: one server process against two (GATEHOUSE_WORKERS=1 vs 2), in one run, on
 * one fresh database and the same seeded project and user, so only the worker count differs.
 *
 * For each worker count (BENCH_WORKERS_LIST, default "1,2,1,2": each measured twice, interleaved,
 * so a machine whose other load drifts shows it) Gatehouse is started as `make start` runs it
 * (src/main.ts, NODE_ENV=production), then three scenarios run through autocannon: the trivial
 * route (no database), GET /users/me (token check + one database round trip) and the rotating
 * refresh (a write). Besides req/s and p99 it reports, from /proc, the CPU the server used per
 * request (the primary and every worker) and the share of one core the load generator used.
 */
import type { ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import autocannon, { type Options, type Result } from 'autocannon';
import { createTestDatabase } from '../server/test/test-database.ts';
import { startGatehouse } from './processes.ts';
import { seed } from './seed.ts';
import { freshSessions, refreshRequests } from './refresh-load.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 8198);
const WORKER_COUNTS = (process.env.BENCH_WORKERS_LIST ?? '1,2,1,2').split(',').map((s) => Number(s.trim()));
const base = `http://127.0.0.1:${PORT}`;
const TICKS_PER_SECOND = 100;

const log = (msg: string) => process.stdout.write(`[bench-workers] ${msg}\n`);

async function stopServer(child: ChildProcess): Promise<void> {
  const exited = new Promise((ok) => child.once('exit', ok));
  child.kill('SIGTERM');
  await exited;
}

/** CPU ticks (user + system) of `pid` and of its child processes (the cluster's workers). */
function serverTicks(pid: number): number {
  const ticksOf = (stat: string) => {
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  };
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const s = ticksOf(readFileSync(`/proc/${entry}/stat`, 'utf8'));
      if (Number(entry) === pid || s.ppid === pid) total += s.ticks;
    } catch {
      // A process that ended between the listing and the read.
    }
  }
  return total;
}

function run(options: Partial<Options> & { path?: string }, duration: number): Promise<Result> {
  const { path, ...rest } = options;
  return new Promise((ok, fail) => autocannon({ url: base + (path ?? ''), connections: CONNECTIONS, duration, ...rest } as Options, (err, r) => (err ? fail(err) : ok(r))));
}

interface Row { workers: number; scenario: string; 'req/s': number; 'p99 ms': number; errors: number; 'server CPU µs/req': number; 'load generator % of a core': number }

async function measure(workers: number, scenario: string, options: () => Partial<Options> & { path?: string } | Promise<Partial<Options>>, pid: number): Promise<Row> {
  await run(await options(), WARMUP_S);
  const measured = await options();
  const ticks = serverTicks(pid);
  const own = process.cpuUsage();
  const started = performance.now();
  const r = await run(measured, DURATION_S);
  const wall = (performance.now() - started) / 1000;
  const serverSeconds = (serverTicks(pid) - ticks) / TICKS_PER_SECOND;
  const ownUse = process.cpuUsage(own);
  const requests = r.requests.total;
  log(`  ${scenario}: ${Math.round(r.requests.average)} req/s, p99 ${r.latency.p99} ms`);
  return {
    workers,
    scenario,
    'req/s': Math.round(r.requests.average),
    'p99 ms': r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
    'server CPU µs/req': requests ? Math.round((serverSeconds * 1e6) / requests) : 0,
    'load generator % of a core': Math.round(((ownUse.user + ownUse.system) / 1e6 / wall) * 100),
  };
}

async function main() {
  log(`${availableParallelism()} cores; worker counts in order: ${WORKER_COUNTS.join(', ')}; ${CONNECTIONS} connections, ${WARMUP_S} s warm-up + ${DURATION_S} s per scenario`);
  const db = await createTestDatabase();
  const rows: Row[] = [];
  let server: ChildProcess | undefined;
  try {
    let seeded: Awaited<ReturnType<typeof seed>> | undefined;
    for (const workers of WORKER_COUNTS) {
      server = await startGatehouse(db.url, PORT, [], { GATEHOUSE_WORKERS: String(workers), GATEHOUSE_RATE_LIMITS: 'off', GATEHOUSE_LOG_REQUESTS: 'false' });
      log(`GATEHOUSE_WORKERS=${workers}: server pid ${server.pid}`);
      if (!seeded) {
        seeded = await seed(base, db.url, 0);
      }
      const s = seeded;
      const headers = { 'x-stack-project-id': s.projectId, 'x-stack-access-type': 'client', 'x-stack-publishable-client-key': s.publishableKey };
      rows.push(await measure(workers, 'GET /api/v1 (no database)', () => ({ path: '/api/v1' }), server.pid!));
      rows.push(await measure(workers, 'GET /users/me', () => ({ path: '/api/v1/users/me', headers: { ...headers, 'x-stack-access-token': s.accessToken } }), server.pid!));
      // Every run walks its own fresh sessions' rotating chains (refresh-load.ts): a request still in
      // flight when a run ends rotated its token without the answer being read, and a chain resumed
      // after the restart to the next worker count (past the reuse grace) would present a replaced
      // token, which revokes the session: every later refresh of it answers an error.
      const target = { ...s, base };
      const refresh = async () => ({ requests: refreshRequests(target, await freshSessions(target, CONNECTIONS)) });
      rows.push(await measure(workers, 'refresh (rotating)', refresh, server.pid!));
      await stopServer(server);
      server = undefined;
    }
    console.table(rows);
    // The mean per worker count and scenario, and the ratio of two workers to one.
    const mean = (w: number, sc: string, k: keyof Row) => {
      const of = rows.filter((r) => r.workers === w && r.scenario === sc).map((r) => r[k] as number);
      return of.reduce((a, b) => a + b, 0) / of.length;
    };
    const counts = [...new Set(WORKER_COUNTS)];
    if (counts.includes(1) && counts.length > 1) {
      for (const sc of [...new Set(rows.map((r) => r.scenario))]) {
        for (const w of counts.filter((c) => c !== 1)) {
          log(`${sc}: ${w} workers / 1 = ${(mean(w, sc, 'req/s') / mean(1, sc, 'req/s')).toFixed(2)}x req/s, CPU per request ${(mean(w, sc, 'server CPU µs/req') / mean(1, sc, 'server CPU µs/req')).toFixed(2)}x`);
        }
      }
    }
  } finally {
    if (server) await stopServer(server);
    await db.drop();
  }
}

await main();
