import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { workspaceSources } from '../scripts/workspace-sources.ts';

// Component tests: jsdom, Testing Library, no network. The browser end-to-end tests live in e2e/
// and have their own config (vitest.e2e.config.ts).
//
// Two projects: the React components (*.test.tsx) render in jsdom with Testing Library's set-up;
// the plain logic tests (*.test.ts: rules, parsers, URL state, colours) need no DOM and run in
// node, which spares each of those files a jsdom window and the Testing Library imports (about a
// second per file on a loaded 2-core machine, half the suite's time before).
const shared = { plugins: [react(), workspaceSources()] };
export default defineConfig({
  ...shared,
  test: {
    // Each project states its own options: inline projects do not inherit the root's test options.
    projects: [
      {
        ...shared,
        test: {
          name: 'components',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['./src/test/setup.ts'],
          css: false,
          testTimeout: 15_000,
        },
      },
      {
        ...shared,
        test: {
          name: 'logic',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          // The app's i18n instance (English), as main.tsx and the component set-up load it.
          setupFiles: ['./src/test/setup-logic.ts'],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
