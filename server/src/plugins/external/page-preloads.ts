import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
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
  markup: string;
  /** JSON, already safe inside a <script> element. */
  state: string;
  /** The `<link>` hints React hoisted out of the markup (its first pictures' preloads), for the head. */
  hints: string;
}

// Both in CORS mode, as the client's loader later asks for them (Vite's preload helper sets
// crossorigin on stylesheets too): a preload in another mode is not reused and is fetched twice.
// A rendered page's styles are applied at once, not only fetched: its markup is on the screen before
// its code runs (the loader then finds the stylesheet there and does not add it again).
function linkTags({ scripts, styles }: { scripts: string[]; styles: string[] }, rendered: boolean): string {
  const styleRel = rendered ? 'rel="stylesheet"' : 'rel="preload" as="style"';
  return [
    ...styles.map((file) => `<link ${styleRel} crossorigin href="/${file}">`),
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('');
}

const HTML_LANG: Record<Culture, string> = { 'zh-TW': 'zh-Hant-TW', en: 'en' };

/**
 * The HTML to answer for a page's path: index.html, with that page's preloads (its strings in the
 * given language) when the build lists them, and the page itself when it was rendered on the server.
 */
export function pageHtml(root: string): (pathname: string, language: Culture, rendered?: RenderedPage) => string {
  const html = readFileSync(path.join(root, 'index.html'), 'utf8');
  const listFile = path.join(root, PRELOADS_FILE);
  const preloads: RoutePreloads = existsSync(listFile) ? JSON.parse(readFileSync(listFile, 'utf8')) : {};
  // The bundler may list a chunk it later folded into another: a preload of a missing file would
  // be answered with the page's HTML and fail as a module, so only files the build holds are named.
  const built = (file: string) => existsSync(path.join(root, file));
  const tagsOf = ({ scripts, styles, strings }: PagePreloads, language: Culture, rendered: boolean) =>
    linkTags(
      { scripts: [...scripts, ...(strings?.[language] ?? [])].filter(built), styles: styles.filter(built) },
      rendered,
    );
  const pages = Object.entries(preloads).map(([routePath, page]) => ({
    pattern: routePattern(routePath),
    preloads: page,
    html: Object.fromEntries(
      LANGUAGES.map((language) => [language, html.replace('</head>', `${tagsOf(page, language, false)}</head>`)]),
    ),
  }));
  return (pathname, language, rendered) => {
    const page = pages.find((candidate) => candidate.pattern.test(pathname));
    if (!rendered) return page?.html[language] ?? html;
    const head = `${page ? tagsOf(page.preloads, language, true) : ''}${rendered.hints}`;
    return html
      .replace(/<html lang="[^"]*"/, `<html lang="${HTML_LANG[language]}"`)
      .replace('</head>', () => `${head}</head>`)
      .replace(
        '<div id="root"></div>',
        () =>
          `<div id="root">${rendered.markup}</div><script type="application/json" id="ssr-state">${rendered.state}</script>`,
      );
  };
}
