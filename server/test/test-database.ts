import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.ts';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh, empty database for one test run: a new database on DATABASE_URL's server when it is
 * set (CI starts Debian's PostgreSQL), otherwise an embedded PostgreSQL in a temporary folder.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const dir = mkdtempSync(join(tmpdir(), 'gatehouse-test-'));
    // mkdtemp makes it 0700; as root, PostgreSQL's own account must enter it to keep its files there.
    chmodSync(dir, 0o711);
    // Port 0: any free port, so parallel runs and a developer's `make start` never meet.
    const db = await startEmbeddedPostgres({ dataDir: dir, port: 0, log: () => {} });
    return { url: db.url, drop: async () => { await db.stop(); rmSync(dir, { recursive: true, force: true }); } };
  }
  const name = `gatehouse_test_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
