import { describe, expect, it } from 'vitest';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { freePort, occupy, spawnMain, waitForStatus, type MainProcess } from './main-process.ts';

/**
 * `make start` on a fresh machine (issue 9 §1), with the embedded PostgreSQL and the real
 * `src/main.ts`:
 * - from a clone inside a private (0700) folder. As root (CI, a fresh VM or container) PostgreSQL
 *   must run as an unprivileged account that cannot enter that folder; as an ordinary user the
 *   same test checks the plain path, where everything stays in the data dir;
 * - a second instance on the same machine while the default port 54329 is taken;
 * - a restart, which finds the same data on the same port.
 */
const asRoot = process.getuid?.() === 0;
const DEFAULT_PG_PORT = 54329;

interface RememberedState {
  port: number;
  cluster?: string;
}
const stateOf = (dataDir: string) => JSON.parse(readFileSync(join(dataDir, 'embedded-postgres.json'), 'utf8')) as RememberedState;
const internalKeyOf = (run: MainProcess) => /publishable client key: (\S+)/.exec(run.stdout())?.[1];

/** Asks the embedded PostgreSQL itself, with the credentials the data dir keeps. */
async function queryEmbedded(dataDir: string): Promise<{ user: string; tables: number }> {
  const password = readFileSync(join(dataDir, 'pg-password'), 'utf8').trim();
  const client = new pg.Client({ host: '127.0.0.1', port: stateOf(dataDir).port, user: 'gatehouse', password, database: 'gatehouse' });
  await client.connect();
  try {
    const { rows } = await client.query<{ user: string; tables: string }>(
      "select current_user as user, (select count(*) from information_schema.tables where table_schema = 'public') as tables",
    );
    return { user: rows[0].user, tables: Number(rows[0].tables) };
  } finally {
    await client.end();
  }
}

const alive = (pid: number) => {
  try {
    return process.kill(pid, 0);
  } catch {
    return false;
  }
};

/** SIGINT (PostgreSQL's fast shutdown) and wait up to 10 s for it to go. */
async function stopProcess(pid: number): Promise<void> {
  if (!(pid > 0) || !alive(pid)) return;
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100 && alive(pid); i++) await new Promise((r) => setTimeout(r, 100));
}

async function stop(run: MainProcess): Promise<void> {
  if (run.child.exitCode !== null) return;
  run.child.kill('SIGTERM');
  expect(await run.exited).toBe(0);
}

