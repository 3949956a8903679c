/**
 * The app's own cost per request, without the network: Gatehouse's app.fetch and a bare Hono
 * app.fetch on the same hello path, called in a loop in this process (real services on a fresh
 * database; request logging to a discarding pino destination). Deterministic enough to judge a
 * change to the pipeline in seconds; run it with `node --cpu-prof` to see where the time goes.
 *
 *   npx tsx bench/in-process.ts [--requests 20000] [--path /api/v1] [--log] [--server-dir /work/main/server]
 * `--server-dir`: another checkout's server/ (e.g. main's, for before/after).
 */
import { Writable } from 'node:stream';
import { resolve } from 'node:path';
import { Hono } from 'hono';
import { getRequestListener } from '@hono/node-server';
import { createTestDatabase } from '../server/test/test-database.ts';

const args = process.argv.slice(2);
const N = Number(args.includes('--requests') ? args[args.indexOf('--requests') + 1] : 20000);
const PATH = args.includes('--path') ? args[args.indexOf('--path') + 1]! : '/api/v1';
const LOG = args.includes('--log');
const SERVER = resolve(args.includes('--server-dir') ? args[args.indexOf('--server-dir') + 1]! : resolve(import.meta.dirname, '../server'));
const { loadConfig } = (await import(resolve(SERVER, 'src/config.ts'))) as typeof import('../server/src/config.ts');
const { openServices } = (await import(resolve(SERVER, 'src/services.ts'))) as typeof import('../server/src/services.ts');
const { createApp } = (await import(resolve(SERVER, 'src/app.ts'))) as typeof import('../server/src/app.ts');
const { createLog } = (await import(resolve(SERVER, 'src/observability/logger.ts'))) as typeof import('../server/src/observability/logger.ts');
// As in the server: @hono/node-server swaps in its lightweight Request and Response globals.
getRequestListener(() => new Response(null));

type Fetch = (req: Request, env: unknown) => Response | Promise<Response>;

async function loop(fetch: Fetch, n: number): Promise<number> {
  const before = process.cpuUsage();
  for (let i = 0; i < n; i++) {
    // What @hono/node-server hands the app: the request and the node objects (rawHeaders, raw target).
    const res = await fetch(new Request(`http://127.0.0.1${PATH}`, { headers: { host: '127.0.0.1', 'user-agent': 'bench' } }), { incoming: { rawHeaders: ['host', '127.0.0.1', 'user-agent', 'bench'], url: PATH } });
    await res.text();
  }
  const used = process.cpuUsage(before);
  return (used.user + used.system) / n;
}

const db = await createTestDatabase();
const sink = new Writable({ write: (_c, _e, cb) => cb() });
const config = { ...loadConfig({ DATABASE_URL: db.url, GATEHOUSE_LOG_REQUESTS: LOG ? 'true' : 'false' }) };
const services = await openServices(db.url, config, LOG ? createLog({ level: 'info', format: 'json' }, sink) : () => {});
try {
  const { app } = createApp(services.deps);
  const control = new Hono();
  control.get('/api/v1', (c) => c.text('Welcome to the control.\n\nAuthentication: None\n'));
  const first = await app.fetch(new Request(`http://127.0.0.1${PATH}`));
  process.stdout.write(`Gatehouse ${PATH}: ${first.status}\n`);
  // Warm-up (JIT), then measured loops alternating, three each.
  await loop(app.fetch as Fetch, N / 4);
  await loop(control.fetch as Fetch, N / 4);
  for (let round = 1; round <= 3; round++) {
    const g = await loop(app.fetch as Fetch, N);
    const c = await loop(control.fetch as Fetch, N);
    process.stdout.write(`round ${round}: Gatehouse ${g.toFixed(1)} µs/req, bare Hono ${c.toFixed(1)} µs/req, ${(g / c).toFixed(2)}x\n`);
  }
} finally {
  await services.close();
  await db.drop();
}
