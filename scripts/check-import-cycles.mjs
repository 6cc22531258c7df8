// Fails when source files import each other in a circle (lint step of `npm test`). Layers and
// module boundaries are checked by ESLint (scripts/eslint-import-boundaries.js); this finds the
// cycles those rules leave possible, inside one layer or one module. Type-only imports count too:
// a circle of types is a circle of ideas a reader must hold at once.
import fs from 'node:fs';
import path from 'node:path';

const roots = ['server/src', 'client/src', 'scripts', 'e2e', 'faults'];
const skipped = new Set(['node_modules', 'generated', 'dist']);
const sourceFile = /\.(ts|tsx|js|mjs)$/;
const importPattern =
  /(?:^|[\s;])(?:import|export)\s[^'"`]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

function filesUnder(folder) {
  if (!fs.existsSync(folder)) return [];
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return skipped.has(entry.name) ? [] : filesUnder(full);
    return sourceFile.test(entry.name) ? [full] : [];
  });
}

const files = roots.flatMap(filesUnder);
const known = new Set(files);
const imports = new Map(
  files.map((file) => {
    const text = fs.readFileSync(file, 'utf8');
    const targets = [...text.matchAll(importPattern)]
      .map((match) => path.join(path.dirname(file), match[1] ?? match[2]))
      .filter((target) => known.has(target));
    return [file, targets];
  }),
);

// Tarjan's strongly connected components: every component of more than one file is a cycle.
let counter = 0;
const index = new Map();
const lowest = new Map();
const stack = [];
const onStack = new Set();
const cycles = [];
function visit(file) {
  index.set(file, counter);
  lowest.set(file, counter);
  counter += 1;
  stack.push(file);
  onStack.add(file);
  for (const target of imports.get(file)) {
    if (!index.has(target)) {
      visit(target);
      lowest.set(file, Math.min(lowest.get(file), lowest.get(target)));
    } else if (onStack.has(target)) lowest.set(file, Math.min(lowest.get(file), index.get(target)));
  }
  if (lowest.get(file) !== index.get(file)) return;
  const component = [];
  let member;
  do {
    member = stack.pop();
    onStack.delete(member);
    component.push(member);
  } while (member !== file);
  if (component.length > 1 || imports.get(file).includes(file)) cycles.push(component.sort());
}
for (const file of files) if (!index.has(file)) visit(file);

if (cycles.length > 0) {
  console.error(`Import cycles (${cycles.length}): break each by moving what both sides need to a lower layer.`);
  for (const cycle of cycles) console.error(`- ${cycle.join(' ↔ ')}`);
  process.exit(1);
}
console.log(`No import cycles in ${files.length} files.`);
