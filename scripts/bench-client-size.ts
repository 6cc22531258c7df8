/**
 * First-page JavaScript of the production client build, gzip-compressed: the entry chunk named by
 * index.html plus every chunk it imports statically (lazy-loaded routes are not counted; the
 * browser fetches them later). Goal: under 250 kB. Run with `npm run bench:client` (builds first),
 * or `tsx scripts/bench-client-size.ts <dist folder>`. Prints figures; it fails on nothing.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const GOAL_KB = 250;
const dist = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../client/dist'));
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');

// The HTML's module entry and the chunks Vite preloads for it.
const entries = [
  ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
  ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
].map((match) => path.join(dist, match[1]!));
const stylesheets = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) =>
  path.join(dist, match[1]!),
);
if (!entries.length) throw new Error(`No module script in ${path.join(dist, 'index.html')}`);

// Static `import … from "./x.js"`, `import "./x.js"` and `export … from "./x.js"`; never `import("./x.js")`.
const staticImport = /\b(?:import|export)\s*(?:[^"'();]*?\bfrom\s*)?["'](\.\.?\/[^"']+\.js)["']/g;

const chunks = new Set<string>();
const queue = [...entries];
while (queue.length) {
  const file = queue.shift()!;
  if (chunks.has(file)) continue;
  chunks.add(file);
  for (const match of readFileSync(file, 'utf8').matchAll(staticImport)) {
    queue.push(path.resolve(path.dirname(file), match[1]!));
  }
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1).padStart(8);
function sizes(files: Iterable<string>) {
  const rows = [...files].map((file) => {
    const bytes = readFileSync(file);
    return { file: path.relative(dist, file), raw: bytes.length, gzip: gzipSync(bytes).length };
  });
  return { rows, raw: rows.reduce((sum, r) => sum + r.raw, 0), gzip: rows.reduce((sum, r) => sum + r.gzip, 0) };
}

const js = sizes(chunks);
const css = sizes(stylesheets);
console.log(`First page of ${path.relative(process.cwd(), dist) || '.'} (kB = 1000 bytes)`);
console.log(`${'file'.padEnd(48)}      raw     gzip`);
for (const row of [...js.rows, ...css.rows]) console.log(`${row.file.padEnd(48)} ${kB(row.raw)} ${kB(row.gzip)}`);
console.log(`JavaScript: ${js.rows.length} chunks, ${kB(js.raw).trim()} kB, gzip ${kB(js.gzip).trim()} kB`);
console.log(`CSS: gzip ${kB(css.gzip).trim()} kB`);
console.log(
  js.gzip <= GOAL_KB * 1000
    ? `Within the goal of ${GOAL_KB} kB gzip.`
    : `Over the goal of ${GOAL_KB} kB gzip by ${kB(js.gzip - GOAL_KB * 1000).trim()} kB.`,
);
