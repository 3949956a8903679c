import { defineConfig } from 'vitest/config';
import { workspaceSources } from '../scripts/workspace-sources.ts';

// Browser end-to-end tests: Debian's chromium driven by playwright-core against a real Gatehouse
// (server/src/main.ts, as `make start` runs it) on a fresh database, both started by global-setup.
export default defineConfig({
  plugins: [workspaceSources()],
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    globalSetup: ['./e2e/global-setup.ts'],
    environment: 'node',
    testTimeout: 240_000,
    hookTimeout: 120_000,
    // Two files at a time, each in its own browser context of the one shared chromium: each file
    // signs up its own dashboard users and projects. Measured on the 2-core CI machine
    // (2026-11-29): 326 s against 738 s one file at a time, all 144 tests passing.
    fileParallelism: true,
    maxWorkers: 2,
  },
});
