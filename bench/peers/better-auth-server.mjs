// A minimal Better Auth server for `make bench-peers`: its Node handler on node:http, PostgreSQL
// through pg (Better Auth's built-in Kysely adapter), e-mail + password on, defaults otherwise.
// Copied next to the cached node_modules (.data/peers/better-auth) and run from there.
import { createServer } from 'node:http';
import pg from 'pg';
import { betterAuth } from 'better-auth';
import { toNodeHandler } from 'better-auth/node';
import { getMigrations } from 'better-auth/db/migration';

const port = Number(process.env.PORT);
const baseURL = `http://127.0.0.1:${port}`;
const options = {
  baseURL,
  secret: process.env.BETTER_AUTH_SECRET,
  database: new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 }),
  emailAndPassword: { enabled: true },
  // Off like every server in this bench: one address sends far more than any client would.
  rateLimit: { enabled: false },
  telemetry: { enabled: false },
};
const { runMigrations } = await getMigrations(options);
await runMigrations();
const auth = betterAuth(options);
createServer(toNodeHandler(auth)).listen(port, '127.0.0.1', () => console.log(`better-auth listening on ${baseURL}`));
