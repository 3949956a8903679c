/**
 * The authenticated reads only (issue 24: session + user cache, team reads), quicker than `make bench`
 * and without the argon2 and write scenarios that starve a shared machine:
 *   DATABASE_URL=postgres://… npx tsx bench/auth-reads.ts
 * Starts Gatehouse (production mode, rate limits off) on a fresh database, seeds like `make bench`
 * (seed.ts, seed-teams.ts), and per scenario runs autocannon (BENCH_CONNECTIONS=32, BENCH_DURATION=10 s
 * after BENCH_WARMUP=3 s). Prints req/s, p50/p99, errors, the server's CPU time per request (from
 * /proc) and the ratio to GET /api/v1 in the same run. GATEHOUSE_SESSION_CACHE_ENTRIES passes through
 * (0: the caches off, for a before/after in one window).
 */
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon, { type Options, type Result } from 'autocannon';
import { createTestDatabase } from '../server/test/test-database.ts';
import { startGatehouse } from './processes.ts';
import { seed, type Seeded } from './seed.ts';
import { seedTeams } from './seed-teams.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 8198);
const base = `http://127.0.0.1:${PORT}`;
const log = (m: string) => process.stdout.write(`[auth-reads] ${m}\n`);

/** The process's user + system CPU time in microseconds (/proc/<pid>/stat, clock ticks of 10 ms). */
function cpuMicros(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

function run(options: Partial<Options> & { path?: string }, duration: number): Promise<Result> {
  const { path, ...rest } = options;
  return new Promise((ok, fail) => autocannon({ url: base + (path ?? ''), connections: CONNECTIONS, duration, ...rest } as Options, (err, r) => (err ? fail(err) : ok(r))));
}

function clientHeaders(seeded: Seeded): Record<string, string> {
  return { 'x-stack-project-id': seeded.projectId, 'x-stack-access-type': 'client', 'x-stack-publishable-client-key': seeded.publishableKey, 'x-stack-access-token': seeded.accessToken };
}

async function main() {
  const db = await createTestDatabase();
  let server: ChildProcess | undefined;
  try {
    server = await startGatehouse(db.url, PORT, [], { GATEHOUSE_RATE_LIMITS: 'off', GATEHOUSE_LOG_REQUESTS: 'false' });
    const seeded = await seed(base, db.url, 2);
    const teamIds = await seedTeams(base, seeded);
    const h = clientHeaders(seeded);
    const scenarios: [string, Partial<Options> & { path?: string }][] = [
      ['baseline GET /api/v1 (no DB)', { path: '/api/v1' }],
      ['GET /users/me', { path: '/api/v1/users/me', headers: h }],
      ['GET /team-permissions?user_id=me&recursive=true', { path: '/api/v1/team-permissions?user_id=me&recursive=true', headers: h }],
      ['GET /teams?user_id=me', { path: '/api/v1/teams?user_id=me', headers: h }],
      ['GET /team-member-profiles?team_id=…&user_id=me', { path: `/api/v1/team-member-profiles?team_id=${teamIds[0]}&user_id=me`, headers: h }],
    ];
    const rows: string[] = ['| scenario | req/s | p50 ms | p99 ms | non-2xx | server CPU µs/req | vs baseline |', '|---|---|---|---|---|---|---|'];
    let baseline = 0;
    for (const [name, options] of scenarios) {
      log(`${name}: warm-up ${WARMUP_S}s, measure ${DURATION_S}s`);
      await run(options, WARMUP_S);
      const cpu0 = cpuMicros(server.pid!);
      const r = await run(options, DURATION_S);
      const cpu = (cpuMicros(server.pid!) - cpu0) / Math.max(1, r.requests.total);
      baseline ||= r.requests.average;
      rows.push(`| ${name} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.non2xx + r.errors} | ${Math.round(cpu)} | ${(r.requests.average / baseline).toFixed(3)} |`);
    }
    process.stdout.write(`\n${rows.join('\n')}\n`);
  } finally {
    server?.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    await db.drop();
  }
}

await main();
