import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { createTestDatabase, type TestDatabase } from '../../server/test/test-database.ts';
import { LAUNCH_OPTIONS } from './browser.ts';
import { startGatehouseProcess, type GatehouseProcess } from './gatehouse-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The test server's database: a test may start a second Gatehouse on it (gatehouse-process.ts). */
    databaseUrl: string;
    /** The run's one chromium (browser.ts `launch()` connects to it). */
    browserWsEndpoint: string;
  }
}

const webDir = fileURLToPath(new URL('..', import.meta.url));

let db: TestDatabase | undefined;
let server: GatehouseProcess | undefined;
let chromiumServer: BrowserServer | undefined;

/** Builds the bundle when missing, then starts Gatehouse exactly as `make start` does, on a fresh database. */
export async function setup(project: TestProject) {
  if (!existsSync(join(webDir, 'dist', 'index.html'))) {
    const build = spawnSync('npx', ['vite', 'build'], { cwd: webDir, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('vite build failed');
  }
  db = await createTestDatabase();
  // GATEHOUSE_RATE_LIMITS=off: the browser tests sign up and sign in many users from one address.
  // Webhook retries after 1 s and 1 s: the Webhooks page's test shows a failing endpoint within seconds.
  server = await startGatehouseProcess(db.url, { GATEHOUSE_RATE_LIMITS: 'off', GATEHOUSE_WEBHOOK_RETRY_SCHEDULE: '1,1', GATEHOUSE_WEBHOOK_POLL_MS: '200' });
  chromiumServer = await chromium.launchServer(LAUNCH_OPTIONS());
  project.provide('browserWsEndpoint', chromiumServer.wsEndpoint());
  project.provide('baseUrl', server.baseUrl);
  project.provide('databaseUrl', db.url);
}

export async function teardown() {
  await chromiumServer?.close();
  await server?.stop();
  await db?.drop();
}
