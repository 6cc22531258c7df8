import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivity, createAlbum, createPhoto } from '../helpers/catalogue-factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// A stand-in for the client build's server bundle (client/src/entry-server.tsx): the server's part
// is to make the bundle's planned reads, hand them over, and place what it renders in the page.
// It runs in the server's render threads: what it did is noted in a file beside it.
const bundle = `
import { appendFileSync } from 'node:fs';
const note = (line) => appendFileSync(new URL('./renders.log', import.meta.url), line + '\\n');
let prepared = false;
export async function prepare() { prepared = true; }
export function plan(requested, language) {
  const [path, query] = requested.split('?');
  // Planned under its own address, the query it reads (code) and nothing else.
  const code = new URLSearchParams(query).get('code');
  const url = code === null ? path : path + '?code=' + encodeURIComponent(code);
  const photo = /^\\/albumphotodetail\\/(\\d+)$/.exec(path);
  if (photo) return { page: '/albumphotodetail/:id', url, language,
    reads: [{ method: 'GET', target: '/api/services/app/PhotoGalleryConfigAppSerivce/GetPhotoDetail?id=' + photo[1] }] };
  if (['/slow', '/broken', '/busy', '/crash'].includes(path)) return { page: path, url, language, reads: [] };
  return null;
}
export async function render(plan, { origin, results }) {
  if (!prepared) throw new Error('render before prepare');
  note(plan.url);
  if (plan.page === '/broken') throw new Error('the page broke');
  if (plan.page === '/slow') return { pipe() {}, abort() { note('aborted'); }, state: '{}' };
  // Out of memory, say: the thread stops.
  if (plan.page === '/crash') process.exit(1);
  if (plan.page === '/busy') {
    const until = Date.now() + 600;
    while (Date.now() < until);
    return null;
  }
  const [detail] = results;
  // React writes the preloads it hoists ahead of the page.
  const markup = '<link rel="preload" as="image" href="' + detail.photo.previewUrl + '" imageSrcSet="a.webp 640w, b.webp 960w" fetchPriority="high"/>'
    + '<main><h1>' + detail.activity.sgL_Title + '</h1><p>' + plan.language + ' ' + origin + '</p></main>';
  return {
    pipe(destination) { destination.write(markup.slice(0, 10)); destination.write(markup.slice(10)); destination.end(); },
    abort() {},
    state: JSON.stringify({ language: plan.language, title: '</script>' }).replaceAll('<', '\\\\u003c'),
  };
}
`;

function clientBuild() {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'sportphoto-rendered-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, '.ssr'));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="zh-Hant-TW"><head>' +
      // As Vite writes it: the early-data script and its import first (marked), then the app's entry.
      '<script type="module" crossorigin src="/assets/early-1.js" data-early></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/early-shared-1.js" data-early>' +
      '<meta name="viewport" content="width=device-width, initial-scale=1.0" /><title>運動相簿</title>' +
      '<script type="module" crossorigin src="/assets/app-1.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/vendor-1.js">' +
      '<link rel="stylesheet" crossorigin href="/assets/app-1.css">' +
      '</head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dist, '.ssr', 'entry-server.js'), bundle);
  writeFileSync(
    path.join(dist, '.vite', 'route-preloads.json'),
    JSON.stringify({
      '/albumphotodetail/:id?': { scripts: ['assets/photo-1.js'], styles: ['assets/catalogue-1.css'] },
    }),
  );
  writeFileSync(path.join(dist, 'assets', 'photo-1.js'), '/* built */');
  // The stylesheets: of their rules, the page's head carries those its markup can use.
  writeFileSync(
    path.join(dist, 'assets', 'app-1.css'),
    ':root{--ink:#123;--unused:#456}main h1{color:var(--ink)}.admin-table{color:red}',
  );
  writeFileSync(path.join(dist, 'assets', 'catalogue-1.css'), 'main p{margin:0}.photo-grid{display:grid}');
  return dist;
}

