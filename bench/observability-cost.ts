/**
 * What the request log line and the request metrics cost on the hot path (issue 9 §5):
 * GET /users/me with a client token, against the real server (stdout a pipe, as under systemd or
 * docker), in three set-ups: both off, request log on (the default), request log and metrics on.
 * Set-ups alternate over BENCH_ROUNDS rounds so that a machine whose load drifts spreads the
 * drift over all three; each round restarts the server. Besides req/s it reports the server's CPU
 * time per request (user + system, from /proc), which other processes on a busy machine disturb
 * far less than throughput.
 *
 *   cd bench && npx tsx observability-cost.ts        (BENCH_DURATION, BENCH_ROUNDS, BENCH_CONNECTIONS)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { createTestDatabase } from '../server/test/test-database.ts';
import { seed } from './seed.ts';
import { nodeOptions } from './processes.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 2);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const PORT = Number(process.env.BENCH_PORT ?? 8197);
const METRICS_PORT = PORT + 1;
const base = `http://127.0.0.1:${PORT}`;

const SETUPS: { name: string; env: Record<string, string> }[] = [
  { name: 'log off, metrics off', env: { GATEHOUSE_LOG_REQUESTS: 'false' } },
  { name: 'log on (default)', env: { GATEHOUSE_LOG_REQUESTS: 'true' } },
  { name: 'log on + metrics on', env: { GATEHOUSE_LOG_REQUESTS: 'true', GATEHOUSE_METRICS_PORT: String(METRICS_PORT) } },
];

/** CPU seconds (user + system) the process has used so far. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime are fields 14 and 15 of stat (11 and 12 after the command name), in clock ticks (100/s on Linux).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const say = (m: string) => process.stdout.write(`[observability-cost] ${m}\n`);

async function startServer(databaseUrl: string, env: Record<string, string>): Promise<{ child: ChildProcess; logBytes: () => number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, '../server/src/main.ts')], {
    cwd: resolve(import.meta.dirname, '../server'),
    env: {
      ...process.env, NODE_OPTIONS: nodeOptions(), PORT: String(PORT), HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl, GATEHOUSE_PUBLIC_URL: base, NODE_ENV: 'production', GATEHOUSE_WORKERS: '1', GATEHOUSE_ACCESS_TOKEN_TTL_SECONDS: '3600', ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let bytes = 0;
  await new Promise<void>((ok, fail) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      bytes += d.length;
      if (out.length < 10_000) out += d.toString();
      if (out.includes('Gatehouse is running')) ok();
    });
    child.once('exit', (code) => fail(new Error(`server exited with ${code}:\n${out}`)));
  });
  return { child, logBytes: () => bytes };
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

function load(headers: Record<string, string>, duration: number): Promise<Result> {
  return new Promise((ok, fail) => {
    autocannon({ url: `${base}/api/v1/users/me`, headers, connections: CONNECTIONS, duration }, (err, result) => (err ? fail(err) : ok(result)));
  });
}

async function main() {
  const db = await createTestDatabase();
  try {
    const first = await startServer(db.url, SETUPS[0].env);
    const seeded = await seed(base, db.url, 1);
    await stop(first.child);
    const headers = { 'x-stack-project-id': seeded.projectId, 'x-stack-access-type': 'client', 'x-stack-publishable-client-key': seeded.publishableKey, 'x-stack-access-token': seeded.accessToken };
    const rates = new Map<string, number[]>(SETUPS.map((s) => [s.name, []]));
    const cpu = new Map<string, number[]>(SETUPS.map((s) => [s.name, []]));
    for (let round = 1; round <= ROUNDS; round++) {
      for (const setup of SETUPS) {
        const { child, logBytes } = await startServer(db.url, setup.env);
        try {
          await load(headers, WARMUP_S);
          const before = logBytes();
          const cpuBefore = cpuSeconds(child.pid!);
          const r = await load(headers, DURATION_S);
          const cpuPerRequest = ((cpuSeconds(child.pid!) - cpuBefore) / r.requests.total) * 1e6;
          if (r.non2xx || r.errors) throw new Error(`${setup.name}: ${r.non2xx} non-2xx, ${r.errors} errors`);
          rates.get(setup.name)!.push(r.requests.average);
          cpu.get(setup.name)!.push(cpuPerRequest);
          say(`round ${round} ${setup.name}: ${Math.round(r.requests.average)} req/s, p99 ${r.latency.p99} ms, ${cpuPerRequest.toFixed(1)} µs CPU/request, ${Math.round((logBytes() - before) / Math.max(1, r.requests.total))} log bytes/request`);
        } finally {
          await stop(child);
        }
      }
    }
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const off = mean(rates.get(SETUPS[0].name)!);
    const offCpu = mean(cpu.get(SETUPS[0].name)!);
    console.table(SETUPS.map((s) => ({
      setup: s.name,
      'req/s (mean)': Math.round(mean(rates.get(s.name)!)),
      'req/s vs off': (mean(rates.get(s.name)!) / off).toFixed(3),
      'µs CPU/request': mean(cpu.get(s.name)!).toFixed(1),
      'CPU vs off': (mean(cpu.get(s.name)!) / offCpu).toFixed(3),
    })));
  } finally {
    await db.drop();
  }
}

await main();
