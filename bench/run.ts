/**
 * make bench: load benchmarks against the real server and PostgreSQL on this machine.
 *
 * Starts a control (a bare @hono/node-server hello route, control-server.ts, same Node flags, its
 * own process) and Gatehouse in its own process on a fresh database (a new database on
 * DATABASE_URL's server, or an embedded PostgreSQL), seeds a project and users, then runs
 * autocannon (32 connections, 10 s after a 3 s warm-up) per scenario and prints one table: req/s,
 * p50/p99 latency, errors, the server's CPU per request (utime+stime of its process tree from
 * /proc over the measured window), PostgreSQL's CPU per request (the backends of the bench
 * database), the load generator's share of the machine (autocannon runs in this process), and
 * ratios to the control measured in the same run. Targets are ratios (to the control, to
 * /users/me, or to the peers of bench/results/peers.json when present), printed PASS/MISS; a MISS
 * does not fail the run. The whole result is also written to bench/results/latest.json.
 * The server's peak RSS is read from /proc at the end (VmHWM).
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { availableParallelism, loadavg } from 'node:os';
import autocannon, { type Options, type Result } from 'autocannon';
import { createTestDatabase } from '../server/test/test-database.ts';
import { clientHeaders, seed, type Seeded } from './seed.ts';
import { hashBounds } from './argon2-reference.ts';
import { LEVELS, PER_LEVEL, TEAMS, seedTeams } from './seed-teams.ts';
import { seedPayments } from './seed-payments.ts';
import { startControl, startGatehouse, stop } from './processes.ts';
import { refreshRequests } from './refresh-load.ts';
import { cpuWindow, generatorShare, type CpuWindow } from './cpu.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 8199);
const CONTROL_PORT = Number(process.env.BENCH_CONTROL_PORT ?? PORT - 1);
const base = `http://127.0.0.1:${PORT}`;
const RESULTS = resolve(import.meta.dirname, 'results');
/** Written by `make bench-peers`: `{ "<peer>": { "<scenario>": req_per_s } }` from its own run. */
const PEERS_FILE = resolve(RESULTS, 'peers.json');

function log(msg: string) {
  process.stdout.write(`[bench] ${msg}\n`);
}

