/**
 * The bench's control: a bare @hono/node-server with one hello route, no middleware. `make bench`
 * starts it in its own process with the same Node flags as Gatehouse and measures it in the same
 * run, so every Gatehouse figure also reads as a ratio to the bare framework on this machine today.
 *
 * CONTROL_HEADERS=contract: the same route answering with the headers the wire contract puts on
 * every /api answer (§1.2 CORS and Vary, about 1.9 KB; a request id; cache-control) as one plain
 * object, the cheapest way @hono/node-server writes them. It is not a target, it is an
 * explanation: how much of Gatehouse's gap to the bare control is those mandated bytes alone.
 */
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { CORS_HEADERS } from '../server/src/http/cors.ts';

const port = Number(process.env.PORT ?? 8198);
const withContractHeaders = process.env.CONTROL_HEADERS === 'contract';
const constant: Record<string, string> = Object.fromEntries([...CORS_HEADERS, ['cache-control', 'no-store, max-age=0']]);
const app = new Hono();
// About the size of Gatehouse's GET /api/v1 answer (a short text).
const body = 'Welcome to the control.\n\nAuthentication: None\n';
app.get('/api/v1', withContractHeaders
  ? (c) => c.text(body, 200, { ...constant, 'x-stack-request-id': randomUUID() })
  : (c) => c.text(body));
serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => process.stdout.write('control is running\n'));
process.on('SIGTERM', () => process.exit(0));
