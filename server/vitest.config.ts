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
    pool: 'threads',
  },
});
