/**
 * make bench: load benchmarks against the real server and PostgreSQL on this machine.
 *
 * Starts Gatehouse in its own process on a fresh database (a new database on DATABASE_URL's
 * server, or an embedded PostgreSQL), seeds a project and users, then runs autocannon
 * (32 connections, 10 s after a 3 s warm-up) per scenario and prints one table: req/s, p50/p99
 * latency, errors, and ratios to the framework baseline measured in the same run.
 * The server's peak RSS is read from /proc at the end (VmHWM).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import autocannon, { type Options, type Result } from 'autocannon';
import { hash } from '@node-rs/argon2';
import { availableParallelism } from 'node:os';
import { createTestDatabase } from '../server/test/test-database.ts';
import { seed, type Seeded } from './seed.ts';
import { LEVELS, PER_LEVEL, TEAMS, seedTeams } from './seed-teams.ts';
import { seedPayments } from './seed-payments.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 8199);
const base = `http://127.0.0.1:${PORT}`;

function log(msg: string) {
  process.stdout.write(`[bench] ${msg}\n`);
}

async function startServer(databaseUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, '../server/src/main.ts')], {
    cwd: resolve(import.meta.dirname, '../server'),
    // The same V8 heap cap as `make start` (see the Makefile's SERVER_NODE_OPTIONS). Rate limits
    // off unless GATEHOUSE_RATE_LIMITS=on is set: one address sends far more than any client would.
    // One server process unless GATEHOUSE_WORKERS says otherwise (NODE_ENV=production would fork one
    // per core; the RSS figures read the primary only). One against two: `make bench-workers`.
    env: { ...process.env, NODE_OPTIONS: `--max-old-space-size=160 ${process.env.NODE_OPTIONS ?? ''}`, PORT: String(PORT), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, GATEHOUSE_PUBLIC_URL: base, NODE_ENV: 'production', GATEHOUSE_RATE_LIMITS: process.env.GATEHOUSE_RATE_LIMITS ?? 'off', GATEHOUSE_WORKERS: process.env.GATEHOUSE_WORKERS ?? '1', GATEHOUSE_DASHBOARD_SIGN_UP: process.env.GATEHOUSE_DASHBOARD_SIGN_UP ?? 'open' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((ok, fail) => {
    let out = '';
    const onData = (d: Buffer) => {
      out += d.toString();
      if (!out.includes('Gatehouse is running')) return;
      // Stop collecting: with request lines on (the default) the server writes a line per request,
      // and keeping them cost this process (on the same cores as the server) more than the server.
      child.stdout!.off('data', onData);
      out = '';
      ok();
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) => fail(new Error(`server exited with ${code}:\n${out}`)));
  });
  child.stdout!.resume();
  return child;
}

function memoryMb(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** Options, or a function of the phase when warm-up and measurement must not share state. */
type Scenario = { name: string; options: Partial<Options> | ((phase: 'warm-up' | 'measure') => Partial<Options>) };

