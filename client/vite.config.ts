import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { earlyDataEntry } from './scripts/early-data-entry.ts';
import { precompress } from './scripts/precompress.ts';
import { routePreloads } from './scripts/route-preloads.ts';

// The API server owns /api and the uploaded /media files; in dev Vite forwards them so the
// browser sees one origin, as it does in production where the server serves dist/.
const apiServer = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), earlyDataEntry(), routePreloads(), precompress()],
  // The manifest lets scripts/first-page-size.mjs measure what the home page downloads.
  build: { outDir: 'dist', manifest: true },
  server: {
    proxy: {
      '/api': apiServer,
      '/media': apiServer,
    },
  },
});
