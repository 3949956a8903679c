import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './main-process.ts';

export interface PgBouncer {
  /** `url` with the pooler's host and port: the same database, reached through PgBouncer. */
  pooled(url: string): string;
  stop(): Promise<void>;
}

/**
 * Debian's PgBouncer in TRANSACTION mode in front of `serverUrl`'s PostgreSQL, for `make
 * test-pgbouncer` (the suite's key flows with the test server's DATABASE_URL going through it)
 * and test/pgbouncer.test.ts (the short check in `make test`).
 * Every database of that server is reachable (`* =`), with the URL's user and password. As root it
 * runs as `postgres` (PgBouncer refuses root).
 */
export async function startPgBouncer(serverUrl: string): Promise<PgBouncer> {
  const server = new URL(serverUrl);
  const user = decodeURIComponent(server.username);
  const password = decodeURIComponent(server.password);
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'gatehouse-pgbouncer-'));
  chmodSync(dir, 0o777);
  writeFileSync(join(dir, 'userlist.txt'), `"${user}" "${password}"\n`, { mode: 0o644 });
  writeFileSync(
    join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `* = host=${server.hostname} port=${server.port || 5432}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = md5',
      `auth_file = ${join(dir, 'userlist.txt')}`,
      'pool_mode = transaction',
      // Small on purpose: many clients share few server connections, so a statement meant for one
      // session lands on another's connection (what breaks named prepared statements and LISTEN).
      'default_pool_size = 10',
      'max_client_conn = 1000',
      // The suite drops its database at the end; idle server connections would hold it.
      'server_idle_timeout = 5',
      '',
    ].join('\n'),
    { mode: 0o644 },
  );
  const asRoot = process.getuid?.() === 0;
  // Debian installs it in /usr/sbin, which a non-root PATH may lack.
  const binary = process.env.PGBOUNCER_PATH || (existsSync('/usr/sbin/pgbouncer') ? '/usr/sbin/pgbouncer' : 'pgbouncer');
  const child: ChildProcess = spawn(binary, [...(asRoot ? ['-u', 'postgres'] : []), join(dir, 'pgbouncer.ini')], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const spawned = new Promise<void>((_, fail) => {
    child.once('error', (e) => fail(new Error(`pgbouncer could not start (apt-get install -y pgbouncer): ${e.message}`)));
    child.once('exit', (code) => fail(new Error(`pgbouncer exited with ${code}: ${output}`)));
  });
  const pooled = (url: string) => {
    const u = new URL(url);
    u.hostname = '127.0.0.1';
    u.port = String(port);
    return u.toString();
  };
  // Ready once a connection through it answers.
  await Promise.race([spawned, waitForAnswer(pooled(serverUrl))]);
  return {
    pooled,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((ok) => child.once('exit', ok));
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function waitForAnswer(url: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const c = new pg.Client({ connectionString: url });
    c.on('error', () => {});
    try {
      await c.connect();
      await c.query('select 1');
      return;
    } catch (e) {
      if (Date.now() > deadline) throw new Error(`pgbouncer did not answer within 15 s: ${(e as Error).message}`);
      await new Promise((r) => setTimeout(r, 100));
    } finally {
      await c.end().catch(() => {});
    }
  }
}

