// One real Gatehouse on a fresh PostgreSQL database for the SDK's integration tests, started the
// way server/test/global-setup.ts does, and providing the same context keys so that
// ../server/test/harness.ts (newProject, uniqueEmail) works here too. Difference: the server's
// public URL is its real address, so access tokens carry the `iss` the SDK verifies.
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../../server/src/config.ts';
import { startGatehouse, type RunningGatehouse } from '../../server/src/server.ts';
import { createTestDatabase, type TestDatabase } from '../../server/test/test-database.ts';
import { TEST_INTERNAL_KEYS } from '../../server/test/global-setup.ts';
import { ensureBuilt } from './built-package.ts';
import { freePort } from '../../server/test/main-process.ts';

let db: TestDatabase | undefined;
let server: RunningGatehouse | undefined;

export async function setup(project: TestProject) {
  // readme.test.ts and package.test.ts load the built package; build it once, before any worker starts.
  ensureBuilt();
  db = await createTestDatabase();
  const port = await freePort();
  const config = loadConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: db.url,
    GATEHOUSE_PUBLIC_URL: `http://localhost:${port}`,
    GATEHOUSE_INTERNAL_CLIENT_KEY: TEST_INTERNAL_KEYS.client,
    GATEHOUSE_INTERNAL_SERVER_KEY: TEST_INTERNAL_KEYS.server,
    GATEHOUSE_INTERNAL_ADMIN_KEY: TEST_INTERNAL_KEYS.admin,
    // The suite signs up and signs in many users from one address in seconds.
    GATEHOUSE_RATE_LIMITS: 'off',
    // Many dashboard users, and project SMTP hosts on this machine (both refused by default).
    GATEHOUSE_DASHBOARD_SIGN_UP: 'open',
    GATEHOUSE_OUTBOUND_ALLOW_PRIVATE: '127.0.0.0/8, ::1',
  });
  server = await startGatehouse(config, (level, message, extra) => {
    if (level === 'error') process.stderr.write(`[gatehouse] ${message} ${JSON.stringify(extra ?? {})}\n`);
  });
  if (server.url !== config.publicUrl) throw new Error(`server listens on ${server.url}, tokens say ${config.publicUrl}`);
  project.provide('gatehouseUrl', server.url);
  project.provide('databaseUrl', db.url);
}

export async function teardown() {
  await server?.close();
  await db?.drop();
}
