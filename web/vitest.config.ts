import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { workspaceSources } from '../scripts/workspace-sources.ts';

// Component tests: jsdom, Testing Library, no network. The browser end-to-end tests live in e2e/
// and have their own config (vitest.e2e.config.ts).
export default defineConfig({
  plugins: [react(), workspaceSources()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    testTimeout: 15_000,
  },
});
