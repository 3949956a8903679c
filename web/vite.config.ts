import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { workspaceSources } from '../scripts/workspace-sources.ts';

// One bundle serves the dashboard (/) and the hosted pages (/handler/*); the server falls back to
// index.html for every non-API path, and the client-side router picks the screen from the URL.
export default defineConfig({
  plugins: [react(), tailwindcss(), workspaceSources()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 1500 },
  server: { port: 8101, proxy: { '/api': 'http://localhost:8102' } },
});
