import { describe, expect, it } from 'vitest';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/db/embedded-postgres.ts';
import { freePort, spawnMain, waitForStatus, type MainProcess } from './main-process.ts';

/**
 * Started while its database is down (issue 9 §4: compose, systemd, a reboot where PostgreSQL
 * comes up later): Gatehouse stays up, its port answers 503 (/health, and the DATABASE_UNAVAILABLE
 * known error on the API), it retries, and it becomes ready by itself, without a restart, when
 * a real PostgreSQL appears at DATABASE_URL.
 */
const INTERNAL_CLIENT = { 'content-type': 'application/json', 'x-stack-project-id': 'internal', 'x-stack-access-type': 'client' };

function scratchDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'gatehouse-nodb-'));
  chmodSync(dir, 0o711); // as root, PostgreSQL's own account keeps its files inside
  return dir;
}

describe('start-up while the database is down', () => {
  it('answers 503 while it waits, then becomes ready when PostgreSQL arrives', async () => {
    const dbDir = scratchDir();
    const gatehouseDir = scratchDir();
    let db: EmbeddedDatabase | undefined;
    let run: MainProcess | undefined;
    try {
      // A real cluster with the gatehouse database, prepared then stopped, to be started later on
      // the port Gatehouse is told about. Loading and starting it must leave no process hook that
      // could override this test run's exit code (the embedded-postgres package's launcher did).
      const hooked = ['beforeExit', 'SIGTERM', 'SIGINT', 'SIGHUP'] as const;
      const hooksBefore = hooked.map((e) => process.listenerCount(e));
      const prepared = await startEmbeddedPostgres({ dataDir: dbDir, port: 0, log: () => {} });
      expect(hooked.map((e) => process.listenerCount(e))).toEqual(hooksBefore);
      await prepared.stop();

      const [dbPort, httpPort] = [await freePort(), await freePort()];
      const databaseUrl = new URL(prepared.url);
      databaseUrl.port = String(dbPort);
      run = spawnMain({ PORT: String(httpPort), DATABASE_URL: databaseUrl.toString(), GATEHOUSE_DATA_DIR: gatehouseDir });
      const base = `http://127.0.0.1:${httpPort}`;

      await run.waitFor('retrying until it is reachable');
      expect(run.stdout()).toContain(`cannot reach the database at 127.0.0.1:${dbPort}/gatehouse (DATABASE_URL): connection refused`);
      const health = await fetch(`${base}/health`);
      expect(health.status).toBe(503);
      expect(await health.json()).toEqual({ status: 'database unreachable' });

      const api = await fetch(`${base}/api/v1/users/me`, { headers: INTERNAL_CLIENT });
      expect(api.status).toBe(503);
      expect(api.headers.get('x-stack-known-error')).toBe('DATABASE_UNAVAILABLE');
      expect(api.headers.get('retry-after')).toBe('2');
      expect(api.headers.get('access-control-allow-origin')).toBe('*');
      const body = (await api.json()) as { code: string; details: { request_id: string }; error: string };
      expect(body.code).toBe('DATABASE_UNAVAILABLE');
      expect(body.details.request_id).toBe(api.headers.get('x-stack-request-id'));
      expect(body.error).toContain(`Request ID: ${body.details.request_id}`);
      expect(run.child.exitCode).toBeNull();

      // The database arrives: no restart, Gatehouse migrates, bootstraps and serves its real routes.
      db = await startEmbeddedPostgres({ dataDir: dbDir, port: dbPort, log: () => {} });
      await waitForStatus(`${base}/health`, 200, 30_000);
      await run.waitFor('Gatehouse is running');
      expect(run.stdout()).toContain('is reachable again: Gatehouse is ready');
      const signUp = await fetch(`${base}/api/v1/auth/password/sign-up`, {
        method: 'POST',
        headers: INTERNAL_CLIENT,
        body: JSON.stringify({ email: 'arrived@example.com', password: 'correct horse battery' }),
      });
      expect(signUp.status).toBe(200);
      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(0);
      expect(run.stderr()).toBe('');
    } finally {
      if (run && run.child.exitCode === null) (run.child.kill('SIGKILL'), await run.exited);
      await db?.stop();
      rmSync(dbDir, { recursive: true, force: true });
      rmSync(gatehouseDir, { recursive: true, force: true });
    }
  }, 90_000);
});
