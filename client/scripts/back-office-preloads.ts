import path from 'node:path';
import type { Plugin, ResolveModulePreloadDependenciesFn } from 'vite';
import { routeLines } from './route-preloads.ts';

// Vite writes, next to each `import()` of the route table, the list of every file that page needs,
// so a navigation fetches them all at once: the lists of the 38 back-office pages are ~40 % of the
// entry's, downloaded by every phone on its first visit (decisions/086). Those pages fetch only their
// own file and its stylesheets at once, and the files it imports once it has arrived: a round trip
// or two more, on an admin's connection, the first time each is opened.

const BACK_OFFICE_FRAME = 'app/layout/admin-layout.tsx';

export function backOfficePreloads(): { plugin: Plugin; resolveDependencies: ResolveModulePreloadDependenciesFn } {
  let srcDir = '';
  // The built files of the back office's pages and frame, known once the bundle is written.
  const backOfficeFiles = new Set<string>();
  const plugin: Plugin = {
    name: 'back-office-preloads',
    apply: 'build',
    configResolved(config) {
      srcDir = path.join(config.root, 'src');
    },
    generateBundle: {
      // Before Vite's own step writes the lists (resolveDependencies below).
      order: 'pre',
      handler(_options, bundle) {
        backOfficeFiles.clear();
        const modules = new Set(
          [...routeLines(srcDir, 'admin').map((line) => line.pageModule), BACK_OFFICE_FRAME].map((module) =>
            path.join(srcDir, module),
          ),
        );
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk' && output.facadeModuleId && modules.has(output.facadeModuleId)) {
            backOfficeFiles.add(output.fileName);
          }
        }
        if (backOfficeFiles.size < modules.size) {
          this.error(`back-office-preloads found ${backOfficeFiles.size} of the ${modules.size} back-office files`);
        }
      },
    },
  };
  // Stylesheets are not asked about: Vite keeps them, so a page is never drawn without its styles.
  const resolveDependencies: ResolveModulePreloadDependenciesFn = (file, dependencies) =>
    backOfficeFiles.has(file) ? [] : dependencies;
  return { plugin, resolveDependencies };
}
