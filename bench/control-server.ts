/**
 * The bench's control: a bare @hono/node-server with one hello route, no middleware. `make bench`
 * starts it in its own process with the same Node flags as Gatehouse and measures it in the same
 * run, so every Gatehouse figure also reads as a ratio to the bare framework on this machine today.
 */
import { Hono } from 'hono';
import { serve } from '@hono/node-server';

const port = Number(process.env.PORT ?? 8198);
const app = new Hono();
// About the size of Gatehouse's GET /api/v1 answer (a short text).
app.get('/api/v1', (c) => c.text('Welcome to the control.\n\nAuthentication: None\n'));
serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => process.stdout.write('control is running\n'));
process.on('SIGTERM', () => process.exit(0));
