import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { antdFirstPaintCss } from './scripts/antd-first-paint-css.ts';
import { earlyDataEntry } from './scripts/early-data-entry.ts';
import { precompress } from './scripts/precompress.ts';
import { routePreloads } from './scripts/route-preloads.ts';

// The API server owns /api and the uploaded /media files; in dev Vite forwards them so the
// browser sees one origin, as it does in production where the server serves dist/.
const apiServer = 'http://localhost:3000';
const earlyData = earlyDataEntry();

export default defineConfig({
  plugins: [react(), antdFirstPaintCss(), earlyData.plugin, routePreloads(), precompress()],
  build: {
    outDir: 'dist',
    // The manifest lets scripts/first-page-size.mjs measure what the home page downloads.
    manifest: true,
    rolldownOptions: {
      output: {
        // Everything the entry imports travels as one file, not dozens: on a phone's connection
        // each extra file costs a round trip, six at a time. The early-data script stays apart.
        codeSplitting: { groups: [earlyData.chunkGroup, { name: 'app', tags: ['$initial'], priority: 1 }] },
      },
    },
  },
  server: {
    proxy: {
      '/api': apiServer,
      '/media': apiServer,
    },
  },
});
