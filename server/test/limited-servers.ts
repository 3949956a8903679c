import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { inject } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { startGatehouse, type RunningGatehouse } from '../src/server.ts';
import { TEST_INTERNAL_KEYS, TEST_PUBLIC_URL, TEST_SERVER_ALLOWANCES } from './global-setup.ts';
import type { Headers } from './harness.ts';
import { freePort } from './main-process.ts';

/**
 * Gatehouse servers with rate limits ON, on the test run's database (the shared test server runs
 * with GATEHOUSE_RATE_LIMITS=off). Each test sets small limits on its own project, so the limits
 * of one test never touch another's.
 */

/** The settings every limited server shares with the test server: same database, keys, issuer and mailbox. */
export function sharedEnv(): Record<string, string> {
  return {
    ...inject('serverDatabaseEnv'),
    GATEHOUSE_PUBLIC_URL: TEST_PUBLIC_URL,
    GATEHOUSE_INTERNAL_CLIENT_KEY: TEST_INTERNAL_KEYS.client,
    GATEHOUSE_INTERNAL_SERVER_KEY: TEST_INTERNAL_KEYS.server,
    GATEHOUSE_INTERNAL_ADMIN_KEY: TEST_INTERNAL_KEYS.admin,
    SMTP_URL: `smtp://127.0.0.1:${inject('smtpPort')}`,
    SMTP_SENDER: 'Gatehouse Tests <noreply@gatehouse.test>',
    GATEHOUSE_EVENTS_POLL_MS: '100',
    GATEHOUSE_RATE_LIMITS: 'on',
    ...TEST_SERVER_ALLOWANCES,
  };
}

export interface LimitedServer {
  /** `http://127.0.0.1:<port>`: requests come from 127.0.0.1. */
  url: string;
  /** Its Prometheus endpoint (in-process server only). */
  metricsUrl?: string;
  close(): Promise<void>;
}

/**
 * In this process, listening on 127.0.0.1, trusting no proxy (the default), with metrics on.
 * `env` overrides settings; an empty value unsets one (e.g. the test allowances, to test a default).
 */
export async function startInProcess(env: Record<string, string> = {}): Promise<LimitedServer> {
  const config = loadConfig({ ...sharedEnv(), PORT: '0', HOST: '127.0.0.1', GATEHOUSE_METRICS_PORT: '0', ...env });
  const running: RunningGatehouse = await startGatehouse(config, (level, message, extra) => {
    if (level === 'error') process.stderr.write(`[limited gatehouse] ${message} ${JSON.stringify(extra ?? {})}\n`);
  });
  return { url: `http://127.0.0.1:${running.port}`, metricsUrl: running.metricsUrl!, close: () => running.close() };
}

/**
 * A separate server PROCESS (`src/main.ts`, as `make start` runs it), listening on every address
 * (IPv4 clients then show as `::ffff:127.0.0.1`), behind "trusted proxies" 127.0.0.1 and ::1 so
 * tests can speak for any client through X-Forwarded-For.
 */
export async function startChildProcess(env: Record<string, string> = {}): Promise<LimitedServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, '../src/main.ts')], {
    cwd: resolve(import.meta.dirname, '..'),
    env: { ...process.env, ...sharedEnv(), PORT: String(port), HOST: '::', GATEHOUSE_TRUSTED_PROXIES: '127.0.0.1, ::1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<void>((ok) => child.once('exit', () => ok()));
  await new Promise<void>((ok, fail) => {
    const timer = setInterval(() => output.includes('Gatehouse is running') && (clearInterval(timer), ok()), 50);
    child.once('exit', (code) => (clearInterval(timer), fail(new Error(`limited server exited with ${code}: ${output}`))));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A JSON POST to `server`'s API. */
export function post(server: LimitedServer, path: string, headers: Headers, body?: unknown, extra: Headers = {}): Promise<Response> {
  return fetch(`${server.url}/api/v1${path}`, {
    method: 'POST',
    headers: { ...headers, ...extra, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
