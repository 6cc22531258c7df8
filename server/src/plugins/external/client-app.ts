import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { apiNotFound } from '../app/envelope.ts';
import { compressedCopy } from './compression.ts';
import { cookieLanguage, pageHtml } from './page-preloads.ts';
import { pageBundleFile, type PagePlan } from './page-bundle.ts';
import { pageRenderer } from './server-render.ts';
import type { Culture } from '../../lib/i18n.ts';
import { cultureOfPage, shareTagsFor } from './share-tags.ts';

const PAGE_TYPE = 'text/html; charset=utf-8';

/** Serves the built client; any other non-API path gets index.html so the client router decides. */
export default fp(
  async function clientApp(app: FastifyInstance) {
    const root = app.config.clientDist;
    /** The service worker that shows pushed follow notices (client/public/sw.js, decisions/080). */
    const serviceWorker = path.join(root, 'sw.js');
    const built = existsSync(path.join(root, 'index.html'));
    const htmlFor = built ? pageHtml(root) : undefined;
    const bundleFile = built && app.config.pageRendering ? pageBundleFile(root) : null;
    const renderPage = bundleFile ? await pageRenderer(app, bundleFile, app.config.pageRenderThreads) : undefined;
    if (renderPage) app.addHook('onClose', () => renderPage.close());
    if (built)
      app.log.info(renderPage ? 'buyer pages are rendered on the server' : 'pages are rendered in the browser');
    if (built) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        maxAge: '1h',
        // The build writes a .br and a .gz twin of each text file: sent per Accept-Encoding, no CPU per request.
        preCompressed: true,
        // Vite names built files by their content hash, so they can be cached for good.
        setHeaders: (reply, filePath) => {
          if (filePath.startsWith(path.join(root, 'assets') + path.sep)) {
            reply.header('cache-control', 'public, max-age=31536000, immutable');
          } else if (filePath === serviceWorker) {
            // The browser checks it for a new version on every visit; it may control the whole site.
            reply.header('cache-control', 'no-cache').header('service-worker-allowed', '/');
          }
        },
      });
    } else {
      app.log.warn(`No client build in ${root}: run "npm run build" to serve the web pages`);
    }
    // Every other path is a page of the client's: a route (not the not-found handler), so its
    // answer goes through the route hooks, compression among them. Fastify answers HEAD as GET
    // without the body (link previewers and uptime checks ask it).
    if (htmlFor) {
      /** The page's HTML with its share card; the page rendered too when planned. */
      const pageAnswer = async (
        request: FastifyRequest,
        pathname: string,
        language: Culture,
        plan: PagePlan | null,
      ) => {
        // The share card and the page are read side by side.
        const [withShareTags, rendered] = await Promise.all([
          shareTagsFor(app, request, pathname),
          renderPage && plan ? renderPage.render(request, plan) : null,
        ]);
        return htmlFor(pathname, language, rendered ?? undefined, withShareTags);
      };
      // Every page is drawn as a guest sees it, so the guests' short cache of public reads
      // (decisions/057) keeps a page asked for again within its seconds: race day opens the same
      // home and activity pages thousands of times a minute, and a render costs tens of CPU-ms.
      // Requests for a page already being drawn wait for that drawing rather than start their own.
      const cache = app.publicReadCache;
      const underWay = new Map<string, Promise<string | Buffer>>();
      const cachedPage = async (key: string, draw: () => Promise<string | Buffer>) => {
        // Looked up without a pause in between, so that no two requests both find nothing under way.
        const kept = cache?.get(key)?.body ?? underWay.get(key);
        if (kept) return kept;
        const drawing = draw();
        underWay.set(key, drawing);
        try {
          const html = await drawing;
          if (cache?.wanted(key)) cache.set(key, html, PAGE_TYPE);
          return html;
        } finally {
          underWay.delete(key);
        }
      };
      // Not an API operation: left out of the OpenAPI document (and so of the client's API types).
      app.get('/*', { schema: { hide: true } }, async (request, reply) => {
        if (/^\/(api|media)(\/|$)/.test(request.url)) return apiNotFound(request, reply);
        const language = cookieLanguage(request.headers.cookie);
        const pathname = request.url.split('?')[0]!;
        // HEAD: no body, so nothing to render.
        const plan = request.method === 'GET' ? (renderPage?.plan(request.url, language) ?? null) : null;
        const draw = () => pageAnswer(request, pathname, language, plan);
        // Kept under what the page is drawn from: a rendered page's own address (the query it
        // reads, sorted), the shell's path; so other parameters or their order make no new copy.
        const drawnFrom = plan?.url ?? pathname;
        const key = `page ${request.protocol}://${request.host} ${language} ${cultureOfPage(request)} ${drawnFrom}`;
        const html = cache && request.method === 'GET' ? await cachedPage(key, draw) : await draw();
        // A rendered page the cache holds goes out as its compressed copy, made once for all who ask.
        const copy =
          Buffer.isBuffer(html) && cache?.get(key)?.body === html
            ? compressedCopy(html, request.headers['accept-encoding'])
            : undefined;
        if (copy) reply.header('content-encoding', copy.encoding);
        // index.html must never be cached: it names the current build's scripts (and a photo's card may change).
        return reply
          .header('cache-control', 'no-cache')
          .header('vary', copy ? 'Accept-Language, Cookie, Accept-Encoding' : 'Accept-Language, Cookie')
          .type(PAGE_TYPE)
          .send(copy?.bytes ?? html);
      });
    }
    app.setNotFoundHandler(apiNotFound);
  },
  { name: 'client-app', dependencies: ['services', 'envelope', 'page-data'] },
);
