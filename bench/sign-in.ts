/**
 * Password sign-in only (issue 24): the sign-in scenario of `make bench` (32 connections signing in
 * while GET /users/me is probed at 100 req/s), in rounds, optionally beside other checkouts or
 * settings measured in the same rounds (alternating, each on a fresh database), with the
 * argon2id references measured in each round while no server is loaded. Prints per run: sign-ins
 * per second and their share of the measured parallel argon2id rate, the probe's p50/p99/max, the
 * server's and PostgreSQL's CPU per sign-in, and the server's memory (peak RSS from /proc; heap,
 * external and RSS from its Prometheus metrics after the run).
 *
 *   npx tsx bench/sign-in.ts [--rounds 3] [--also <label>=<server dir>[,ENV=value…]]…
 * (DATABASE_URL as for make bench; e.g. `--also main=/work/main/server`, `--also c1=.,GATEHOUSE_PASSWORD_HASH_CONCURRENCY=1`).
 */
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import autocannon, { type Options, type Result } from 'autocannon';
import { createTestDatabase } from '../server/test/test-database.ts';
import { clientHeaders, seed, type Seeded } from './seed.ts';
import { hashBounds } from './argon2-reference.ts';
import { startGatehouse, stop, envPairs } from './processes.ts';
import { cpuWindow, threadCpuUs } from './cpu.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 3);



function load(base: string, options: Partial<Options> & { path?: string }, seconds: number): Promise<Result> {
  const { path, ...rest } = options;
  return new Promise((ok, fail) => autocannon({ url: base + (path ?? ''), connections: CONNECTIONS, duration: seconds, ...rest } as Options, (e, r) => (e ? fail(e) : ok(r))));
}

/** One thread's CPU (utime+stime) and run-queue wait, in µs: /proc/<pid>/task/<tid>/{stat,schedstat}. */
function threadTimes(pid: number, tid: number): { cpuUs: number; waitUs: number } {
  // schedstat: time on the CPU (ns), time waiting on a run queue (ns), time slices.
  const [, waitNs] = readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').trim().split(' ').map(Number);
  return { cpuUs: threadCpuUs(pid, tid), waitUs: waitNs! / 1000 };
}

/**
 * The server's main thread (the event loop: HTTP, SQL round trips, token signing) apart from its
 * hashing threads: its CPU and how long it waited for a core in the kernel's run queue over the
 * window, and, when the metrics port is given, the event loop's own delay (prom-client's
 * monitorEventLoopDelay, reset at each scrape: the first scrape starts the window).
 */
async function mainThreadWindow(pid: number, metricsPort?: number) {
  const scrape = async () => (metricsPort ? (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text() : '');
  await scrape();
  const t0 = threadTimes(pid, pid);
  return async () => {
    const t1 = threadTimes(pid, pid);
    const text = await scrape();
    const ms = (name: string) => Number((Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN) * 1000).toFixed(1));
    return {
      cpuUs: t1.cpuUs - t0.cpuUs,
      runQueueWaitUs: t1.waitUs - t0.waitUs,
      loopDelayMs: { p50: ms('nodejs_eventloop_lag_p50_seconds'), p99: ms('nodejs_eventloop_lag_p99_seconds'), max: ms('nodejs_eventloop_lag_max_seconds') },
    };
  };
}

/**
 * Sign-in is bound by argon2id; GET /users/me of the same user is probed meanwhile at a steady 100
 * req/s (2 connections: a flat-out probe would take the very CPU the hashes need) to show that
 * reads keep answering. Returns both results and the window's CPU (sign-ins and probe together).
 */
export async function signInWithProbe(base: string, seeded: Seeded, server: ChildProcess, database: string | null, log: (m: string) => void = () => {}, metricsPort?: number) {
  const signIn = { method: 'POST' as const, path: '/api/v1/auth/password/sign-in', headers: clientHeaders(seeded), body: JSON.stringify({ email: seeded.email, password: seeded.password }) };
  log(`warm-up password sign-in (${WARMUP_S}s)`);
  await load(base, signIn, WARMUP_S);
  log(`measure password sign-in with a concurrent /users/me probe (${DURATION_S}s)`);
  const mainThread = await mainThreadWindow(server.pid!, metricsPort);
  const window = cpuWindow(server.pid!, database);
  const [signInResult, probe] = await Promise.all([
    load(base, signIn, DURATION_S),
    load(base, { path: '/api/v1/users/me', headers: clientHeaders(seeded, seeded.accessToken), connections: 2, overallRate: 100 }, DURATION_S),
  ]);
  const cpu = window();
  return { signIn: signInResult, probe, cpu, mainThread: await mainThread() };
}

