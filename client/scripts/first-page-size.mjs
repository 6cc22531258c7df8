// Prints how much JavaScript (gzip) the home page downloads before it can show anything: the
// entry chunk, the home page's chunk and its feature's strings, with everything they import
// statically. Fails above the budget (PRODUCT.md: first page's JavaScript < 250 kB gzip). Run
// after `vite build`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 250;
const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

// The home page's module, as the route table names it.
const routes = readFileSync(join(root, 'src/app/routes.ts'), 'utf8');
const homeImport = routes.match(/path: '\/index'[^}]*?import\('\.\.\/([^']+)'\)/s)?.[1];
const roots = [Object.keys(manifest).find((key) => manifest[key].isEntry)];
if (homeImport) roots.push(`src/${homeImport}`);
// The page waits for its feature's strings (lib/i18n fetches them on first use): count the default
// language's file too.
const homeFeature = homeImport?.match(/^features\/([^/]+)\//)?.[1];
if (homeFeature) roots.push(`src/features/${homeFeature}/locales/zh-TW.json`);

const seen = new Set();
const visit = (key) => {
  if (!key || seen.has(key)) return;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) visit(next);
};
roots.forEach(visit);

const files = [...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
const sizes = files.map((file) => ({ file, kb: gzipSync(readFileSync(join(dist, file))).length / 1024 }));
const total = sizes.reduce((sum, { kb }) => sum + kb, 0);
for (const { file, kb } of sizes.sort((a, b) => b.kb - a.kb).slice(0, 12)) {
  console.log(`${kb.toFixed(1).padStart(7)} kB  ${file}`);
}
console.log(
  `First page (${homeImport ? 'entry + home page + its strings' : 'entry only: /index has no page yet'}): ` +
    `${total.toFixed(1)} kB gzip of JavaScript in ${files.length} files; budget ${BUDGET_KB} kB.`,
);
if (total > BUDGET_KB) process.exitCode = 1;
