import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  firstPaintCss,
  markupUses,
  namedIn,
  parseStylesheet,
  type ParsedStylesheet,
} from '../../lib/first-paint-css.ts';
import { DEFAULT_CULTURE, type Culture } from '../../lib/i18n.ts';

// The client's build lists, per public page path, the files a first visit to that page needs
// besides the entry (client/scripts/route-preloads.ts). The HTML answered for a page names them
// in <link> tags, so the browser downloads them alongside the entry instead of one after another;
// the page's strings are those of the language the visitor chose (the `lang` cookie the client sets).

const PRELOADS_FILE = '.vite/route-preloads.json';
const LANGUAGES: readonly Culture[] = ['zh-TW', 'en'];

interface PagePreloads {
  scripts: string[];
  styles: string[];
  strings?: Partial<Record<Culture, string[]>>;
}
type RoutePreloads = Record<string, PagePreloads>;

/** The language the visitor chose in the client, from the page request's `lang` cookie. */
export function cookieLanguage(cookieHeader: string | undefined): Culture {
  const chosen = /(?:^|;\s*)lang=([^;]*)/.exec(cookieHeader ?? '')?.[1];
  return LANGUAGES.find((language) => language === chosen) ?? DEFAULT_CULTURE;
}

/** A route table path ('/albumsearch/:activityId', '/albumphotodetail/:id?') as a case-insensitive pattern. */
export function routePattern(routePath: string): RegExp {
  const segments = routePath
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment === '*') return '(?:/.*)?';
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    });
  return new RegExp(`^${segments.join('')}/?$`, 'i');
}

/** A page rendered on the server (server-render.ts): its markup, the data it was rendered from, its largest image. */
export interface RenderedPage {
  /** The markup as React wrote it, UTF-8: put into the answer as it is rather than encoded again. */
  markup: Buffer;
  /** JSON, already safe inside a <script> element. */
  state: string;
  /** The `<link>` hints React hoisted out of the markup (its first pictures' preloads), for the head. */
  hints: string;
}

// Both in CORS mode, as the client's loader later asks for them (Vite's preload helper sets
// crossorigin on stylesheets too): a preload in another mode is not reused and is fetched twice.
function linkTags({ scripts, styles }: { scripts: string[]; styles: string[] }): string {
  return [
    ...styles.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('');
}

// index.html's app code: the entry's script and the modules it imports. The early-data script and
// its imports, marked by client/scripts/early-data-entry.ts, are not among them: they run first on every page.
const ENTRY_SCRIPT = /<script type="module"(?![^>]*\bdata-early\b)[^>]*\bsrc="([^"]+)"[^>]*><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload"(?![^>]*\bdata-early\b)[^>]*\bhref="([^"]+)"[^>]*>\s*/g;
// The pictures' preloads choose among sizes by the screen's width: only known after the viewport tag.
const VIEWPORT = /<meta name="viewport"[^>]*>/;

const STYLESHEET = /<link rel="stylesheet"[^>]*\bhref="([^"]+)"[^>]*>\s*/g;
// A first-paint stylesheet is cut once for each set of the stylesheets' classes a page's markup uses
// (classes no rule names are left out of the key); pages of one kind share it. Bounded: each is tens of kB.
const FIRST_PAINT_CACHE_SIZE = 64;

/** The stylesheets index.html links (the entry's), in order. */
function linkedStylesheets(html: string): string[] {
  return [...html.matchAll(STYLESHEET)].map((match) => match[1]!);
}

const HTML_LANG: Record<Culture, string> = { 'zh-TW': 'zh-Hant-TW', en: 'en' };
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * index.html for a page the server rendered (decisions/083, 089), in its parts, worked out once per
 * page and language: its stylesheets not linked but listed in `#app-code` with its code, which the
 * early-data script loads, stylesheets first, once the first pictures are on the screen
 * (client/src/lib/app-code.ts), so on a phone's slow line the page paints as soon as its HTML is in,
 * and its pictures then have the line to themselves; without JavaScript the stylesheets are linked in
 * <noscript>. Each request adds what is its own: its pictures' preloads (`hints`) ahead of everything
 * else but after the viewport tag their sizes depend on (between `beforeHints` and `afterHints`), its
 * share card in that head, its styles for the first paint (the rules its markup can use) after it,
 * then `afterStyles`, its markup, `beforeState`, its data and `afterState`.
 */
function renderedParts(html: string, page: { scripts: string[]; styles: string[] }, language: Culture) {
  const entries: string[] = [];
  const preloads: string[] = [];
  const styles: string[] = [];
  const shell = html
    .replace(/<html lang="[^"]*"/, `<html lang="${HTML_LANG[language]}"`)
    .replace(STYLESHEET, (_tag, href: string) => (styles.push(href), ''))
    .replace(ENTRY_SCRIPT, (_tag, src: string) => (entries.push(src), ''))
    .replace(MODULE_PRELOAD, (_tag, href: string) => (preloads.push(href), ''));
  styles.push(...page.styles.map((file) => `/${file}`));
  const headEnd = shell.indexOf('</head>');
  const root = shell.indexOf(EMPTY_ROOT);
  if (headEnd < 0 || root < headEnd) return null;
  const code = JSON.stringify({ styles, entries, preloads: [...preloads, ...page.scripts.map((file) => `/${file}`)] });
  const links = styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('');
  const viewport = VIEWPORT.exec(shell);
  const at = viewport ? viewport.index + viewport[0].length : shell.indexOf('<head>') + '<head>'.length;
  return {
    beforeHints: shell.slice(0, at),
    afterHints: shell.slice(at, headEnd),
    afterStyles: Buffer.from(
      `<noscript>${links}</noscript><script type="application/json" id="app-code">${code.replaceAll('<', '\\u003c')}</script>` +
        `${shell.slice(headEnd, root)}<div id="root">`,
    ),
    beforeState: Buffer.from(`</div><script type="application/json" id="ssr-state">`),
    afterState: Buffer.from(`</script>${shell.slice(root + EMPTY_ROOT.length)}`),
  };
}

