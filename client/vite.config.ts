import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { antdFirstPaintCss } from './scripts/antd-first-paint-css.ts';
import { antdUnusedCode } from './scripts/antd-unused-code.ts';
import { backOfficePreloads } from './scripts/back-office-preloads.ts';
import { earlyDataEntry } from './scripts/early-data-entry.ts';
import { homePageParts } from './scripts/home-page-parts.ts';
import { precompress } from './scripts/precompress.ts';
import { routePreloads } from './scripts/route-preloads.ts';
import { serverEntry } from './scripts/server-entry.ts';

// The API server owns /api and the uploaded /media files; in dev Vite forwards them so the
// browser sees one origin, as it does in production where the server serves dist/.
const apiServer = 'http://localhost:3000';
const earlyData = earlyDataEntry();
const homeParts = homePageParts();
const backOffice = backOfficePreloads();

/** A plugin for the browser's build only (not the server renderer's, scripts/server-entry.ts). */
const clientOnly = (plugin: Plugin): Plugin => ({
  ...plugin,
  applyToEnvironment: (environment) => environment.name === 'client',
});

export default defineConfig({
  plugins: [
    react(),
    antdUnusedCode(),
    // Empty outside the browser's build: a page rendered on the server carries no stylesheet.
    antdFirstPaintCss(),
    clientOnly(earlyData.plugin),
    clientOnly(homeParts.plugin),
    clientOnly(routePreloads()),
    clientOnly(backOffice.plugin),
    clientOnly(precompress()),
    serverEntry(),
  ],
  build: {
    outDir: 'dist',
  },
  environments: {
    client: {
      build: {
        // The manifest lets scripts/first-page-size.mjs measure what the home page downloads.
        manifest: true,
        modulePreload: { resolveDependencies: backOffice.resolveDependencies },
        rolldownOptions: {
          output: {
            // Everything the entry imports travels as one file, not dozens: on a phone's connection
            // each extra file costs a round trip, six at a time. The early-data script stays apart;
            // the home page's parts travel together (scripts/home-page-parts.ts).
            codeSplitting: {
              groups: [earlyData.chunkGroup, { name: 'app', tags: ['$initial'], priority: 1 }, homeParts.chunkGroup],
            },
          },
        },
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
