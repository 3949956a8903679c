import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../src/db/embedded-postgres.ts';

export interface StoppablePostgres {
  url: string;
  /** Fast shutdown (SIGINT to the postmaster): open connections are terminated, new ones refused. */
  stop(): Promise<void>;
  /** Starts the same cluster again on the same port; resolves once it accepts connections. */
  start(): Promise<void>;
  /** Stops it for good and deletes its data. */
  destroy(): Promise<void>;
}

/**
 * A PostgreSQL of the chaos run's own (the embedded one, in a temporary folder on a free port),
 * so the outage test can stop and start it. Never the shared server of DATABASE_URL: other test
 * runs and engineers use that one.
 */
export async function startStoppablePostgres(): Promise<StoppablePostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'gatehouse-chaos-pg-'));
  // mkdtemp makes it 0700; as root, PostgreSQL's own account must enter it to keep its files there.
  chmodSync(dir, 0o711);
  // Port 0: any free port at first; the same one on every restart (the server's URL names it).
  let db: EmbeddedDatabase | null = await startEmbeddedPostgres({ dataDir: dir, port: 0, log: () => {} });
  const { url, port } = db;
  return {
    url,
    stop: async () => {
      await db?.stop();
      db = null;
    },
    start: async () => {
      if (db) return;
      db = await startEmbeddedPostgres({ dataDir: dir, port, log: () => {} });
    },
    destroy: async () => {
      await db?.stop().catch(() => {});
      db = null;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