/**
 * The HTML to answer for a page's path: index.html, with that page's preloads (its strings in the
 * given language) when the build lists them, and the page itself when it was rendered on the server;
 * `tagHead` rewrites the head (the page's share card). A rendered page is answered as bytes put
 * together from its parts: as one string, with its Chinese text, it would run past V8's largest
 * young-generation object (128 kB) and be collected only by full collections.
 */
export function pageHtml(
  root: string,
): (
  pathname: string,
  language: Culture,
  rendered?: RenderedPage,
  tagHead?: (html: string) => string,
) => string | Buffer {
  const html = readFileSync(path.join(root, 'index.html'), 'utf8');
  const listFile = path.join(root, PRELOADS_FILE);
  const preloads: RoutePreloads = existsSync(listFile) ? JSON.parse(readFileSync(listFile, 'utf8')) : {};
  // The bundler may list a chunk it later folded into another: a preload of a missing file would
  // be answered with the page's HTML and fail as a module, so only files the build holds are named.
  const built = (file: string) => existsSync(path.join(root, file));
  const filesOf = ({ scripts, styles, strings }: PagePreloads, language: Culture) => ({
    scripts: [...scripts, ...(strings?.[language] ?? [])].filter(built),
    styles: styles.filter(built),
  });
  // Read once, at start: a page request must not ask the file system for its stylesheets.
  const parsed = new Map<string, ParsedStylesheet>();
  const stylesheet = (href: string) => {
    if (!parsed.has(href)) parsed.set(href, parseStylesheet(readFileSync(path.join(root, href), 'utf8')));
    return parsed.get(href)!;
  };
  const entryStyles = linkedStylesheets(html).filter(built).map(stylesheet);
  // Each as the bytes of its <style> element: the same tens of kB go into every page of a kind.
  const firstPaints = new Map<string, Buffer>();
  const firstPaintOf = (markup: Buffer, pageStyles: string[]) => {
    const uses = markupUses(markup);
    const key = [
      pageStyles,
      [...uses.classes].filter((name) => named.classes.has(name)).sort(),
      [...uses.reads].filter((name) => named.reads.has(name)).sort(),
    ]
      .map((list) => list.join(' '))
      .join('\n');
    let style = firstPaints.get(key);
    if (style === undefined) {
      const css = firstPaintCss([...entryStyles, ...pageStyles.map((file) => stylesheet(`/${file}`))], uses);
      style = Buffer.from(`<style id="first-paint-styles">${css.replaceAll('</', '<\\/')}</style>`);
      if (firstPaints.size >= FIRST_PAINT_CACHE_SIZE) firstPaints.delete(firstPaints.keys().next().value!);
      firstPaints.set(key, style);
    }
    return style;
  };
  // Looked up once: a page request must not ask the file system whether each file exists.
  const pages = Object.entries(preloads).map(([routePath, page]) => {
    const files = Object.fromEntries(LANGUAGES.map((language) => [language, filesOf(page, language)]));
    // Parsed now, not on the page's first request: a stylesheet takes ~0.1 s to read.
    for (const file of files[DEFAULT_CULTURE]!.styles) stylesheet(`/${file}`);
    return {
      pattern: routePattern(routePath),
      files,
      html: Object.fromEntries(
        LANGUAGES.map((language) => [language, html.replace('</head>', `${linkTags(files[language]!)}</head>`)]),
      ),
      rendered: Object.fromEntries(
        LANGUAGES.map((language) => [language, renderedParts(html, files[language]!, language)]),
      ),
    };
  });
  // A rendered page the build lists no files for.
  const noFiles = { scripts: [], styles: [] };
  const unlisted = Object.fromEntries(LANGUAGES.map((language) => [language, renderedParts(html, noFiles, language)]));
  // Every stylesheet is parsed by now.
  const named = namedIn([...parsed.values()]);
  return (pathname, language, rendered, tagHead = (html) => html) => {
    const page = pages.find((candidate) => candidate.pattern.test(pathname));
    if (!rendered) return tagHead(page?.html[language] ?? html);
    const parts = (page?.rendered ?? unlisted)[language];
    // No root element in index.html to put the page in: the plain shell.
    if (!parts) return tagHead(page?.html[language] ?? html);
    const head = tagHead(parts.beforeHints + rendered.hints + parts.afterHints);
    return Buffer.concat([
      Buffer.from(head),
      firstPaintOf(rendered.markup, (page?.files[language] ?? noFiles).styles),
      parts.afterStyles,
      rendered.markup,
      parts.beforeState,
      Buffer.from(rendered.state),
      parts.afterState,
    ]);
  };
}
