/**
 * Rotating refresh only (issue 24), in alternating rounds: this checkout's Gatehouse and, with
 * `--also`, other checkouts or settings, each on its own fresh database, measured one after the
 * other in every round, so only ratios measured side by side count on a shared machine. The load
 * is make bench's (run.ts): POST /auth/oauth/token with grant_type=refresh_token, every request in
 * flight on its own session's single-use chain (the successor of one answer is the next request's
 * token). Every warm-up and every measured window gets sessions of its own (POST /auth/sessions
 * with the server key: no password hash), so a request cut off at the end of a window never leaves
 * a chain that a later window replays after the reuse grace.
 *
 * Prints per variant and round: req/s, p99, errors, the server's and PostgreSQL's CPU per refresh
 * (/proc; PostgreSQL: the backends of that variant's database), and from pg_stat_database /
 * pg_stat_user_tables the transactions, rows updated (and how many of those were HOT) per refresh.
 *
 *   npx tsx bench/refresh.ts [--rounds 3] [--seconds 8] [--also <label>=<server dir>[,ENV=value…]]…
 * (DATABASE_URL as for make bench; e.g. `--also main=/work/wt-refresh-base/server`).
 */
import type { ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import autocannon, { type Options, type Result } from 'autocannon';
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../server/test/test-database.ts';
import { seed, type Seeded } from './seed.ts';
import { freshSessions, refreshRequests, type RefreshTarget } from './refresh-load.ts';
import { startGatehouse, stop } from './processes.ts';
import { cpuWindow, generatorShare } from './cpu.ts';

const args = process.argv.slice(2);
const opt = (name: string, fallback: string) => (args.includes(name) ? args[args.indexOf(name) + 1]! : fallback);
const ROUNDS = Number(opt('--rounds', '3'));
const SECONDS = Number(opt('--seconds', '8'));
const WARMUP_S = 2;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);

interface Variant { label: string; dir: string; env: Record<string, string>; sql?: string; port: number; db?: TestDatabase; child?: ChildProcess; seeded?: Seeded; stats?: pg.Client }
const variants: Variant[] = [{ label: 'this', dir: resolve(import.meta.dirname, '../server'), env: {}, port: 8184 }];
args.forEach((a, i) => {
  if (a !== '--also') return;
  const [head, ...envs] = args[i + 1]!.split(',');
  const [label, dir] = head!.split('=');
  const env = Object.fromEntries(envs.map((e) => [e.slice(0, e.indexOf('=')), e.slice(e.indexOf('=') + 1)]));
  const { SQL: sql, ...serverEnv } = env;
  variants.push({ label: label!, dir: dir === '.' ? variants[0]!.dir : resolve(dir!), env: serverEnv, sql, port: 8184 - variants.length });
});

const target = (v: Variant): RefreshTarget => ({ ...v.seeded!, base: `http://127.0.0.1:${v.port}` });
const sessions = (v: Variant, n: number) => freshSessions(target(v), n);

function refreshLoad(v: Variant, chains: string[], seconds: number): Promise<Result> {
  const options: Options = { url: `http://127.0.0.1:${v.port}`, connections: CONNECTIONS, duration: seconds, requests: refreshRequests(target(v), chains) };
  return new Promise((ok, fail) => autocannon(options, (e, r) => (e ? fail(e) : ok(r))));
}

/** Counters of the variant's database: transactions, and rows updated (and of those HOT) in user_session and project_user. */
async function dbCounters(v: Variant): Promise<Record<string, number>> {
  const db = (await v.stats!.query(`select xact_commit + xact_rollback as xacts from pg_stat_database where datname = current_database()`)).rows[0] as { xacts: string };
  const t = (await v.stats!.query(`select relname, n_tup_upd, n_tup_hot_upd from pg_stat_user_tables where relname in ('user_session', 'project_user')`)).rows as { relname: string; n_tup_upd: string; n_tup_hot_upd: string }[];
  const out: Record<string, number> = { xacts: Number(db.xacts) };
  for (const r of t) {
    out[`${r.relname}.upd`] = Number(r.n_tup_upd);
    out[`${r.relname}.hot`] = Number(r.n_tup_hot_upd);
  }
  return out;
}

