import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../server/test/main-process.ts';

const serverDir = fileURLToPath(new URL('../../server/', import.meta.url));

export interface GatehouseProcess {
  baseUrl: string;
  stop(): Promise<void>;
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string, deadlineMs = 60_000) {
  const until = Date.now() + deadlineMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`Gatehouse exited early:\n${output()}`);
    try {
      const res = await fetch(`${url}/health`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`Gatehouse did not become healthy in time:\n${output()}`);
}

/**
 * Gatehouse started exactly as `make start` does (`server/src/main.ts` in its own process, its
 * own data dir) on `databaseUrl`, serving the built dashboard. No SMTP server: mail lands in the
 * development inbox, which the tests read. `env` adds settings (e.g. GATEHOUSE_RATE_LIMITS).
 */
/**
 * The browser tests sign up many dashboard users and point project SMTP settings at a receiver on
 * 127.0.0.1; both are refused by default (GATEHOUSE_DASHBOARD_SIGN_UP=first, no private outbound).
 */
const TEST_ALLOWANCES = { GATEHOUSE_DASHBOARD_SIGN_UP: 'open', GATEHOUSE_OUTBOUND_ALLOW_PRIVATE: '127.0.0.0/8, ::1' };

export async function startGatehouseProcess(databaseUrl: string, env: Record<string, string> = {}): Promise<GatehouseProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gatehouse-e2e-'));
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  let log = '';
  const { SMTP_URL: _ignored, ...inherited } = process.env;
  const child = spawn('npx', ['tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...inherited, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, GATEHOUSE_DATA_DIR: dataDir, GATEHOUSE_PUBLIC_URL: baseUrl, ...TEST_ALLOWANCES, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => {
    log += d;
    process.stderr.write(`[gatehouse] ${d}`);
  });
  const stop = async () => {
    if (child.pid && child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      process.kill(-child.pid, 'SIGTERM'); // the whole group: npx and the tsx/node child it started
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child, () => log);
  } catch (e) {
    await stop();
    throw e;
  }
  return { baseUrl, stop };
}
