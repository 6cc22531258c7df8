import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

// Writes .vite/route-preloads.json: for each public page's path (as the route table writes it), the
// built files its first visit needs besides the entries: the page's chunk and what it imports, its
// stylesheets and, per language, its feature's strings. The server names them in the HTML it
// answers for that path (the strings of the visitor's language), so the browser fetches them
// alongside the entry instead of after it.

export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';
export interface RoutePreloads {
  [routePath: string]: { scripts: string[]; styles: string[]; strings: Record<string, string[]> };
}

const LANGUAGES = ['zh-TW', 'en'];

/**
 * The lines of client/src/app/routes.ts open to `access`: each one's path and its page's module
 * (relative to src/), read from the path, then (within the same object) the page's import.
 */
export function routeLines(srcDir: string, access: string): { routePath: string; pageModule: string }[] {
  const routes = readFileSync(path.join(srcDir, 'app/routes.ts'), 'utf8');
  const line = new RegExp(`path: '([^']+)',\\s*access: '${access}'[^}]*?import\\('\\.\\.\\/([^']+)'\\)`, 'gs');
  return [...routes.matchAll(line)].map(([, routePath, pageModule]) => ({
    routePath: routePath!,
    pageModule: pageModule!,
  }));
}

function chunksBySource(bundle: OutputBundle): Map<string, OutputChunk> {
  const chunks = new Map<string, OutputChunk>();
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk' && output.facadeModuleId) chunks.set(output.facadeModuleId, output);
  }
  return chunks;
}

/** The chunk's file and every file it imports statically, except those the entry loads anyway. */
function staticClosure(chunk: OutputChunk, bundle: OutputBundle, loadedByEntry: Set<string>): OutputChunk[] {
  const found = new Map<string, OutputChunk>();
  const visit = (current: OutputChunk) => {
    if (found.has(current.fileName) || loadedByEntry.has(current.fileName)) return;
    found.set(current.fileName, current);
    for (const file of current.imports) {
      const next = bundle[file];
      if (next?.type === 'chunk') visit(next);
    }
  };
  visit(chunk);
  return [...found.values()];
}

export function routePreloads(): Plugin {
  let srcDir = '';
  return {
    name: 'route-preloads',
    apply: 'build',
    configResolved(config) {
      srcDir = path.join(config.root, 'src');
    },
    generateBundle(_options, bundle) {
      const chunks = chunksBySource(bundle);
      // The app's entry and the early-data script (scripts/early-data-entry.ts) both load at once.
      const entries = Object.values(bundle).filter(
        (output): output is OutputChunk => output.type === 'chunk' && output.isEntry,
      );
      const loadedByEntry = new Set<string>();
      for (const entry of entries) {
        staticClosure(entry, bundle, new Set()).forEach((chunk) => loadedByEntry.add(chunk.fileName));
      }

      const preloads: RoutePreloads = {};
      for (const { routePath, pageModule } of routeLines(srcDir, 'public')) {
        const page = chunks.get(path.join(srcDir, pageModule));
        if (!page) continue;
        const feature = /^features\/([^/]+)\//.exec(pageModule)?.[1];
        const needed = staticClosure(page, bundle, loadedByEntry);
        const strings: Record<string, string[]> = {};
        for (const language of LANGUAGES) {
          const file = feature && chunks.get(path.join(srcDir, `features/${feature}/locales/${language}.json`));
          if (file) strings[language] = [file.fileName];
        }
        preloads[routePath] = {
          scripts: needed.map((chunk) => chunk.fileName),
          styles: [...new Set(needed.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]))],
          strings,
        };
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(preloads, null, 2) });
    },
  };
}
