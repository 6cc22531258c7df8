import path from 'node:path';
import type { Plugin } from 'vite';
import { collectStaticClosure, type ChunkGroup } from './module-closure.ts';

// The home page's own modules travel as one file (issue 32, decisions/086): split by which pages
// share them, they were 16 files of 0.2–3 kB, each a request and ~0.6 kB of headers on a phone's
// first visit. The group holds the app's own modules the home page imports and, as the bundler adds
// them, the library code those need that the entry has not; the entry's modules stay in the entry.
// Other pages using some of them (the catalogue's cards, the pager, the load error) fetch the
// whole file, usually already cached from the home page, where most visits start.

const SOURCE = 'src/features/catalogue/pages/home-page.tsx';

export function homePageParts(): { plugin: Plugin; chunkGroup: ChunkGroup } {
  let source = '';
  let srcDir = '';
  let building = false;
  const closure = new Set<string>();
  const plugin: Plugin = {
    name: 'home-page-parts',
    configResolved(config) {
      source = path.join(config.root, SOURCE);
      srcDir = path.join(config.root, 'src') + path.sep;
      building = config.command === 'build';
    },
    buildStart() {
      closure.clear();
    },
    buildEnd() {
      if (!building) return;
      // Only through the app's own modules: a library's index names all of its parts.
      collectStaticClosure(this, source, closure, (id) => id.startsWith(srcDir));
      // The page itself stays the file the route table imports and the server lists.
      closure.delete(source);
    },
  };
  return { plugin, chunkGroup: { name: 'home-parts', test: (id) => closure.has(id) } };
}