const dist = clientBuild();
let t: TestApp;
let photoId: number;
beforeAll(async () => {
  t = await createTestApp({ env: { CLIENT_DIST: dist, PAGE_RENDERING: 'true' } });
  const activity = await createActivity(t.db, { title: '伺服器畫的馬拉松', titleEn: 'Server-drawn Marathon' });
  photoId = (await createPhoto(t.db, await createAlbum(t.db, activity))).id;
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

/** What the bundle noted in the render threads: each page it rendered, and its stopped renders. */
const notes = () => {
  const log = path.join(dist, '.ssr', 'renders.log');
  return existsSync(log) ? readFileSync(log, 'utf8').split('\n').filter(Boolean) : [];
};
const renders = () => notes().filter((line) => line !== 'aborted');

/** Another app over the same database, whose guests' short cache keeps pages for a few seconds. */
async function withPageCache(use: (cached: TestApp) => Promise<void>) {
  const cached = await createTestApp({
    env: { CLIENT_DIST: dist, PAGE_RENDERING: 'true', PUBLIC_READ_CACHE_SECONDS: '5' },
    sameDatabaseAs: t,
  });
  try {
    await use(cached);
  } finally {
    await cached.close();
  }
}
const stateOf = (body: string) => /<script type="application\/json" id="ssr-state">(.*?)<\/script>/.exec(body)?.[1];

describe('buyer pages rendered on the server', () => {
  it("answers the page rendered from the API's data, with its state, styles applied and its largest image first", async () => {
    const page = await t.app.inject({ url: `/albumphotodetail/${photoId}`, headers: { host: 'photos.test' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain(
      '<div id="root"><main><h1>伺服器畫的馬拉松</h1><p>zh-TW http://photos.test</p></main></div>',
    );
    expect(page.body).toContain('<html lang="zh-Hant-TW"');
    // The data cannot end the script element it travels in.
    expect(stateOf(page.body)).toBe('{"language":"zh-TW","title":"\\u003c/script>"}');
    // The page paints with its HTML alone: the rules its markup can use are in its head (decisions/089),
    // the stylesheets are fetched by the early-data script, or linked when JavaScript is off.
    const head = page.body.slice(0, page.body.indexOf('</head>'));
    expect(head).toContain(
      '<style id="first-paint-styles">:root{--ink:#123}main h1{color:var(--ink)}main p{margin:0}</style>',
    );
    expect(head).toContain(
      '<noscript><link rel="stylesheet" crossorigin href="/assets/app-1.css">' +
        '<link rel="stylesheet" crossorigin href="/assets/catalogue-1.css"></noscript>',
    );
    expect(head.replace(/<noscript>.*?<\/noscript>/, '')).not.toContain('rel="stylesheet"');
    // The largest picture's preload, hoisted by React ahead of the page, is read in the head: after
    // the viewport its sizes depend on, before the styles or the app's code.
    const picture = head.search(
      /<link rel="preload" as="image" href="[^"]+" imageSrcSet="a.webp 640w, b.webp 960w" fetchPriority="high"\/>/,
    );
    expect(picture).toBeGreaterThan(head.indexOf('<meta name="viewport"'));
    expect(picture).toBeLessThan(head.indexOf('<style id="first-paint-styles">'));
    // The app's code is not fetched with the page: it is listed for the early-data script, which
    // starts it, stylesheets first, once the first pictures are in; only the early-data script is named.
    expect(head.match(/<script type="module"[^>]*>/g)).toEqual([
      '<script type="module" crossorigin src="/assets/early-1.js" data-early>',
    ]);
    expect(head.match(/<link rel="modulepreload"[^>]*>/g)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/early-shared-1.js" data-early>',
    ]);
    const code = /<script type="application\/json" id="app-code">(.*?)<\/script>/.exec(head)?.[1];
    expect(JSON.parse(code!)).toEqual({
      styles: ['/assets/app-1.css', '/assets/catalogue-1.css'],
      entries: ['/assets/app-1.js'],
      preloads: ['/assets/vendor-1.js', '/assets/photo-1.js'],
    });
    // The share card is still there.
    expect(page.body).toContain('og:title');
  });

  it('renders in the language the visitor chose', async () => {
    const page = await t.app.inject({ url: `/albumphotodetail/${photoId}`, headers: { cookie: 'lang=en' } });
    expect(page.body).toContain('<h1>Server-drawn Marathon</h1><p>en ');
    expect(page.body).toContain('<html lang="en"');
  });

  it('answers the plain page shell when the page cannot or need not be rendered', async () => {
    const shell = (body: string) => body.includes('<div id="root"></div>') && stateOf(body) === undefined;
    // An unknown photo: the client shows its not-found page, as before.
    expect(shell((await t.app.inject({ url: '/albumphotodetail/999999999' })).body)).toBe(true);
    // A page the bundle does not render.
    expect(shell((await t.app.inject({ url: '/checkout' })).body)).toBe(true);
    // A render that fails.
    expect(shell((await t.app.inject({ url: '/broken' })).body)).toBe(true);
    // A render that does not finish in time is stopped.
    const started = Date.now();
    expect(shell((await t.app.inject({ url: '/slow' })).body)).toBe(true);
    expect(Date.now() - started).toBeLessThan(4000);
    expect(notes()).toContain('aborted');
  });

  it('writes pages on a thread of their own: the server answers meanwhile, and outlives a thread that stops', async () => {
    // A page that keeps its thread busy for 600 ms does not hold up an API answer.
    const busy = t.app.inject({ url: '/busy' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    const health = await t.app.inject({ url: '/api/health' });
    const answeredIn = Date.now() - started;
    expect(health.statusCode).toBe(200);
    expect(answeredIn).toBeLessThan(300);
    expect((await busy).body).toContain('<div id="root"></div>');

    // A thread that stops costs its page the shell; a new thread takes the pages after it (the
    // first of them, which fails anyway, while it starts).
    expect((await t.app.inject({ url: '/crash' })).body).toContain('<div id="root"></div>');
    expect((await t.app.inject({ url: '/broken' })).body).toContain('<div id="root"></div>');
    const page = await t.app.inject({ url: `/albumphotodetail/${photoId}` });
    expect(page.body).toContain('<h1>伺服器畫的馬拉松</h1>');
  });

  it('renders nothing for HEAD, and never serves the server bundle or the build lists', async () => {
    const before = renders().length;
    expect((await t.app.inject({ method: 'HEAD', url: `/albumphotodetail/${photoId}` })).statusCode).toBe(200);
    expect(renders().length).toBe(before);
    for (const url of ['/.ssr/entry-server.js', '/.vite/route-preloads.json']) {
      const answer = await t.app.inject({ url });
      expect(answer.body, url).not.toContain('prepare');
      expect(answer.body, url).not.toContain('catalogue-1.css');
    }
  });

  it("keeps a page asked for again for a few seconds, per language, as the guests' reads", async () => {
    await withPageCache(async (cached) => {
      const url = `/albumphotodetail/${photoId}`;
      const before = renders().length;
      const pages = [];
      // Asked once it is only noted, asked again it is kept, and then answered from memory.
      for (let time = 0; time < 4; time++) pages.push((await cached.app.inject({ url })).body);
      expect(renders().length - before).toBe(2);
      expect(new Set(pages).size).toBe(1);
      expect(pages[3]).toContain('<h1>伺服器畫的馬拉松</h1>');
      // Another language is another page.
      const english = await cached.app.inject({ url, headers: { cookie: 'lang=en' } });
      expect(english.body).toContain('<h1>Server-drawn Marathon</h1>');
      expect(renders().length - before).toBe(3);
      // Asked for five times at once (a crowd opening a shared link): drawn once.
      const crowd = { url, headers: { 'accept-language': 'en-US' } };
      await Promise.all(Array.from({ length: 5 }, () => cached.app.inject(crowd)));
      expect(renders().length - before).toBe(4);
    });
  });

  it('sends a kept page in the encoding each visitor accepts, decoding to the same page', async () => {
    await withPageCache(async (cached) => {
      const url = `/albumphotodetail/${photoId}`;
      const ask = (acceptEncoding?: string) =>
        cached.app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
      await ask();
      const plain = await ask(); // asked again: kept
      expect(plain.headers['content-encoding']).toBeUndefined();
      for (const [accepted, encoding] of [
        ['br, gzip', 'br'],
        ['gzip, deflate', 'gzip'],
        ['br;q=0, gzip', 'gzip'],
        ['identity', undefined],
      ] as const) {
        const answer = await ask(accepted);
        expect(answer.headers['content-encoding'], accepted).toBe(encoding);
        const decoded =
          encoding === 'br'
            ? brotliDecompressSync(answer.rawPayload)
            : encoding === 'gzip'
              ? gunzipSync(answer.rawPayload)
              : answer.rawPayload;
        expect(decoded.toString(), accepted).toBe(plain.body);
        if (encoding) expect(answer.headers.vary, accepted).toContain('Accept-Encoding');
      }
    });
  });

  it('keeps one copy of a page for addresses that differ only in what the page does not read', async () => {
    await withPageCache(async (cached) => {
      const page = `/albumphotodetail/${photoId}`;
      const before = renders().length;
      // A shared link's tracking parameter, the same parameters in another order: one page.
      for (const url of [`${page}?code=12&utm_source=line`, `${page}?utm_source=fb&code=12`, `${page}?code=12`])
        await cached.app.inject({ url });
      expect(renders().slice(before)).toEqual([`${page}?code=12`, `${page}?code=12`]);
      // What the page reads still makes another page.
      await cached.app.inject({ url: `${page}?code=13&utm_source=line` });
      expect(renders().slice(before)).toHaveLength(3);
    });
  });

  it('renders nothing when PAGE_RENDERING is false', async () => {
    const off = await createTestApp({ env: { CLIENT_DIST: dist, PAGE_RENDERING: 'false' }, sameDatabaseAs: t });
    try {
      const page = await off.app.inject({ url: `/albumphotodetail/${photoId}` });
      expect(page.body).toContain('<div id="root"></div>');
      expect(page.body).toContain('<link rel="preload" as="style" crossorigin href="/assets/catalogue-1.css">');
      // A page shell names its code at once: nothing else would start it.
      expect(page.body).toContain('<script type="module" crossorigin src="/assets/app-1.js">');
      expect(page.body).toContain('<link rel="modulepreload" crossorigin href="/assets/photo-1.js">');
      expect(page.body).not.toContain('app-code');
    } finally {
      await off.close();
    }
  });
});