export function memoryMb(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** Heap, external and resident memory in MB from the server's own Prometheus metrics (prom-client's defaults). */
async function processMemory(metricsPort: number): Promise<Record<string, number>> {
  const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  const read = (name: string) => Math.round(Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN) / 1048576);
  return {
    heap_total: read('nodejs_heap_size_total_bytes'),
    heap_used: read('nodejs_heap_size_used_bytes'),
    external: read('nodejs_external_memory_bytes'),
    rss: read('process_resident_memory_bytes'),
  };
}

interface Variant { label: string; dir: string; env: Record<string, string> }

async function main() {
  const args = process.argv.slice(2);
  const opt = (name: string, fallback: string) => (args.includes(name) ? args[args.indexOf(name) + 1]! : fallback);
  const rounds = Number(opt('--rounds', '3'));
  const here = resolve(import.meta.dirname, '../server');
  const variants: Variant[] = [{ label: 'this checkout', dir: here, env: {} }];
  args.forEach((a, i) => {
    if (a !== '--also') return;
    const [head, ...envs] = args[i + 1]!.split(',');
    const [label, dir] = head!.split('=');
    variants.push({ label: label!, dir: dir === '.' ? here : resolve(dir!), env: envPairs(envs) });
  });
  const log = (m: string) => process.stdout.write(`[sign-in] ${m}\n`);
  const lines: string[] = [];
  for (let round = 1; round <= rounds; round++) {
    const { serialSeconds, parallelPerSecond } = await hashBounds();
    log(`round ${round}: argon2id alone ${(serialSeconds * 1000).toFixed(1)} ms, ${availableParallelism()} at once ${parallelPerSecond.toFixed(1)}/s`);
    for (const v of variants) {
      const db = await createTestDatabase();
      const database = decodeURIComponent(new URL(db.url).pathname.slice(1)) || null;
      const port = 8190;
      const metricsPort = 8290;
      let server: ChildProcess | undefined;
      try {
        server = await startGatehouse(db.url, port, [], { GATEHOUSE_METRICS_PORT: String(metricsPort), ...v.env }, v.dir);
        const base = `http://127.0.0.1:${port}`;
        const seeded = await seed(base, db.url, 2);
        const before = memoryMb(server.pid!, 'VmRSS');
        const r = await signInWithProbe(base, seeded, server, database, log, metricsPort);
        const memory = await processMemory(metricsPort);
        const peak = memoryMb(server.pid!, 'VmHWM');
        const n = Math.max(r.signIn.requests.total + r.probe.requests.total, 1);
        const line = `round ${round} ${v.label}: sign-in ${r.signIn.requests.average.toFixed(1)}/s = ${((r.signIn.requests.average / parallelPerSecond) * 100).toFixed(0)} % of parallel argon2id (errors ${r.signIn.errors + r.signIn.non2xx + r.signIn.timeouts}); `
          + `probe /users/me p50 ${r.probe.latency.p50} ms p99 ${r.probe.latency.p99} ms max ${r.probe.latency.max} ms (errors ${r.probe.errors + r.probe.non2xx}); `
          + `server ${(r.cpu.serverUs / n).toFixed(0)} µs, PG ${(r.cpu.postgresUs / n).toFixed(0)} µs, load generator ${(r.cpu.generatorUs / n).toFixed(0)} µs CPU per request; `
          + `main thread ${(r.mainThread.cpuUs / n).toFixed(0)} µs CPU and ${(r.mainThread.runQueueWaitUs / n).toFixed(0)} µs run-queue wait per request, event-loop delay p50/p99/max ${r.mainThread.loopDelayMs.p50}/${r.mainThread.loopDelayMs.p99}/${r.mainThread.loopDelayMs.max} ms; `
          + `RSS before ${before} MB, peak ${peak} MB, after: rss ${memory.rss} heap ${memory.heap_used}/${memory.heap_total} external ${memory.external} MB`;
        lines.push(line);
        log(line);
      } finally {
        await stop(server);
        await db.drop();
      }
    }
  }
  process.stdout.write(`\n${lines.join('\n')}\n`);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) await main();