async function run(name: string, options: Partial<Options>, duration = DURATION_S): Promise<Result> {
  // autocannon takes the path as part of the URL (a top-level `path` option is silently ignored).
  const { path, ...rest } = options as Partial<Options> & { path?: string };
  const opts = { url: base + (path ?? ''), connections: CONNECTIONS, duration, ...rest } as Options;
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

async function scenario(s: Scenario): Promise<Result> {
  const options = (phase: 'warm-up' | 'measure') => (typeof s.options === 'function' ? s.options(phase) : s.options);
  log(`warm-up ${s.name} (${WARMUP_S}s)`);
  await run(s.name, options('warm-up'), WARMUP_S);
  log(`measure ${s.name} (${DURATION_S}s, ${CONNECTIONS} connections)`);
  return run(s.name, options('measure'));
}

function clientHeaders(seeded: Seeded, token?: string): Record<string, string> {
  return {
    'x-stack-project-id': seeded.projectId,
    'x-stack-access-type': 'client',
    'x-stack-publishable-client-key': seeded.publishableKey,
    ...(token ? { 'x-stack-access-token': token } : {}),
    'content-type': 'application/json',
  };
}

/**
 * The two references for sign-in. Nominal: cores / time of one hash run alone. Measured: hashes
 * per second with one hasher per core running at once (argon2id is memory-hard, so two hashes on
 * a shared cache run slower than one alone). Both measured here, with the server idle.
 */
async function hashBounds(): Promise<{ serialSeconds: number; parallelPerSecond: number }> {
  const opts = { memoryCost: 19456, timeCost: 2, parallelism: 1 };
  await hash('warm-up-password', opts);
  const n = 20;
  let t = performance.now();
  for (let i = 0; i < n; i++) await hash(`password-${i}`, opts);
  const serialSeconds = (performance.now() - t) / 1000 / n;
  const cores = availableParallelism();
  t = performance.now();
  await Promise.all(Array.from({ length: cores }, async (_, c) => {
    for (let i = 0; i < n; i++) await hash(`password-${c}-${i}`, opts);
  }));
  const parallelPerSecond = (cores * n) / ((performance.now() - t) / 1000);
  return { serialSeconds, parallelPerSecond };
}

async function main() {
  log('creating a fresh database');
  const db = await createTestDatabase();
  let server: ChildProcess | undefined;
  try {
    server = await startServer(db.url);
    log(`server pid ${server.pid} on ${base}`);
    const seeded = await seed(base, db.url, 2 * CONNECTIONS);
    log(`seeded project ${seeded.projectId}: ${seeded.refreshTokens.length} sessions`);

    const results: [string, Result][] = [];
    // The server's resident memory after each scenario, to show which one grows it.
    const rssAfter = new Map<string, number>();
    const add = async (s: Scenario) => {
      results.push([s.name, await scenario(s)]);
      rssAfter.set(s.name, memoryMb(server!.pid!, 'VmRSS'));
    };

    await add({ name: 'baseline GET /api/v1 (no DB)', options: { path: '/api/v1' } });
    await add({ name: 'GET /users/me (client token)', options: { path: '/api/v1/users/me', headers: clientHeaders(seeded, seeded.accessToken) } });

    // Each connection walks its own session's rotating refresh-token chain: the successor from one
    // response is the token of the next request, exactly as a well-behaved client does. Warm-up
    // and measurement use different sessions: a warm-up request still in flight when its run
    // ends must not race the measured run on the same chain.
    const refreshRun = (sessions: string[]): Partial<Options> => {
      const current = [...sessions];
      // A request checks a session out and returns it with its response, so no two requests in
      // flight ever use one chain (autocannon's per-connection context cannot promise that).
      const free = current.map((_, i) => i);
      return {
        requests: [
          {
            method: 'POST',
            path: '/api/v1/auth/oauth/token',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            setupRequest: (req, context) => {
              const ctx = context as { session?: number };
              ctx.session = free.shift();
              if (ctx.session === undefined) throw new Error('more requests in flight than sessions');
              return { ...req, body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: current[ctx.session], client_id: seeded.projectId, client_secret: seeded.publishableKey }).toString() };
            },
            onResponse: (status, body, context) => {
              const ctx = context as { session?: number };
              if (ctx.session === undefined) return;
              if (status === 200) current[ctx.session] = (JSON.parse(body) as { refresh_token: string }).refresh_token;
              free.push(ctx.session);
              ctx.session = undefined;
            },
          },
        ],
      };
    };
    const half = seeded.refreshTokens.length / 2;
    await add({
      name: 'refresh POST /auth/oauth/token (rotating)',
      options: (phase) => refreshRun(phase === 'warm-up' ? seeded.refreshTokens.slice(0, half) : seeded.refreshTokens.slice(half)),
    });

    // Sign-in is bound by argon2id; /users/me is probed at the same time to show it keeps answering.
    const signIn = { method: 'POST' as const, path: '/api/v1/auth/password/sign-in', headers: clientHeaders(seeded), body: JSON.stringify({ email: seeded.email, password: seeded.password }) };
    log(`warm-up password sign-in (${WARMUP_S}s)`);
    await run('sign-in', signIn, WARMUP_S);
    log(`measure password sign-in with a concurrent /users/me probe (${DURATION_S}s)`);
    const [signInResult, probe] = await Promise.all([
      run('sign-in', signIn),
      // A steady light probe (100 req/s): "keeps answering" is about its latency, and a flat-out
      // probe would take the very CPU the hashes need.
      run('probe /users/me', { path: '/api/v1/users/me', headers: clientHeaders(seeded, seeded.accessToken), connections: 2, overallRate: 100 }),
    ]);
    results.push(['password sign-in', signInResult], ['  probe: /users/me at 100 req/s during sign-in', probe]);
    rssAfter.set('password sign-in', memoryMb(server.pid!, 'VmRSS'));

    await add({ name: 'anonymous sign-up', options: { method: 'POST', path: '/api/v1/auth/anonymous/sign-up', headers: clientHeaders(seeded) } });

    log(`seeding teams: ${LEVELS * PER_LEVEL} permission definitions nested ${LEVELS} deep, the user a member of ${TEAMS} teams`);
    const teamIds = await seedTeams(base, seeded);
    await add({ name: 'GET /team-permissions?user_id=me&recursive=true', options: { path: '/api/v1/team-permissions?user_id=me&recursive=true', headers: clientHeaders(seeded, seeded.accessToken) } });
    const permissions = results[results.length - 1][1];
    await add({ name: 'GET /teams?user_id=me', options: { path: '/api/v1/teams?user_id=me', headers: clientHeaders(seeded, seeded.accessToken) } });
    const teams = results[results.length - 1][1];
    await add({ name: 'GET /team-member-profiles?team_id=…&user_id=me', options: { path: `/api/v1/team-member-profiles?team_id=${teamIds[0]}&user_id=me`, headers: clientHeaders(seeded, seeded.accessToken) } });

    // Payments (issue 21): an item read is the customer check plus one ledger sum; a spend takes the
    // item's advisory lock, sums, and writes a ledger row, a transaction and its domain event.
    log(`seeding payments: a credits balance for the user and ${CONNECTIONS} custom customers`);
    await seedPayments(base, seeded, CONNECTIONS);
    await add({ name: 'GET /payments/items (client token, own user)', options: { path: `/api/v1/payments/items/user/${seeded.userId}/credits`, headers: clientHeaders(seeded, seeded.accessToken) } });
    const itemRead = results[results.length - 1][1];
    const serverJson = { 'x-stack-project-id': seeded.projectId, 'x-stack-access-type': 'server', 'x-stack-secret-server-key': seeded.serverKey, 'content-type': 'application/json' };
    let nextCustomer = 0;
    await add({
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
    const itemSpend = results[results.length - 1][1];
    await add({
      name: 'item spend: update-quantity -1 (all on one item: serialised)',
      options: { method: 'POST', path: `/api/v1/payments/items/user/${seeded.userId}/credits/update-quantity?allow_negative=false`, headers: serverJson, body: JSON.stringify({ delta: -1 }) },
    });

    const rss = memoryMb(server.pid!, 'VmHWM');
    const { serialSeconds, parallelPerSecond } = await hashBounds();
    const bound = availableParallelism() / serialSeconds;
    const baseline = results[0][1].requests.average;

    const rows = results.map(([name, r]) => ({
      scenario: name,
      'req/s': Math.round(r.requests.average),
      'p50 ms': r.latency.p50,
      'p99 ms': r.latency.p99,
      errors: r.errors + r.timeouts + r.non2xx,
      'vs baseline': (r.requests.average / baseline).toFixed(3),
      'server RSS after (MB)': rssAfter.get(name) ?? '',
    }));
    console.table(rows);
    const signInRate = signInResult.requests.average;
    log(`argon2id: ${(serialSeconds * 1000).toFixed(1)} ms per hash alone -> nominal bound ${availableParallelism()} cores / hash = ${bound.toFixed(0)}/s; measured with ${availableParallelism()} hashers at once: ${parallelPerSecond.toFixed(0)}/s`);
    log(`password sign-in reached ${signInRate.toFixed(0)}/s = ${((signInRate / bound) * 100).toFixed(0)} % of the nominal bound, ${((signInRate / parallelPerSecond) * 100).toFixed(0)} % of the measured parallel hash rate`);
    log(`server peak RSS: ${rss} MB`);
    const me = results[1][1];
    const refresh = results[2][1];
    const totalErrors = rows.reduce((n, r) => n + r.errors, 0);
    const checks: [string, boolean][] = [
      [`GET /users/me >= 3000 req/s (${Math.round(me.requests.average)})`, me.requests.average >= 3000],
      [`GET /users/me p99 < 40 ms (${me.latency.p99})`, me.latency.p99 < 40],
      [`refresh >= 1500 req/s (${Math.round(refresh.requests.average)})`, refresh.requests.average >= 1500],
      [`sign-in >= 80 % of hash bound (${((signInRate / bound) * 100).toFixed(0)} %)`, signInRate >= 0.8 * bound],
      [`GET /team-permissions recursive >= half of /users/me (${Math.round(permissions.requests.average)})`, permissions.requests.average >= me.requests.average / 2],
      [`GET /team-permissions recursive p99 < 40 ms (${permissions.latency.p99})`, permissions.latency.p99 < 40],
      [`GET /teams?user_id=me >= half of /users/me (${Math.round(teams.requests.average)})`, teams.requests.average >= me.requests.average / 2],
      [`GET /teams?user_id=me p99 < 40 ms (${teams.latency.p99})`, teams.latency.p99 < 40],
      [`GET /payments/items >= half of /users/me (${Math.round(itemRead.requests.average)})`, itemRead.requests.average >= me.requests.average / 2],
      [`GET /payments/items p99 < 40 ms (${itemRead.latency.p99})`, itemRead.latency.p99 < 40],
      [`item spend (a customer per connection) >= 500 req/s (${Math.round(itemSpend.requests.average)})`, itemSpend.requests.average >= 500],
      [`peak RSS < 250 MB (${rss})`, rss < 250],
      [`zero errors (${totalErrors})`, totalErrors === 0],
    ];
    for (const [text, ok] of checks) log(`${ok ? 'MET   ' : 'MISSED'} ${text}`);
  } finally {
    server?.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    await db.drop();
  }
}

await main();