describe('make start with the embedded PostgreSQL', () => {
  it('comes up from a private folder and beside a second instance while port 54329 is taken; a restart keeps data and port', async () => {
    const scratch = mkdtempSync(join(tmpdir(), 'gatehouse-start-'));
    // Open to every account (like /srv or a volume) except the private tree below it.
    chmodSync(scratch, 0o711);
    // A clone in a private tree, like /root/x with /root at 0700.
    const privateHome = join(scratch, 'home');
    mkdirSync(privateHome, { mode: 0o700 });
    chmodSync(privateHome, 0o700);
    const privateDataDir = join(privateHome, 'clone', '.data');
    const otherDataDir = join(scratch, 'other-checkout', '.data');
    // The default port is taken (by this test, or already by another program): both must pick others.
    const holder = await occupy(DEFAULT_PG_PORT);
    const [portA, portB] = [await freePort(), await freePort()];
    const runs: MainProcess[] = [];
    try {
      const a = spawnMain({ PORT: String(portA), GATEHOUSE_DATA_DIR: privateDataDir });
      const b = spawnMain({ PORT: String(portB), GATEHOUSE_DATA_DIR: otherDataDir });
      runs.push(a, b);
      await Promise.all([a.waitFor('Gatehouse is running', 60_000), b.waitFor('Gatehouse is running', 60_000)]);

      for (const port of [portA, portB]) {
        const health = await fetch(`http://127.0.0.1:${port}/health`);
        expect(health.status).toBe(200);
        expect(await health.json()).toEqual({ status: 'ok' });
        expect((await fetch(`http://127.0.0.1:${port}/api/v1`)).status).toBe(200);
      }
      const [stateA, stateB] = [stateOf(privateDataDir), stateOf(otherDataDir)];
      // The checkout in an open folder keeps its files in its data dir, root or not.
      expect(stateB.cluster).toBeUndefined();
      expect(existsSync(join(otherDataDir, 'pg', 'PG_VERSION'))).toBe(true);
      expect(stateA.port).not.toBe(DEFAULT_PG_PORT);
      expect(stateB.port).not.toBe(DEFAULT_PG_PORT);
      expect(stateA.port).not.toBe(stateB.port);
      expect(a.stdout()).toContain(`port ${DEFAULT_PG_PORT} is in use`);
      expect(a.stdout()).toContain(`embedded PostgreSQL on 127.0.0.1:${stateA.port}`);

      // Where the private instance keeps its files, and as whom PostgreSQL runs.
      const clusterA = stateA.cluster ?? join(privateDataDir, 'pg');
      expect(a.stdout()).toContain(`files in ${clusterA}`);
      if (asRoot) {
        // The postgres account cannot enter the private tree, which is left exactly as it was.
        expect(clusterA.startsWith('/var/lib/gatehouse/clusters/')).toBe(true);
        expect(statSync(privateHome).mode & 0o777).toBe(0o700);
        expect(statSync(clusterA).uid).not.toBe(0);
      } else {
        expect(stateA.cluster).toBeUndefined();
        expect(statSync(clusterA).uid).toBe(process.getuid!());
      }
      expect(existsSync(join(clusterA, 'PG_VERSION'))).toBe(true);
      const seen = await queryEmbedded(privateDataDir);
      expect(seen.user).toBe('gatehouse');
      expect(seen.tables).toBeGreaterThan(5); // migrated

      // A second Gatehouse on the same data dir is refused in one line, and harms nothing.
      const third = spawnMain({ PORT: String(await freePort()), GATEHOUSE_DATA_DIR: privateDataDir });
      expect(await third.exited).toBe(1);
      expect(third.stderr().trim()).toMatch(/^Gatehouse could not start: another Gatehouse \(pid \d+\) is running on the data dir .*GATEHOUSE_DATA_DIR\.$/);
      expect((await fetch(`http://127.0.0.1:${portA}/health`)).status).toBe(200);

      // Restart: the same cluster, on the same (remembered, still free) port, with the same data.
      const keyBefore = internalKeyOf(a);
      await stop(a);
      const again = spawnMain({ PORT: String(portA), GATEHOUSE_DATA_DIR: privateDataDir });
      runs.push(again);
      await again.waitFor('Gatehouse is running', 60_000);
      expect(stateOf(privateDataDir)).toMatchObject({ port: stateA.port, ...(stateA.cluster ? { cluster: stateA.cluster } : {}) });
      expect(again.stdout()).not.toContain('creating the embedded PostgreSQL');
      expect(internalKeyOf(again)).toBe(keyBefore);
      await waitForStatus(`http://127.0.0.1:${portA}/health`, 200);
    } finally {
      await Promise.all(runs.map((r) => (r.child.exitCode === null ? (r.child.kill('SIGTERM'), r.exited) : undefined)));
      holder?.close();
      // A cluster kept outside the data dir (root in a private folder) goes too.
      for (const dataDir of [privateDataDir, otherDataDir]) {
        const cluster = existsSync(join(dataDir, 'embedded-postgres.json')) ? stateOf(dataDir).cluster : undefined;
        if (cluster) rmSync(dirname(cluster), { recursive: true, force: true });
      }
      rmSync(scratch, { recursive: true, force: true });
    }
  }, 120_000);

  // Issue 19 item 20: the port check ran before the leftover cleanup, so with the port set a
  // restart after a crash was refused as "port in use" by its own orphaned PostgreSQL.
  it('with GATEHOUSE_EMBEDDED_PG_PORT set, a restart after kill -9 stops the leftover PostgreSQL and comes up; a port another program holds is still refused', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'gatehouse-crash-'));
    chmodSync(dataDir, 0o711); // as root, the postgres account keeps its files inside it
    const [port, pgPort] = [await freePort(), await freePort()];
    const env = { PORT: String(port), GATEHOUSE_DATA_DIR: dataDir, GATEHOUSE_EMBEDDED_PG_PORT: String(pgPort) };
    const runs: MainProcess[] = [];
    try {
      const first = spawnMain(env);
      runs.push(first);
      await first.waitFor('Gatehouse is running', 60_000);
      const keyBefore = internalKeyOf(first);
      const leftover = Number(readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
      first.child.kill('SIGKILL');
      await first.exited;
      // The crash left the database running on the asked-for port.
      expect(() => process.kill(leftover, 0)).not.toThrow();
      expect(await occupy(pgPort)).toBeNull();

      const again = spawnMain(env);
      runs.push(again);
      await again.waitFor('Gatehouse is running', 60_000);
      expect(again.stdout()).toContain(`stopping the embedded PostgreSQL (pid ${leftover}) left running by a Gatehouse that was killed`);
      expect(again.stdout()).toContain(`embedded PostgreSQL on 127.0.0.1:${pgPort}`);
      expect(internalKeyOf(again)).toBe(keyBefore);
      await waitForStatus(`http://127.0.0.1:${port}/health`, 200);
      await stop(again);

      // Another program on the port (not this data dir's PostgreSQL): the one-line refusal, and
      // the existing cluster is left alone.
      const holder = await occupy(pgPort);
      expect(holder).not.toBeNull();
      try {
        const refused = spawnMain(env);
        runs.push(refused);
        expect(await refused.exited).toBe(1);
        expect(refused.stderr().trim()).toBe(
          `Gatehouse could not start: port ${pgPort} for the embedded PostgreSQL (GATEHOUSE_EMBEDDED_PG_PORT) is already in use by another program. Set GATEHOUSE_EMBEDDED_PG_PORT to a free port, or unset it and Gatehouse picks one.`,
        );
        expect(existsSync(join(dataDir, 'pg', 'PG_VERSION'))).toBe(true);
      } finally {
        holder?.close();
      }
    } finally {
      await Promise.all(runs.map((r) => (r.child.exitCode === null ? (r.child.kill('SIGTERM'), r.exited) : undefined)));
      // A failed run would leave the crashed instance's PostgreSQL behind: stop it (fast shutdown).
      const pidFile = join(dataDir, 'pg', 'postmaster.pid');
      if (existsSync(pidFile)) await stopProcess(Number(readFileSync(pidFile, 'utf8').split('\n')[0]));
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
