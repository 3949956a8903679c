/**
 * Profiles the fixed cost per request: Gatehouse (fresh database) and the bare-Hono control, each
 * under --cpu-prof, loaded by autocannon on GET /api/v1 (no database), one after the other. Prints
 * the self-time summary of the loaded window only (start-up excluded) and the CPU per request
 * from /proc, and keeps the profiles in bench/results/profiles/.
 *
 *   npx tsx bench/profile.ts [--seconds 15] [--path /users/me] [--only gatehouse] [--server-dir <other checkout's server/>]   (DATABASE_URL as for make bench)
 * `--path /users/me`: the authenticated read instead (a seeded user's client token, as make bench).
 * `--path payments/items`, `--path team-permissions`: make bench's item read and recursive permission read (its seeding).
 * `--path refresh`: rotating refresh (POST /auth/oauth/token, make bench's load: refresh-load.ts), fresh chains for warm-up and measurement.
 * `--path sign-in`: password sign-in (POST /auth/password/sign-in, make bench's load, no probe): the
 *   main thread's profile only (the hashing threads are workers started without --cpu-prof), so
 *   what a sign-in costs beside its hash; the CPU per request from /proc includes the hashes.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import type { ChildProcess } from 'node:child_process';
import { createTestDatabase } from '../server/test/test-database.ts';
import { startControl, startGatehouse, stop } from './processes.ts';
import { cpuWindow, threadCpuUs } from './cpu.ts';
import { printSummary, summarise } from './profile-summary.ts';
import { clientHeaders, seed } from './seed.ts';
import { freshSessions, refreshRequests, type RefreshTarget } from './refresh-load.ts';
import { seedPayments } from './seed-payments.ts';
import { seedTeams } from './seed-teams.ts';

const args = process.argv.slice(2);
const opt = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const SECONDS = Number(opt('--seconds') ?? 15) || 15;
const PATH = opt('--path') ?? '/api/v1';
const ONLY = opt('--only');
/** Another checkout's server/ (e.g. main's), to profile the version before a change. */
const SERVER_DIR = opt('--server-dir');
let headers: Record<string, string> = {};
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const dir = resolve(import.meta.dirname, 'results/profiles');
const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);

let refreshTarget: RefreshTarget | null = null;
/** `--path sign-in`: the POST body (the seeded user's e-mail and password). */
let body: string | undefined;
/** `--path payments/items` and `--path team-permissions`: the path under /api/v1, known once seeded. */
let extraPath: string | undefined;
async function load(url: string, seconds: number) {
  const requests = refreshTarget ? refreshRequests(refreshTarget, await freshSessions(refreshTarget, CONNECTIONS)) : undefined;
  const post = body ? { method: 'POST' as const, body } : {};
  return new Promise<autocannon.Result>((ok, fail) => autocannon({ url, headers, connections: CONNECTIONS, duration: seconds, ...post, ...(requests ? { requests } : {}) }, (e, r) => (e ? fail(e) : ok(r))));
}

async function profileOne(label: string, start: (nodeArgs: string[]) => Promise<ChildProcess>, port: number) {
  const out = join(dir, label);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const child = await start(['--cpu-prof', `--cpu-prof-dir=${out}`]);
  headers = {};
  refreshTarget = null;
  body = undefined;
  extraPath = undefined;
  if (label !== 'control' && PATH === 'sign-in') {
    const s = await seed(`http://127.0.0.1:${port}`, db.url, 0);
    headers = clientHeaders(s);
    body = JSON.stringify({ email: s.email, password: s.password });
  }
  if (label !== 'control' && PATH === 'refresh') {
    const s = await seed(`http://127.0.0.1:${port}`, db.url, 0);
    refreshTarget = { base: `http://127.0.0.1:${port}`, projectId: s.projectId, publishableKey: s.publishableKey, serverKey: s.serverKey, userId: s.userId };
  }
  // `--path payments/items` / `--path team-permissions`: make bench's item read and recursive
  // permission read, on its seeded balance and teams.
  if (label !== 'control' && (PATH === 'payments/items' || PATH === 'team-permissions')) {
    const base = `http://127.0.0.1:${port}`;
    const s = await seed(base, db.url, 0);
    headers = clientHeaders(s, s.accessToken);
    if (PATH === 'payments/items') {
      await seedPayments(base, s, 1);
      extraPath = `/payments/items/user/${s.userId}/credits`;
    } else {
      await seedTeams(base, s);
      extraPath = '/team-permissions?user_id=me&recursive=true';
    }
  }
  if (label !== 'control' && PATH.startsWith('/users/me')) {
    const s = await seed(`http://127.0.0.1:${port}`, db.url, 0);
    headers = { 'x-stack-project-id': s.projectId, 'x-stack-access-type': 'client', 'x-stack-publishable-client-key': s.publishableKey, 'x-stack-access-token': s.accessToken };
  }
  const url = `http://127.0.0.1:${port}${label === 'control' || PATH === 'refresh' ? '/api/v1' : PATH === 'sign-in' ? '/api/v1/auth/password/sign-in' : extraPath ? `/api/v1${extraPath}` : `/api/v1${PATH === '/api/v1' ? '' : PATH}`}`;
  try {
    process.stdout.write(`[profile] ${label}: warm-up 3 s\n`);
    await load(url, 3);
    process.stdout.write(`[profile] ${label}: measure ${SECONDS} s\n`);
    const end = cpuWindow(child.pid!, null);
    const main0 = threadCpuUs(child.pid!);
    const from = monotonicUs();
    const r = await load(url, SECONDS);
    const to = monotonicUs();
    const w = end();
    const mainUs = threadCpuUs(child.pid!) - main0;
    const requests = r.requests.total;
    await stop(child);
    const file = readdirSync(out).find((f) => f.endsWith('.cpuprofile'));
    process.stdout.write(`\n== ${label}: ${Math.round(r.requests.average)} req/s, server CPU ${(w.serverUs / requests).toFixed(0)} µs/request (main thread ${(mainUs / requests).toFixed(0)} µs, other threads ${((w.serverUs - mainUs) / requests).toFixed(0)} µs), load generator ${(w.generatorUs / requests).toFixed(0)} µs/request, errors ${r.errors + r.non2xx}\n`);
    if (!file) throw new Error(`${label}: no profile written in ${out}`);
    printSummary(summarise(JSON.parse(readFileSync(join(out, file), 'utf8')), from, to, 30));
    return w.serverUs / requests;
  } finally {
    await stop(child);
  }
}

const db = await createTestDatabase();
try {
  const control = ONLY === 'gatehouse' ? NaN : await profileOne('control', (a) => startControl(8197, a), 8197);
  const gatehouse = await profileOne('gatehouse', (a) => startGatehouse(db.url, 8196, a, {}, SERVER_DIR ? resolve(SERVER_DIR) : undefined), 8196);
  process.stdout.write(`\nGET ${PATH} CPU per request: Gatehouse ${gatehouse.toFixed(0)} µs, control ${control.toFixed(0)} µs: ${(gatehouse / control).toFixed(2)}x (target <= 1.5x)\n`);
} finally {
  await db.drop();
}
