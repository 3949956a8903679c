import { defineConfig } from 'vitest/config';
import { workspaceSources } from '../scripts/workspace-sources.ts';

/**
 * Two projects: `unit` (fake fetch + fake timers, no server; React tests opt into happy-dom per
 * file) and `integration` (one real Gatehouse on a fresh PostgreSQL database, like server/).
 * `npx vitest run --project unit` runs without a database.
 */
export default defineConfig({
  plugins: [workspaceSources()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['test/**/*.test.ts'],
          globalSetup: ['test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: 'threads',
        },
      },
    ],
  },
});
