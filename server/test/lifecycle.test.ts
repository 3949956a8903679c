import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './main-process.ts';

/**
 * `make start` as a person runs it: a separate process with an embedded PostgreSQL in its data
 * dir. SIGTERM must drain and stop the database cleanly; /health must follow the database.
 */
function startMain(dataDir: string, port: number, pgPort: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, '../src/main.ts')], {
    cwd: resolve(import.meta.dirname, '..'),
    // Rate limits off: the drain check signs one account in 24 times at once, more attempts in
    // flight than password_failures_per_account admits (test/rate-limits.test.ts covers that).
    env: { ...process.env, DATABASE_URL: '', PORT: String(port), HOST: '127.0.0.1', GATEHOUSE_DATA_DIR: dataDir, GATEHOUSE_EMBEDDED_PG_PORT: String(pgPort), GATEHOUSE_RATE_LIMITS: 'off' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const ready = new Promise<void>((ok, fail) => {
    const timer = setInterval(() => output.includes('Gatehouse is running') && (clearInterval(timer), ok()), 50);
    child.once('exit', (code) => (clearInterval(timer), fail(new Error(`exited with ${code}: ${output}`))));
  });
  const exited = new Promise<number | null>((ok) => child.once('exit', (code) => ok(code)));
  return { child, ready, exited, output: () => output };
}

/** A POST on its own connection: `sent` once the whole request is handed to the kernel, `status` at the end. */
function postOnFreshConnection(url: string, headers: Record<string, string>, body: string): { sent: Promise<void>; status: Promise<number> } {
  let sent!: () => void;
  const sentPromise = new Promise<void>((ok) => (sent = ok));
  const status = new Promise<number>((resolve, reject) => {
    const req = request(url, { method: 'POST', headers, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('finish', () => sent());
    req.on('error', reject);
    req.end(body);
  });
  return { sent: sentPromise, status };
}

/** A data dir whose PostgreSQL files stay inside it (as root, the postgres account may enter it). */
function dataDirWithClusterInside(): string {
  const dir = mkdtempSync(join(tmpdir(), 'gatehouse-life-'));
  chmodSync(dir, 0o711);
  return dir;
}

describe('server lifecycle with embedded PostgreSQL', () => {
  it('prints its URLs and key, answers /health, and stops cleanly on SIGTERM', async () => {
    const dataDir = dataDirWithClusterInside();
    // Both ports chosen by the OS: a guessed range once met a port another program held.
    const [port, pgPort] = [await freePort(), await freePort()];
    try {
      const run = startMain(dataDir, port, pgPort);
      await run.ready;
      expect(run.output()).toContain(`/api/v1/docs`);
      expect(run.output()).toMatch(/Internal project publishable client key: pck_[0-9a-z]{45}/);
      expect(run.output()).toContain(`Internal keys: ${join(dataDir, 'internal-keys.json')}`);
      const health = await fetch(`http://127.0.0.1:${port}/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok' });
      expect(existsSync(join(dataDir, 'pg', 'postmaster.pid'))).toBe(true);

      // Drain: requests in flight when SIGTERM arrives still get their answers. Password
      // sign-ins queue on argon2id, so a burst keeps the server busy well past the signal.
      const base = `http://127.0.0.1:${port}/api/v1`;
      const headers = { 'content-type': 'application/json', 'x-stack-project-id': 'internal', 'x-stack-access-type': 'client' };
      const credentials = JSON.stringify({ email: 'drain@example.com', password: 'correct horse battery' });
      expect((await fetch(`${base}/auth/password/sign-up`, { method: 'POST', headers, body: credentials })).status).toBe(200);
      // Each on its own connection: a reused keep-alive socket that the server closes as idle at
      // the signal would carry a request the server never received (not an in-flight one).
      const inFlight = Array.from({ length: 24 }, () => postOnFreshConnection(`${base}/auth/password/sign-in`, headers, credentials));
      // In flight means sent: on a busy machine the client itself can take longer than a fixed
      // pause to open 24 connections, and one not yet opened when the port closes is refused.
      await Promise.all(inFlight.map((r) => r.sent));
      run.child.kill('SIGTERM');
      expect(await Promise.all(inFlight.map((r) => r.status))).toEqual(Array(24).fill(200));
      expect(await run.exited).toBe(0);
      // The embedded PostgreSQL was shut down, not orphaned.
      expect(existsSync(join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);

      // A second start reuses the data and the generated internal keys.
      const keyLine = /publishable client key: (\S+)/.exec(run.output())![1];
      const again = startMain(dataDir, port, pgPort);
      await again.ready;
      expect(again.output()).toContain(keyLine);
      again.child.kill('SIGTERM');
      expect(await again.exited).toBe(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);

  it('answers /health with 503 while the database is unreachable', async () => {
    const dataDir = dataDirWithClusterInside();
    const [port, pgPort] = [await freePort(), await freePort()];
    try {
      const run = startMain(dataDir, port, pgPort);
      await run.ready;
      const postmasterPid = Number(readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
      process.kill(postmasterPid, 'SIGKILL');
      let status = 0;
      for (let i = 0; i < 50 && status !== 503; i++) {
        status = (await fetch(`http://127.0.0.1:${port}/health`)).status;
        if (status !== 503) await new Promise((r) => setTimeout(r, 100));
      }
      expect(status).toBe(503);
      run.child.kill('SIGKILL');
      await run.exited;
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
