import path from 'node:path';
import type { Plugin } from 'vite';
import { collectStaticClosure, type ChunkGroup } from './module-closure.ts';

// Builds src/app/early-data.ts as an entry of its own and names it first in index.html, so the
// browser runs it before the app's entry: the first page's data is requested alongside the code.
// Its modules form one small chunk of their own (`chunkGroup`): were they merged into the app's
// code, the first requests would wait for all of it.

const SOURCE = 'src/app/early-data.ts';

export function earlyDataEntry(): { plugin: Plugin; chunkGroup: ChunkGroup } {
  let source = '';
  let building = false;
  // The early-data script and every module it imports, known once the module graph is built.
  const closure = new Set<string>();
  const plugin: Plugin = {
    name: 'early-data-entry',
    configResolved(config) {
      source = path.join(config.root, SOURCE);
      building = config.command === 'build';
    },
    buildStart() {
      closure.clear();
      if (building) this.emitFile({ type: 'chunk', id: source, name: 'early-data' });
    },
    buildEnd() {
      if (building) collectStaticClosure(this, source, closure);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const built = bundle
          ? Object.values(bundle).find((output) => output.type === 'chunk' && output.facadeModuleId === source)
          : undefined;
        if (bundle && (!built || built.type !== 'chunk')) throw new Error(`${SOURCE} was not built`);
        // Its imports are fetched at once too, not once the script has arrived and named them. The
        // script and those preloads are marked for the server, which keeps them first on a page it
        // rendered, where the app's other code starts later (lib/app-code.ts); Vite may already have
        // named an import for the app's entry, in a tag without the mark.
        const imports = built?.type === 'chunk' ? built.imports : [];
        const unmarked = imports.reduce(
          (page, file) => page.replace(`<link rel="modulepreload" crossorigin href="/${file}">`, ''),
          html,
        );
        const tags = [
          {
            tag: 'script',
            attrs: {
              type: 'module',
              crossorigin: true,
              src: built ? `/${built.fileName}` : `/${SOURCE}`,
              'data-early': true,
            },
            injectTo: 'head-prepend' as const,
          },
          ...imports.map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}`, 'data-early': true },
            injectTo: 'head-prepend' as const,
          })),
        ];
        return { html: unmarked, tags };
      },
    },
  };
  return { plugin, chunkGroup: { name: 'early-data', test: (id) => closure.has(id), priority: 2 } };
}
