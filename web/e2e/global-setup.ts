import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { createTestDatabase, type TestDatabase } from '../../server/test/test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const webDir = fileURLToPath(new URL('..', import.meta.url));
const serverDir = fileURLToPath(new URL('../../server/', import.meta.url));

let db: TestDatabase | undefined;
let server: ChildProcess | undefined;
let dataDir: string | undefined;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, output: () => string, deadlineMs = 60_000) {
  const until = Date.now() + deadlineMs;
  while (Date.now() < until) {
    if (server?.exitCode !== null && server?.exitCode !== undefined) throw new Error(`Gatehouse exited early:\n${output()}`);
    try {
      const res = await fetch(`${url}/health`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Gatehouse did not become healthy in time:\n${output()}`);
}

/** Builds the bundle when missing, then starts Gatehouse exactly as `make start` does, on a fresh database. */
export async function setup(project: TestProject) {
  if (!existsSync(join(webDir, 'dist', 'index.html'))) {
    const build = spawnSync('npx', ['vite', 'build'], { cwd: webDir, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('vite build failed');
  }
  db = await createTestDatabase();
  dataDir = mkdtempSync(join(tmpdir(), 'gatehouse-e2e-'));
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  let log = '';
  // No SMTP server: the project's mail lands in the development inbox, which the test reads.
  const { SMTP_URL: _ignored, ...env } = process.env;
  server = spawn('npx', ['tsx', 'src/main.ts'], {
    cwd: serverDir,
    // GATEHOUSE_RATE_LIMITS=off: the browser tests sign up and sign in many users from one address.
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: db.url, GATEHOUSE_DATA_DIR: dataDir, GATEHOUSE_PUBLIC_URL: baseUrl, GATEHOUSE_RATE_LIMITS: 'off' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  server.stdout?.on('data', (d) => (log += d));
  server.stderr?.on('data', (d) => {
    log += d;
    process.stderr.write(`[gatehouse] ${d}`);
  });
  await waitForHealth(baseUrl, () => log);
  project.provide('baseUrl', baseUrl);
}

export async function teardown() {
  if (server?.pid && server.exitCode === null) {
    const exited = new Promise((r) => server!.once('exit', r));
    process.kill(-server.pid, 'SIGTERM'); // the whole group: npx and the tsx/node child it started
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  }
  await db?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
