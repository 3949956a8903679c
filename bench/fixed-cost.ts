/**
 * The fixed cost per request, judged in rounds: the bare-Hono control and Gatehouse's GET /api/v1
 * (no database) loaded back to back, `--rounds` times, each for `--seconds` after a 2 s warm-up.
 * Prints the server CPU per request (from /proc) of each and their ratio per round and the median
 * ratio: on a machine shared with other work, only ratios measured side by side mean anything.
 *
 *   npx tsx bench/fixed-cost.ts [--rounds 3] [--seconds 8] [--path /api/v1]   (DATABASE_URL as for make bench)
 * Gatehouse settings can be passed in the environment (e.g. GATEHOUSE_LOG_REQUESTS=false).
 */
import autocannon from 'autocannon';
import type { ChildProcess } from 'node:child_process';
import { createTestDatabase } from '../server/test/test-database.ts';
import { startControl, startGatehouse, stop } from './processes.ts';
import { cpuWindow, generatorShare } from './cpu.ts';

const args = process.argv.slice(2);
const opt = (name: string, fallback: string) => (args.includes(name) ? args[args.indexOf(name) + 1]! : fallback);
const ROUNDS = Number(opt('--rounds', '3'));
const SECONDS = Number(opt('--seconds', '8'));
const PATH = opt('--path', '/api/v1');
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);

async function load(port: number, seconds: number) {
  return new Promise<autocannon.Result>((ok, fail) => autocannon({ url: `http://127.0.0.1:${port}${PATH}`, connections: CONNECTIONS, duration: seconds }, (e, r) => (e ? fail(e) : ok(r))));
}

async function measure(child: ChildProcess, port: number) {
  await load(port, 2);
  const end = cpuWindow(child.pid!, null);
  const r = await load(port, SECONDS);
  const w = end();
  return { rps: r.requests.average, cpu: w.serverUs / Math.max(r.requests.total, 1), errors: r.errors + r.non2xx, generator: generatorShare(w) };
}

const db = await createTestDatabase();
let control: ChildProcess | undefined;
let gatehouse: ChildProcess | undefined;
try {
  control = await startControl(8195);
  gatehouse = await startGatehouse(db.url, 8194);
  const ratios: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const c = await measure(control, 8195);
    const g = await measure(gatehouse, 8194);
    ratios.push(g.cpu / c.cpu);
    process.stdout.write(
      `round ${round}: control ${c.rps.toFixed(0)} req/s ${c.cpu.toFixed(0)} µs/req | Gatehouse ${PATH} ${g.rps.toFixed(0)} req/s ${g.cpu.toFixed(0)} µs/req (errors ${g.errors}) | ` +
        `CPU/req ratio ${(g.cpu / c.cpu).toFixed(2)}, req/s ratio ${(g.rps / c.rps).toFixed(2)} | loadgen ${(c.generator * 100).toFixed(0)} % / ${(g.generator * 100).toFixed(0)} %\n`,
    );
  }
  const sorted = [...ratios].sort((a, b) => a - b);
  process.stdout.write(`median CPU/req ratio over ${ROUNDS} rounds: ${sorted[Math.floor(sorted.length / 2)]!.toFixed(2)} (target <= 1.5)\n`);
} finally {
  await stop(control);
  await stop(gatehouse);
  await db.drop();
}
