import type { TestProject } from 'vitest/node';
import { loadConfig } from '../src/config.ts';
import { startGatehouse, type RunningGatehouse } from '../src/server.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';
import { startSmtpReceiver, type SmtpReceiver } from './smtp-receiver.ts';
import { startPgBouncer, type PgBouncer } from './pgbouncer.ts';

/** The `iss` base of tokens the test server mints; set-up code that mints tokens must use the same. */
export const TEST_PUBLIC_URL = 'http://localhost';

export const TEST_INTERNAL_KEYS = {
  client: 'test-internal-publishable-client-key',
  server: 'test-internal-secret-server-key',
  admin: 'test-internal-super-secret-admin-key',
};

/**
 * Test servers send to the SMTP receiver on 127.0.0.1 and create many dashboard users: they allow
 * loopback outbound addresses and open dashboard sign-up (the defaults refuse both; the tests of
 * those defaults start their own servers without these).
 */
export const TEST_SERVER_ALLOWANCES = {
  // 127.0.0.1 only: the webhook tests use 127.0.0.2 as a loopback address the operator did NOT allow.
  GATEHOUSE_OUTBOUND_ALLOW_PRIVATE: '127.0.0.1/32, ::1',
  GATEHOUSE_DASHBOARD_SIGN_UP: 'open',
  // Webhook retries after 1 s and 1 s (3 attempts), looked for every 100 ms: every server on the
  // test database must agree, since any of them may claim a delivery (modules/webhooks).
  GATEHOUSE_WEBHOOK_RETRY_SCHEDULE: '1,1',
  GATEHOUSE_WEBHOOK_POLL_MS: '100',
  GATEHOUSE_WEBHOOK_TIMEOUT_MS: '3000',
  // The subscription worker passes once at start, then hourly: the payments tests run its pass
  // themselves (settleDueSubscriptions) after moving a period end into the past.
  GATEHOUSE_SUBSCRIPTIONS_POLL_SECONDS: '3600',
};

declare module 'vitest' {
  export interface ProvidedContext {
    gatehouseUrl: string;
    databaseUrl: string;
    mailboxUrl: string;
    smtpPort: number;
    /**
     * How servers the tests start reach the database: DATABASE_URL, plus the pooler settings under
     * `make test-pgbouncer` (GATEHOUSE_TEST_PGBOUNCER=1). Set-up code uses databaseUrl (direct).
     */
    serverDatabaseEnv: Record<string, string>;
  }
}

let db: TestDatabase | undefined;
let server: RunningGatehouse | undefined;
let smtp: SmtpReceiver | undefined;
let pgbouncer: PgBouncer | undefined;

/** One real Gatehouse on a fresh database for the whole run; errors it logs are shown. */
export async function setup(project: TestProject) {
  db = await createTestDatabase();
  // Mail is really delivered over SMTP, to a receiver in this process (see smtp-receiver.ts).
  smtp = await startSmtpReceiver();
  // make test-pgbouncer: the servers' DATABASE_URL goes through PgBouncer in transaction mode.
  let serverDatabaseEnv: Record<string, string> = { DATABASE_URL: db.url };
  if (process.env.GATEHOUSE_TEST_PGBOUNCER === '1') {
    pgbouncer = await startPgBouncer(db.url);
    serverDatabaseEnv = { DATABASE_URL: pgbouncer.pooled(db.url), GATEHOUSE_DIRECT_DATABASE_URL: db.url, GATEHOUSE_DATABASE_POOLER: 'transaction' };
  }
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    ...serverDatabaseEnv,
    GATEHOUSE_INTERNAL_CLIENT_KEY: TEST_INTERNAL_KEYS.client,
    GATEHOUSE_INTERNAL_SERVER_KEY: TEST_INTERNAL_KEYS.server,
    GATEHOUSE_INTERNAL_ADMIN_KEY: TEST_INTERNAL_KEYS.admin,
    SMTP_URL: `smtp://127.0.0.1:${smtp.smtpPort}`,
    SMTP_SENDER: 'Gatehouse Tests <noreply@gatehouse.test>',
    GATEHOUSE_EVENTS_POLL_MS: '100',
    // Hundreds of users from one address in a few minutes; the limits have their own server in
    // test/rate-limits.test.ts.
    GATEHOUSE_RATE_LIMITS: 'off',
    ...TEST_SERVER_ALLOWANCES,
  });
  server = await startGatehouse({ ...config, publicUrl: TEST_PUBLIC_URL }, (level, message, extra) => {
    if (level === 'error') process.stderr.write(`[gatehouse] ${message} ${JSON.stringify(extra ?? {})}\n`);
  });
  project.provide('gatehouseUrl', server.url);
  project.provide('databaseUrl', db.url);
  project.provide('mailboxUrl', smtp.inboxUrl);
  project.provide('smtpPort', smtp.smtpPort);
  project.provide('serverDatabaseEnv', serverDatabaseEnv);
}

export async function teardown() {
  await server?.close();
  await smtp?.close();
  await pgbouncer?.stop();
  await db?.drop();
}