function memoryMb(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** Options, or a function of the phase when warm-up and measurement must not share state. */
type Scenario = { name: string; options: Partial<Options> | ((phase: 'warm-up' | 'measure') => Partial<Options>) };

/** One measured scenario: autocannon's result and the CPU the window cost. */
interface Measured {
  result: Result;
  cpu: CpuWindow;
}

async function run(name: string, options: Partial<Options>, duration = DURATION_S, target = base): Promise<Result> {
  // autocannon takes the path as part of the URL (a top-level `path` option is silently ignored).
  const { path, ...rest } = options as Partial<Options> & { path?: string };
  const opts = { url: target + (path ?? ''), connections: CONNECTIONS, duration, ...rest } as Options;
  return new Promise((ok, fail) => {
    const instance = autocannon(opts, (err, result) => (err ? fail(err) : ok(result)));
    // Progress: one line per second so a long run is never silent.
    let seconds = 0;
    instance.on('tick', (c) => {
      seconds++;
      if (seconds % 2 === 0) log(`  ${name}: ${seconds}s, ${c.counter} req in the last second`);
    });
  });
}

/** Warm-up, then the measured run inside a CPU window of the server (and of the bench database's backends). */
async function scenario(s: Scenario, server: ChildProcess, database: string | null, target = base): Promise<Measured> {
  const options = (phase: 'warm-up' | 'measure') => (typeof s.options === 'function' ? s.options(phase) : s.options);
  log(`warm-up ${s.name} (${WARMUP_S}s)`);
  await run(s.name, options('warm-up'), WARMUP_S, target);
  log(`measure ${s.name} (${DURATION_S}s, ${CONNECTIONS} connections)`);
  const end = cpuWindow(server.pid!, database);
  const result = await run(s.name, options('measure'), DURATION_S, target);
  return { result, cpu: end() };
}



/** Peers' req/s from `make bench-peers` (bench/results/peers.json), if it ran; null otherwise. */
function readPeers(): Record<string, Record<string, number>> | null {
  if (!existsSync(PEERS_FILE)) return null;
  try {
    return JSON.parse(readFileSync(PEERS_FILE, 'utf8')) as Record<string, Record<string, number>>;
  } catch (e) {
    log(`ignoring ${PEERS_FILE}: ${(e as Error).message}`);
    return null;
  }
}

/**
 * The best peer's figure for a scenario whose name matches (e.g. /refresh/), with who it was.
 * Gatehouse's own rows in peers.json (its runs in that same window) are not a peer.
 */
function bestPeer(peers: Record<string, Record<string, number>>, scenario: RegExp): { peer: string; scenario: string; rps: number } | null {
  let best: { peer: string; scenario: string; rps: number } | null = null;
  for (const [peer, figures] of Object.entries(peers)) {
    if (peer === 'gatehouse') continue;
    for (const [name, rps] of Object.entries(figures ?? {})) {
      if (typeof rps === 'number' && scenario.test(name) && (!best || rps > best.rps)) best = { peer, scenario: name, rps };
    }
  }
  return best;
}

interface Target {
  target: string;
  measured: number;
  wanted: string;
  pass: boolean;
}

async function main() {
  log('creating a fresh database');
  const db = await createTestDatabase();
  const database = decodeURIComponent(new URL(db.url).pathname.slice(1)) || null;
  let server: ChildProcess | undefined;
  let control: ChildProcess | undefined;
  try {
    control = await startControl(CONTROL_PORT);
    log(`control (bare @hono/node-server) pid ${control.pid} on http://127.0.0.1:${CONTROL_PORT}`);
    server = await startGatehouse(db.url, PORT);
    log(`server pid ${server.pid} on ${base}`);
    const seeded = await seed(base, db.url, 2 * CONNECTIONS);
    log(`seeded project ${seeded.projectId}: ${seeded.refreshTokens.length} sessions`);

    const results: [string, Measured][] = [];
    // The server's resident memory after each scenario, to show which one grows it.
    const rssAfter = new Map<string, number>();
    const add = async (s: Scenario): Promise<Measured> => {
      const m = await scenario(s, server!, database);
      results.push([s.name, m]);
      rssAfter.set(s.name, memoryMb(server!.pid!, 'VmRSS'));
      return m;
    };

    // The control and the trivial route back to back, so they share the machine's state of the moment.
    const controlRun = await scenario({ name: 'control: bare Hono GET /api/v1', options: { path: '/api/v1' } }, control, null, `http://127.0.0.1:${CONTROL_PORT}`);
    results.push(['control: bare Hono GET /api/v1', controlRun]);
    await stop(control);
    control = undefined;
    // Not a target: the same bare route answering with the contract's constant headers (CORS,
    // Vary, cache-control, request id; control-server.ts), so the report can say how much of the
    // trivial route's gap to the bare control those mandated bytes are.
    control = await startControl(CONTROL_PORT, [], 'contract');
    const headersControlRun = await scenario({ name: 'control + contract headers GET /api/v1', options: { path: '/api/v1' } }, control, null, `http://127.0.0.1:${CONTROL_PORT}`);
    results.push(['control + contract headers GET /api/v1', headersControlRun]);
    await stop(control);
    control = undefined;
    const trivial = await add({ name: 'GET /api/v1 (no DB)', options: { path: '/api/v1' } });
    const me = await add({ name: 'GET /users/me (client token)', options: { path: '/api/v1/users/me', headers: clientHeaders(seeded, seeded.accessToken) } });

    // Each connection walks its own session's rotating refresh-token chain: the successor from one
    // response is the token of the next request, exactly as a well-behaved client does. Warm-up
    // and measurement use different sessions: a warm-up request still in flight when its run
    // ends must not race the measured run on the same chain.
    const refreshRun = (sessions: string[]): Partial<Options> => ({ requests: refreshRequests({ ...seeded, base }, sessions) });
    const half = seeded.refreshTokens.length / 2;
    const refresh = await add({
      name: 'refresh POST /auth/oauth/token (rotating)',
      options: (phase) => refreshRun(phase === 'warm-up' ? seeded.refreshTokens.slice(0, half) : seeded.refreshTokens.slice(half)),
    });

    // Sign-in is bound by argon2id; /users/me is probed at the same time to show it keeps answering.
    const signIn = { method: 'POST' as const, path: '/api/v1/auth/password/sign-in', headers: clientHeaders(seeded), body: JSON.stringify({ email: seeded.email, password: seeded.password }) };
    log(`warm-up password sign-in (${WARMUP_S}s)`);
    await run('sign-in', signIn, WARMUP_S);
    log(`measure password sign-in with a concurrent /users/me probe (${DURATION_S}s)`);
    const signInWindow = cpuWindow(server.pid!, database);
    const [signInResult, probe] = await Promise.all([
      run('sign-in', signIn),
      // A steady light probe (100 req/s): "keeps answering" is about its latency, and a flat-out
      // probe would take the very CPU the hashes need.
      run('probe /users/me', { path: '/api/v1/users/me', headers: clientHeaders(seeded, seeded.accessToken), connections: 2, overallRate: 100 }),
    ]);
    // The window's CPU is the sign-ins' and the probe's together: per request over both.
    const signInCpu = signInWindow();
    results.push(['password sign-in (+ probe below)', { result: signInResult, cpu: signInCpu }], ['  probe: /users/me at 100 req/s during sign-in', { result: probe, cpu: { serverUs: 0, postgresUs: 0, generatorUs: 0, wallUs: 0 } }]);
    rssAfter.set('password sign-in (+ probe below)', memoryMb(server.pid!, 'VmRSS'));

    await add({ name: 'anonymous sign-up', options: { method: 'POST', path: '/api/v1/auth/anonymous/sign-up', headers: clientHeaders(seeded) } });

    log(`seeding teams: ${LEVELS * PER_LEVEL} permission definitions nested ${LEVELS} deep, the user a member of ${TEAMS} teams`);
    const teamIds = await seedTeams(base, seeded);
    // A permission check as the SDK's hasPermission makes it: one team, one permission, held through
    // the team's chain (the user holds level 4 of chain 0 in the first team, which contains level 0).
    const checkPath = `/api/v1/team-permissions?team_id=${teamIds[0]}&user_id=me&permission_id=${encodeURIComponent('level0:perm0')}&recursive=true`;
    const held = (await (await fetch(base + checkPath, { headers: clientHeaders(seeded, seeded.accessToken) })).json()) as { items?: unknown[] };
    if (held.items?.length !== 1) throw new Error(`the permission check should find level0:perm0 held once, got ${JSON.stringify(held)}`);
    const check = await add({ name: 'GET /team-permissions check (team_id, permission_id, recursive)', options: { path: checkPath, headers: clientHeaders(seeded, seeded.accessToken) } });
    // Everything the user holds in all its teams, expanded: ~160 rows (and the JSON of them) per request.
    const permissions = await add({ name: 'GET /team-permissions?user_id=me&recursive=true', options: { path: '/api/v1/team-permissions?user_id=me&recursive=true', headers: clientHeaders(seeded, seeded.accessToken) } });
    const teams = await add({ name: 'GET /teams?user_id=me', options: { path: '/api/v1/teams?user_id=me', headers: clientHeaders(seeded, seeded.accessToken) } });
    await add({ name: 'GET /team-member-profiles?team_id=…&user_id=me', options: { path: `/api/v1/team-member-profiles?team_id=${teamIds[0]}&user_id=me`, headers: clientHeaders(seeded, seeded.accessToken) } });

    // Payments (issue 21): an item read is the customer check plus one ledger sum; a spend takes the
    // item's advisory lock, sums, and writes a ledger row, a transaction and its domain event.
    log(`seeding payments: a credits balance for the user and ${CONNECTIONS} custom customers`);
    await seedPayments(base, seeded, CONNECTIONS);
    const itemRead = await add({ name: 'GET /payments/items (client token, own user)', options: { path: `/api/v1/payments/items/user/${seeded.userId}/credits`, headers: clientHeaders(seeded, seeded.accessToken) } });
    const serverJson = { 'x-stack-project-id': seeded.projectId, 'x-stack-access-type': 'server', 'x-stack-secret-server-key': seeded.serverKey, 'content-type': 'application/json' };
    let nextCustomer = 0;
    const itemSpend = await add({
      name: 'item spend: update-quantity -1 (a customer per connection)',
      options: {
        requests: [
          {
            method: 'POST',
            headers: serverJson,
            body: JSON.stringify({ delta: -1 }),
            // Each connection spends from its own custom customer: spends of different items do not wait for each other.
            setupRequest: (req, context) => {
              const ctx = context as { customer?: number };
              ctx.customer ??= nextCustomer++ % CONNECTIONS;
              return { ...req, path: `/api/v1/payments/items/custom/bench-${ctx.customer}/api-calls/update-quantity?allow_negative=false` };
            },
          },
        ],
      },
    });
    await add({
      name: 'item spend: update-quantity -1 (all on one item: serialised)',
      options: { method: 'POST', path: `/api/v1/payments/items/user/${seeded.userId}/credits/update-quantity?allow_negative=false`, headers: serverJson, body: JSON.stringify({ delta: -1 }) },
    });

    const rss = memoryMb(server.pid!, 'VmHWM');
    const { serialSeconds, parallelPerSecond } = await hashBounds();
    const bound = availableParallelism() / serialSeconds;
    const controlRps = controlRun.result.requests.average;
    const controlCpu = controlRun.cpu.serverUs / Math.max(controlRun.result.requests.total, 1);

    const rowOf = (name: string, { result: r, cpu }: Measured) => {
      const n = Math.max(r.requests.total, 1);
      // No CPU per request for a window that answered nothing (all timed out) or was not measured.
      const serverPerReq = cpu.wallUs && r.requests.total ? cpu.serverUs / n : null;
      return {
        scenario: name,
        req_per_s: Math.round(r.requests.average),
        p50_ms: r.latency.p50,
        p99_ms: r.latency.p99,
        errors: r.errors + r.timeouts + r.non2xx,
        server_cpu_us_per_req: serverPerReq === null ? null : Math.round(serverPerReq),
        postgres_cpu_us_per_req: serverPerReq === null ? null : Math.round(cpu.postgresUs / n),
        generator_share: cpu.wallUs ? Number(generatorShare(cpu).toFixed(3)) : null,
        rps_vs_control: Number((r.requests.average / controlRps).toFixed(3)),
        cpu_vs_control: serverPerReq === null ? null : Number((serverPerReq / controlCpu).toFixed(2)),
        server_rss_after_mb: rssAfter.get(name) ?? null,
      };
    };
    const rows = results.map(([name, m]) => rowOf(name, m));
    console.table(rows.map((r) => ({
      scenario: r.scenario,
      'req/s': r.req_per_s,
      'p50 ms': r.p50_ms,
      'p99 ms': r.p99_ms,
      errors: r.errors,
      'server µs/req': r.server_cpu_us_per_req ?? '',
      'PG µs/req': r.postgres_cpu_us_per_req ?? '',
      'loadgen share': r.generator_share === null ? '' : `${(r.generator_share * 100).toFixed(0)} %`,
      'req/s vs control': r.rps_vs_control.toFixed(3),
      'CPU/req vs control': r.cpu_vs_control ?? '',
      'RSS after (MB)': r.server_rss_after_mb ?? '',
    })));
    log('server µs/req: utime+stime of the server process tree (/proc) over the measured window / requests; PG µs/req: the same for the bench database\'s PostgreSQL backends; loadgen share: this process\'s CPU (autocannon) / wall time / cores');
    const starved = rows.filter((r) => (r.generator_share ?? 0) > 0.4);
    if (starved.length) log(`the load generator used over 40 % of the machine in: ${starved.map((r) => r.scenario).join('; ')} (the server competed with it for the cores)`);
    const signInRate = signInResult.requests.average;
    log(`argon2id: ${(serialSeconds * 1000).toFixed(1)} ms per hash alone -> nominal bound ${availableParallelism()} cores / hash = ${bound.toFixed(0)}/s; measured with ${availableParallelism()} hashers at once: ${parallelPerSecond.toFixed(0)}/s`);
    log(`password sign-in reached ${signInRate.toFixed(0)}/s = ${((signInRate / bound) * 100).toFixed(0)} % of the nominal bound, ${((signInRate / parallelPerSecond) * 100).toFixed(0)} % of the measured parallel hash rate`);
    log(`server peak RSS: ${rss} MB`);

    // Every target is a ratio inside this run (issue 24): to the control, to /users/me, to the
    // measured hash rate, or to the peers' own run.
    const rps = (m: Measured) => m.result.requests.average;
    const cpuPerReq = (m: Measured) => m.cpu.serverUs / Math.max(m.result.requests.total, 1);
    const totalErrors = rows.reduce((n, r) => n + r.errors, 0);
    const ratio = (target: string, measured: number, wanted: number, atMost = false): Target => ({
      target, measured: Number(measured.toFixed(3)), wanted: `${atMost ? '<=' : '>='} ${wanted}`, pass: atMost ? measured <= wanted : measured >= wanted,
    });
    const headersControlCpu = cpuPerReq(headersControlRun);
    log(`the contract's constant headers alone: ${headersControlCpu.toFixed(0)} µs per request on the bare route = ${(headersControlCpu / controlCpu).toFixed(2)}x the control's; GET /api/v1 = ${(cpuPerReq(trivial) / headersControlCpu).toFixed(2)}x that (not a target: the part of the gap that is our own code)`);
    const targets: Target[] = [
      ratio('GET /api/v1 server CPU per request / control\'s', cpuPerReq(trivial) / controlCpu, 1.5, true),
      ratio('GET /users/me req/s / control\'s', rps(me) / controlRps, 0.5),
      ratio('GET /team-permissions check req/s / GET /users/me\'s', rps(check) / rps(me), 0.5),
      ratio('GET /team-permissions recursive (all teams) req/s / GET /users/me\'s', rps(permissions) / rps(me), 0.5),
      ratio('GET /teams?user_id=me req/s / GET /users/me\'s', rps(teams) / rps(me), 0.5),
      ratio('GET /payments/items req/s / GET /users/me\'s', rps(itemRead) / rps(me), 0.5),
      ratio('password sign-in / measured parallel argon2id rate', signInRate / parallelPerSecond, 0.9),
      // Latency while the cores hash: the bound for reads during sign-in.
      { target: 'GET /users/me p99 during sign-in (ms)', measured: probe.latency.p99, wanted: '< 40', pass: probe.latency.p99 < 40 },
      { target: 'server peak RSS (MB)', measured: rss, wanted: '< 250', pass: rss < 250 },
      { target: 'errors in every scenario', measured: totalErrors, wanted: '= 0', pass: totalErrors === 0 },
    ];
    const peers = readPeers();
    if (peers) {
      // The peer targets hold only inside one window: Gatehouse's figures come from the
      // same bench-peers run as the peers' (its own rows there), not from this run on another day.
      const own = peers.gatehouse;
      const read = bestPeer(peers, /read|userinfo|users\/me/i);
      const ownRead = own?.authenticated_read;
      if (read && ownRead) targets.push(ratio(`Gatehouse authenticated read / best peer's (${read.peer} ${read.scenario}, ${Math.round(read.rps)}/s; both from peers.json, one run)`, ownRead / read.rps, 1.5));
      const ref = bestPeer(peers, /refresh/i);
      const ownRefresh = own?.refresh;
      if (ref && ownRefresh) targets.push(ratio(`Gatehouse refresh / best peer's (${ref.peer} ${ref.scenario}, ${Math.round(ref.rps)}/s; both from peers.json, one run)`, ownRefresh / ref.rps, 3));
      if (!own) log(`${PEERS_FILE} has no gatehouse rows: the peer targets need a full \`make bench-peers\` run`);
    } else log(`no ${PEERS_FILE}: the peer targets (authenticated read >= 1.5x, refresh >= 3x the best peer) need \`make bench-peers\` first`);
    log(`item spend (a customer per connection): ${rps(itemSpend).toFixed(0)} req/s = ${(rps(itemSpend) / rps(refresh)).toFixed(2)} of refresh (information: no target)`);
    for (const t of targets) {
      const line = `${t.pass ? 'PASS' : 'MISS'} ${t.target}: ${t.measured} (target ${t.wanted})`;
      // A MISS does not fail the run (the machine may be busy), but it must not be overlooked.
      log(t.pass ? line : `!!!!!!!! ${line} !!!!!!!!`);
    }
    const misses = targets.filter((t) => !t.pass).length;
    log(misses ? `${misses} of ${targets.length} targets MISSED (see the !!!!!!!! lines)` : `all ${targets.length} targets met`);

    mkdirSync(RESULTS, { recursive: true });
    const file = resolve(RESULTS, 'latest.json');
    writeFileSync(file, JSON.stringify({
      finished_at: new Date().toISOString(),
      machine: { cores: availableParallelism(), load_average_1m: Number(loadavg()[0]!.toFixed(2)), node: process.version },
      settings: { connections: CONNECTIONS, duration_s: DURATION_S, warmup_s: WARMUP_S },
      control: { req_per_s: Math.round(controlRps), server_cpu_us_per_req: Math.round(controlCpu) },
      control_with_contract_headers: { req_per_s: Math.round(headersControlRun.result.requests.average), server_cpu_us_per_req: Math.round(headersControlCpu) },
      scenarios: rows,
      argon2id: { serial_ms: Number((serialSeconds * 1000).toFixed(1)), nominal_per_s: Math.round(bound), parallel_per_s: Math.round(parallelPerSecond) },
      peak_rss_mb: rss,
      peers: peers ?? null,
      targets,
    }, null, 2) + '\n');
    log(`results written to ${file}`);
  } finally {
    await stop(control);
    await stop(server);
    await db.drop();
  }
}

await main();
