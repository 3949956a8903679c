/**
 * make bench-peers: Gatehouse against Keycloak, Supabase Auth and Better Auth in one run, each on
 * its own fresh PostgreSQL database (a new database on DATABASE_URL's server), the same four
 * scenarios with autocannon: a trivial route, the authenticated read of the current user, rotating
 * refresh (each in-flight request on its own single-use token chain) and password sign-in with
 * each one's default hash. Gatehouse runs first and again last, so drift of a loaded machine
 * during the run shows; ratios are to the mean of its two runs.
 *
 * Prints one table, writes bench/results/peers.json ({ peer: { scenario: req/s } }) and
 * bench/results/peers-detail.json (versions, settings, latencies, errors). Not part of make test.
 *
 * PEERS=keycloak,supabase_auth,better_auth picks peers; BENCH_CONNECTIONS / BENCH_DURATION /
 * BENCH_WARMUP as in make bench.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import autocannon, { type Options, type Result } from 'autocannon';
import { createTestDatabase } from '../../server/test/test-database.ts';
import { SCENARIOS, log, type Load, type Peer, type ScenarioName } from './common.ts';
import { gatehouse } from './gatehouse.ts';
import { keycloak } from './keycloak.ts';
import { supabaseAuth } from './supabase-auth.ts';
import { betterAuth } from './better-auth.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
// Much longer than make bench's 3 s, for every server alike: the JVM (Keycloak) compiles its hot
// paths under load for tens of seconds. Measured 2026-11-28: Keycloak's userinfo answered 623 req/s
// after a 5 s warm-up and 1,545 after 30 s; a short warm-up would flatter Gatehouse.
const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 30);
const PORT = Number(process.env.BENCH_PORT ?? 8299);
// Two chains per connection: one half for the warm-up, the other for the measurement.
const SESSIONS = 2 * CONNECTIONS;

interface Measured { route: string; result?: Result; skipped?: string }
interface PeerOutcome { key: string; label: string; version?: string; settings?: string[]; failed?: string; scenarios: Partial<Record<ScenarioName, Measured>> }

function load(name: string, options: Partial<Options> & { url: string }, duration: number): Promise<Result> {
  return new Promise((ok, fail) => {
    // 30 s per request, not autocannon's 10 s: on a loaded machine a slow answer (Keycloak's
    // refresh, any hash) is an answer to count, not a timeout that drops its refresh chain.
    const instance = autocannon({ connections: CONNECTIONS, duration, timeout: 30, ...options } as Options, (err, result) => (err ? fail(err) : ok(result)));
    let seconds = 0;
    instance.on('tick', (c) => {
      seconds++;
      if (seconds % 5 === 0) log(`    ${name}: ${seconds}s, ${c.counter} req in the last second`);
    });
  });
}

async function measure(name: string, l: Load): Promise<Result> {
  const options = (phase: 'warm-up' | 'measure') => (typeof l === 'function' ? l(phase) : l);
  log(`  warm-up ${name} (${WARMUP_S}s)`);
  await load(name, options('warm-up'), WARMUP_S);
  log(`  measure ${name} (${DURATION_S}s, ${CONNECTIONS} connections)`);
  return load(name, options('measure'), DURATION_S);
}

async function runPeer(peer: Peer, port: number): Promise<PeerOutcome> {
  const outcome: PeerOutcome = { key: peer.key, label: peer.label, scenarios: {} };
  try {
    log(`${peer.label}: preparing (cached under .data/peers)`);
    await peer.prepare();
  } catch (e) {
    outcome.failed = `could not be installed or built here: ${(e as Error).message}`;
    log(`${peer.label}: SKIPPED, ${outcome.failed}`);
    return outcome;
  }
  log(`${peer.label}: a fresh database`);
  const db = await createTestDatabase();
  log(`  database ${db.url.replace(/\/\/[^@]*@/, '//')}`);
  try {
    const running = await peer.start(db.url, port);
    outcome.version = running.version;
    outcome.settings = running.settings;
    log(`${peer.label}: version ${running.version}, pid ${running.pid}`);
    try {
      for (const s of SCENARIOS) {
        const make = running.scenarios[s];
        if (!make) {
          outcome.scenarios[s] = { route: '-', skipped: running.notApplicable?.[s] ?? 'not applicable' };
          continue;
        }
        const { route, load: l } = await make();
        outcome.scenarios[s] = { route, result: await measure(`${peer.key} ${s}`, l) };
      }
    } finally {
      log(`${peer.label}: stopping`);
      await running.stop();
    }
  } catch (e) {
    outcome.failed = `failed while running: ${(e as Error).stack ?? e}`;
    log(`${peer.label}: FAILED, ${outcome.failed}`);
  } finally {
    await db.drop().catch((e: Error) => log(`  could not drop ${db.url}: ${e.message}`));
  }
  return outcome;
}

async function main() {
  const pick = process.env.PEERS?.split(',').map((p) => p.trim());
  const peers = [keycloak(SESSIONS), supabaseAuth(SESSIONS), betterAuth()].filter((p) => !pick || pick.includes(p.key));
  const started = new Date();
  log(`peers: ${peers.map((p) => p.label).join(', ')}; ${CONNECTIONS} connections, ${WARMUP_S}s warm-up + ${DURATION_S}s per scenario`);
  const outcomes: PeerOutcome[] = [];
  const first = await runPeer(gatehouse(SESSIONS), PORT);
  for (const [i, p] of peers.entries()) outcomes.push(await runPeer(p, PORT + 1 + i));
  const last = await runPeer(gatehouse(SESSIONS), PORT + 10);

  // Gatehouse's reference per scenario: the mean of its runs before and after the peers.
  const rate = (m?: Measured) => m?.result?.requests.average;
  const reference = (s: ScenarioName) => {
    const xs = [rate(first.scenarios[s]), rate(last.scenarios[s])].filter((x): x is number => x !== undefined);
    return xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : undefined;
  };
  const rows: Record<string, string | number>[] = [];
  const all = [{ ...first, label: 'Gatehouse (first)' }, ...outcomes, { ...last, label: 'Gatehouse (last)' }];
  for (const o of all) {
    if (o.failed) {
      rows.push({ peer: o.label, scenario: 'SKIPPED', route: o.failed.split('\n')[0].slice(0, 100) });
      continue;
    }
    for (const s of SCENARIOS) {
      const m = o.scenarios[s];
      const r = m?.result;
      const ref = reference(s);
      rows.push({
        peer: o.label, scenario: s, route: m?.route ?? '-',
        'req/s': r ? Math.round(r.requests.average) : 'n/a',
        'p50 ms': r ? r.latency.p50 : '', 'p99 ms': r ? r.latency.p99 : '',
        errors: r ? r.errors + r.timeouts + r.non2xx : '',
        'Gatehouse ÷ peer': r && ref && o.key !== 'gatehouse' ? (r.requests.average > 0 ? `${(ref / r.requests.average).toFixed(2)}x` : 'none completed') : '',
      });
    }
  }
  console.table(rows);
  for (const o of all) {
    if (o.failed) log(`${o.label}: ${o.failed.split('\n')[0]}`);
    else log(`${o.label} ${o.version}: ${(o.settings ?? []).join('; ')}`);
    for (const s of SCENARIOS) if (o.scenarios[s]?.skipped) log(`  ${s}: n/a, ${o.scenarios[s]!.skipped}`);
  }

  const results: Record<string, Partial<Record<ScenarioName, number>>> = {};
  const detail: Record<string, unknown> = { started: started.toISOString(), finished: new Date().toISOString(), connections: CONNECTIONS, duration_s: DURATION_S, warmup_s: WARMUP_S, peers: {} };
  for (const o of [...outcomes, { ...first, key: 'gatehouse' }]) {
    if (o.failed) continue;
    const entry: Partial<Record<ScenarioName, number>> = {};
    for (const s of SCENARIOS) {
      const r = o.key === 'gatehouse' ? reference(s) : rate(o.scenarios[s]);
      if (r !== undefined) entry[s] = Math.round(r);
    }
    results[o.key] = entry;
  }
  for (const o of all) {
    (detail.peers as Record<string, unknown>)[o.label] = {
      key: o.key, version: o.version, settings: o.settings, failed: o.failed,
      scenarios: Object.fromEntries(SCENARIOS.map((s) => {
        const m = o.scenarios[s];
        const r = m?.result;
        return [s, r ? { route: m.route, req_per_s: Math.round(r.requests.average), p50_ms: r.latency.p50, p99_ms: r.latency.p99, errors: r.errors, timeouts: r.timeouts, non2xx: r.non2xx } : { skipped: m?.skipped }];
      })),
    };
  }
  const out = resolve(import.meta.dirname, '../results');
  mkdirSync(out, { recursive: true });
  writeFileSync(resolve(out, 'peers.json'), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(resolve(out, 'peers-detail.json'), `${JSON.stringify(detail, null, 2)}\n`);
  log(`wrote ${resolve(out, 'peers.json')} and peers-detail.json (Gatehouse = mean of its first and last runs)`);
}

await main();
