// Fails when the README or a page under docs/ points at something that is not there (lint step of
// `npm test`): a relative link to a missing file, an anchor no heading of its page makes, or a
// decision number ("decisions/052", "decision 063") with no record in docs/decisions/, or a record
// the decisions index does not list. The docs
// are the map a newcomer follows; a dead end there costs more than one in the code.
import fs from 'node:fs';
import path from 'node:path';

const root = process.cwd();
const decisionsFolder = path.join(root, 'docs/decisions');

function markdownFilesUnder(folder) {
  if (!fs.existsSync(folder)) return [];
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return markdownFilesUnder(full);
    return entry.name.endsWith('.md') ? [full] : [];
  });
}

const files = [path.join(root, 'README.md'), ...markdownFilesUnder(path.join(root, 'docs'))];

const decisionNumbers = new Set(
  fs
    .readdirSync(decisionsFolder)
    .map((name) => /^(\d{3})-.*\.md$/.exec(name)?.[1])
    .filter(Boolean),
);

/** GitHub's heading anchor: lower case, punctuation dropped (not `-` or `_`), spaces as hyphens. */
function slugOf(heading) {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[`*]/g, '');
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Each line with its number, fenced code blocks blanked (their brackets are code, not links). */
function proseLines(text) {
  let fence = null;
  return text.split('\n').map((line) => {
    const opening = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (opening && opening[1][0] === fence[0] && opening[1].length >= fence.length) fence = null;
      return { line, prose: '' };
    }
    if (opening) {
      fence = opening[1];
      return { line, prose: '' };
    }
    return { line, prose: line };
  });
}

const anchorsByFile = new Map();
function anchorsOf(file) {
  if (!anchorsByFile.has(file)) {
    const seen = new Map();
    const anchors = new Set();
    for (const { prose } of proseLines(fs.readFileSync(file, 'utf8'))) {
      const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(prose);
      if (!heading) continue;
      const slug = slugOf(heading[1]);
      const count = seen.get(slug) ?? 0;
      seen.set(slug, count + 1);
      anchors.add(count === 0 ? slug : `${slug}-${count}`);
    }
    anchorsByFile.set(file, anchors);
  }
  return anchorsByFile.get(file);
}

const inlineLink = /!?\[(?:[^\]\\]|\\.)*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
const referenceLink = /^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/;
const decisionMention = /\bdecisions?[/ ](\d{3})\b/gi;

function problemWithTarget(file, target) {
  if (/^[a-z][a-z\d+.-]*:/i.test(target) || target.startsWith('//')) return null; // http:, mailto:, …
  const [rawPath, anchor] = target.split('#', 2);
  const targetFile = rawPath ? path.resolve(path.dirname(file), decodeURIComponent(rawPath)) : file;
  if (!fs.existsSync(targetFile)) return `no file ${path.relative(root, targetFile)}`;
  if (anchor === undefined || anchor === '') return null;
  if (!targetFile.endsWith('.md') || fs.statSync(targetFile).isDirectory()) return null;
  if (!anchorsOf(targetFile).has(decodeURIComponent(anchor).toLowerCase())) {
    return `no heading "#${anchor}" in ${path.relative(root, targetFile)}`;
  }
  return null;
}

const broken = [];
for (const file of files) {
  const lines = proseLines(fs.readFileSync(file, 'utf8'));
  lines.forEach(({ line, prose }, index) => {
    const where = `${path.relative(root, file)}:${index + 1}`;
    const withoutCode = prose.replace(/`[^`]*`/g, '');
    const targets = [...withoutCode.matchAll(inlineLink)].map((match) => match[1]);
    const reference = referenceLink.exec(withoutCode);
    if (reference) targets.push(reference[1]);
    for (const target of targets) {
      const problem = problemWithTarget(file, target);
      if (problem) broken.push(`${where}: (${target}) ${problem}`);
    }
    for (const match of line.matchAll(decisionMention)) {
      if (!decisionNumbers.has(match[1])) broken.push(`${where}: "${match[0]}" names no decision record`);
    }
  });
}

// The decisions index lists every record, so a new one is found from it.
const index = fs.readFileSync(path.join(decisionsFolder, 'README.md'), 'utf8');
for (const name of fs.readdirSync(decisionsFolder)) {
  if (/^\d{3}-.*\.md$/.test(name) && !index.includes(`](${name})`)) {
    broken.push(`docs/decisions/README.md: no line for ${name}`);
  }
}

if (broken.length > 0) {
  console.error(`Broken links in the docs (${broken.length}):\n${broken.join('\n')}`);
  process.exit(1);
}
console.log(`Doc links: ${files.length} files, every relative link and decision number resolves.`);
