import { defineConfig } from 'vitest/config';
import { workspaceSources } from '../scripts/workspace-sources.ts';

export default defineConfig({
  plugins: [workspaceSources()],
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/close-password-hashing.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Tests share one server; each makes its own project, so files can run in parallel.
    fileParallelism: true,
    // Two files at a time even on 2 cores (vitest's default there is one): most of a file's time is
    // waiting on PostgreSQL, child servers and timers, not CPU. Measured on the 2-core CI machine
    // (2026-11-29): 414 s against 1,062-1,099 s with one worker, all 2,467 tests passing.
    maxWorkers: 2,
    pool: 'threads',
  },
});
