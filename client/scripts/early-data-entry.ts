import path from 'node:path';
import type { Plugin } from 'vite';

// Builds src/app/early-data.ts as an entry of its own and names it first in index.html, so the
// browser runs it before the app's entry: the first page's data is requested alongside the code.

const SOURCE = 'src/app/early-data.ts';

export function earlyDataEntry(): Plugin {
  let source = '';
  let building = false;
  return {
    name: 'early-data-entry',
    configResolved(config) {
      source = path.join(config.root, SOURCE);
      building = config.command === 'build';
    },
    buildStart() {
      if (building) this.emitFile({ type: 'chunk', id: source, name: 'early-data' });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const built = bundle
          ? Object.values(bundle).find((output) => output.type === 'chunk' && output.facadeModuleId === source)
          : undefined;
        if (bundle && (!built || built.type !== 'chunk')) throw new Error(`${SOURCE} was not built`);
        // Its imports are fetched at once too, not once the script has arrived and named them.
        const imports = built?.type === 'chunk' ? built.imports.filter((file) => !html.includes(`/${file}"`)) : [];
        return [
          {
            tag: 'script',
            attrs: { type: 'module', crossorigin: true, src: built ? `/${built.fileName}` : `/${SOURCE}` },
            injectTo: 'head-prepend',
          },
          ...imports.map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}
