import path from 'node:path';
import type { Plugin } from 'vite';

// `vite build` also builds src/entry-server.tsx, the buyer pages' renderer the API server loads
// (issue 32), into <outDir>/.ssr/entry-server.js: next to the client it renders for, so a build
// made elsewhere (`--outDir scratch`, the e2e builds) carries its own. Only when building: the dev
// server and the tests (which reuse this config) keep Vite's defaults.

export const SERVER_ENTRY = 'src/entry-server.tsx';
export const SERVER_OUT_DIR = '.ssr';

export function serverEntry(): Plugin {
  return {
    name: 'server-entry',
    apply: 'build',
    config(config) {
      const clientOutDir = config.build?.outDir ?? 'dist';
      return {
        // One `vite build` builds both, the client first: emptying its folder must not remove this one's.
        builder: {
          async buildApp(builder) {
            await builder.build(builder.environments.client!);
            await builder.build(builder.environments.ssr!);
          },
        },
        environments: {
          ssr: {
            // Everything bundled: React, antd and the router come from the same sources as the
            // client's, with no Node module resolution of packages meant for a bundler.
            resolve: { noExternal: true },
            // The production React and rc-util whatever NODE_ENV the server runs with (the e2e
            // server runs in development, tests in test): another build would render other ids.
            define: { 'process.env.NODE_ENV': JSON.stringify('production') },
            build: {
              ssr: SERVER_ENTRY,
              outDir: path.join(clientOutDir, SERVER_OUT_DIR),
              emptyOutDir: true,
              copyPublicDir: false,
              manifest: false,
              minify: false,
              sourcemap: true,
            },
          },
        },
      };
    },
  };
}
