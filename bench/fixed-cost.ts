/**
 * The fixed cost per request, judged in rounds: the bare-Hono control and Gatehouse's GET /api/v1
 * (no database) loaded back to back, `--rounds` times, each for `--seconds` after a 2 s warm-up.
 * Prints the server CPU per request (from /proc) of each and their ratio per round and the median
 * ratio: on a machine shared with other work, only ratios measured side by side mean anything.
 *
 *   npx tsx bench/fixed-cost.ts [--rounds 3] [--seconds 8] [--path /api/v1] [--also <label>=<server dir>[,ENV=value…]]…
 * (DATABASE_URL as for make bench). Each --also adds another Gatehouse measured in the same rounds:
 * another checkout's server/ (e.g. `--also main=/work/main/server` for before/after) and/or other
 * settings (`--also nolog=.,GATEHOUSE_LOG_REQUESTS=false`; `.` is this checkout).
 * `--path /api/v1/users/me`: the authenticated read instead (a seeded user's client token, valid on
 * every variant: they share the database and the public URL); the control still answers its hello.
 */
import autocannon from 'autocannon';
import type { ChildProcess } from 'node:child_process';
import { createTestDatabase } from '../server/test/test-database.ts';
import { resolve } from 'node:path';
import { startControl, startGatehouse, stop, envPairs } from './processes.ts';
import { cpuWindow, generatorShare } from './cpu.ts';
import { seed } from './seed.ts';

const args = process.argv.slice(2);
const opt = (name: string, fallback: string) => (args.includes(name) ? args[args.indexOf(name) + 1]! : fallback);
const ROUNDS = Number(opt('--rounds', '3'));
const SECONDS = Number(opt('--seconds', '8'));
const PATH = opt('--path', '/api/v1');
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);

let headers: Record<string, string> = {};
async function load(port: number, seconds: number, path: string) {
  return new Promise<autocannon.Result>((ok, fail) => autocannon({ url: `http://127.0.0.1:${port}${path}`, headers: path.includes('/users/me') ? headers : {}, connections: CONNECTIONS, duration: seconds }, (e, r) => (e ? fail(e) : ok(r))));
}

async function measure(child: ChildProcess, port: number, path = PATH) {
  await load(port, 2, path);
  const end = cpuWindow(child.pid!, null);
  const r = await load(port, SECONDS, path);
  const w = end();
  return { rps: r.requests.average, cpu: w.serverUs / Math.max(r.requests.total, 1), errors: r.errors + r.non2xx, generator: generatorShare(w) };
}

interface Variant { label: string; dir: string; env: Record<string, string>; port: number; child?: ChildProcess }
const variants: Variant[] = [{ label: 'Gatehouse', dir: resolve(import.meta.dirname, '../server'), env: {}, port: 8194 }];
args.forEach((a, i) => {
  if (a !== '--also') return;
  const [head, ...envs] = args[i + 1]!.split(',');
  const [label, dir] = head!.split('=');
  variants.push({ label: label!, dir: dir === '.' ? variants[0]!.dir : resolve(dir!), env: envPairs(envs), port: 8194 - variants.length });
});

const db = await createTestDatabase();
let control: ChildProcess | undefined;
try {
  control = await startControl(8195);
  const publicUrl = `http://127.0.0.1:${variants[0]!.port}`;
  for (const v of variants) v.child = await startGatehouse(db.url, v.port, [], { GATEHOUSE_PUBLIC_URL: publicUrl, ...v.env }, v.dir);
  if (PATH.includes('/users/me')) {
    const s = await seed(publicUrl, db.url, 0);
    headers = { 'x-stack-project-id': s.projectId, 'x-stack-access-type': 'client', 'x-stack-publishable-client-key': s.publishableKey, 'x-stack-access-token': s.accessToken };
  }
  const ratios = new Map<string, number[]>(variants.map((v) => [v.label, []]));
  for (let round = 1; round <= ROUNDS; round++) {
    const c = await measure(control, 8195, '/api/v1');
    let line = `round ${round}: control ${c.rps.toFixed(0)} req/s ${c.cpu.toFixed(0)} µs/req (loadgen ${(c.generator * 100).toFixed(0)} %)`;
    for (const v of variants) {
      const g = await measure(v.child!, v.port);
      ratios.get(v.label)!.push(g.cpu / c.cpu);
      line += ` | ${v.label} ${PATH} ${g.rps.toFixed(0)} req/s ${g.cpu.toFixed(0)} µs/req (errors ${g.errors}, loadgen ${(g.generator * 100).toFixed(0)} %): CPU/req ${(g.cpu / c.cpu).toFixed(2)}x, req/s ${(g.rps / c.rps).toFixed(2)}x`;
    }
    process.stdout.write(line + '\n');
  }
  for (const [label, r] of ratios) {
    const sorted = [...r].sort((a, b) => a - b);
    process.stdout.write(`${label}: median CPU/req ratio to the control over ${ROUNDS} rounds: ${sorted[Math.floor(sorted.length / 2)]!.toFixed(2)} (target <= 1.5)\n`);
  }
} finally {
  await stop(control);
  for (const v of variants) await stop(v.child);
  await db.drop();
}