async function measure(v: Variant) {
  await refreshLoad(v, await sessions(v, CONNECTIONS), WARMUP_S);
  const chains = await sessions(v, CONNECTIONS);
  // pg_stat counters reach the view when a backend reports (at most every 500 ms on PG 15): a forced flush of ours plus a pause.
  await new Promise((r) => setTimeout(r, 1000));
  const c0 = await dbCounters(v);
  const end = cpuWindow(v.child!.pid!, new URL(v.db!.url).pathname.slice(1));
  const r = await refreshLoad(v, chains, SECONDS);
  const w = end();
  await new Promise((r) => setTimeout(r, 1500));
  const c1 = await dbCounters(v);
  const n = Math.max(r.requests.total, 1);
  // Our own counter queries are a transaction or two each: negligible next to thousands of refreshes.
  const per = (k: string) => ((c1[k] ?? 0) - (c0[k] ?? 0)) / n;
  return {
    rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx + r.timeouts,
    serverUs: w.serverUs / n, pgUs: w.postgresUs / n, generator: generatorShare(w),
    xacts: per('xacts'), sessionUpd: per('user_session.upd'), sessionHot: per('user_session.hot'), userUpd: per('project_user.upd'), userHot: per('project_user.hot'),
  };
}

const results = new Map<string, Awaited<ReturnType<typeof measure>>[]>(variants.map((v) => [v.label, []]));
try {
  for (const v of variants) {
    v.db = await createTestDatabase();
    v.child = await startGatehouse(v.db.url, v.port, [], v.env, v.dir);
    v.seeded = await seed(`http://127.0.0.1:${v.port}`, v.db.url, 0);
    v.stats = new pg.Client({ connectionString: v.db.url });
    await v.stats.connect();
    // `SQL=…` in a variant's settings runs on its database once it is set up (an experiment, e.g. a trigger disabled), not in the server's environment.
    if (v.sql) await v.stats.query(v.sql);
  }
  for (let round = 1; round <= ROUNDS; round++) {
    // The order flips every round: whoever goes first meets the machine as the previous run left it.
    for (const v of round % 2 ? variants : [...variants].reverse()) {
      const m = await measure(v);
      results.get(v.label)!.push(m);
      process.stdout.write(
        `round ${round} ${v.label}: ${m.rps.toFixed(0)} req/s p99 ${m.p99} ms errors ${m.errors} | server ${m.serverUs.toFixed(0)} µs/req, PostgreSQL ${m.pgUs.toFixed(0)} µs/req (loadgen ${(m.generator * 100).toFixed(0)} %) | ` +
          `per refresh: ${m.xacts.toFixed(2)} transactions, user_session ${m.sessionUpd.toFixed(2)} updates (${m.sessionHot.toFixed(2)} HOT), project_user ${m.userUpd.toFixed(2)} (${m.userHot.toFixed(2)} HOT)\n`,
      );
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const base = variants[variants.length - 1]!.label;
  for (const v of variants) {
    const rs = results.get(v.label)!;
    const bs = results.get(base)!;
    const ratio = (k: 'rps' | 'serverUs' | 'pgUs') => median(rs.map((r, i) => r[k] / bs[i]![k])).toFixed(2);
    process.stdout.write(`${v.label}: median per-round ratio to ${base}: req/s ${ratio('rps')}x, server µs/req ${ratio('serverUs')}x, PostgreSQL µs/req ${ratio('pgUs')}x (medians: ${median(rs.map((r) => r.rps)).toFixed(0)} req/s, ${median(rs.map((r) => r.serverUs)).toFixed(0)} µs, ${median(rs.map((r) => r.pgUs)).toFixed(0)} µs)\n`);
  }
} finally {
  for (const v of variants) {
    await v.stats?.end().catch(() => {});
    await stop(v.child);
    await v.db?.drop().catch(() => {});
  }
}
