/// <reference types="node" />
import { dehydrate } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { StrictMode, type ComponentType } from 'react';
import { renderToPipeableStream } from 'react-dom/server.node';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router-dom';
import { AppRoot } from './app/app.tsx';
import { FOOT_PREFIX, footPageOf, footRoute } from './app/footer-routes.ts';
import { appRoutes } from './app/router.tsx';
import { pageRoutes } from './app/routes.ts';
import { footContentKey, LAYOUT_READS, pageAddress, pageFor, serverPageModules } from './app/server-pages.ts';
import { targetOf, type PlannedRequest } from './lib/early-answers.ts';
import { DEFAULT_LANGUAGE, i18n, isLanguage, LANGUAGES, type Language } from './lib/i18n.ts';
import { createQueryClient } from './lib/react-query.ts';
import { serializeServerState } from './lib/server-state.ts';
import type { FootPage } from './lib/stores/footer-store.ts';

// The buyer pages rendered on the server (issue 32). Built by Vite's SSR environment into
// <client dist>/.ssr/entry-server.js; the API server loads it once, then for each page request:
//   plan(url, language)          which reads the page needs (null: not rendered here, send the shell);
//   the server makes the reads   through the API's own handlers, in the plan's order;
//   render(plan, {origin, results})  the page's HTML as a stream, and the state for the browser
//                                 (`<script type="application/json" id="ssr-state">`), which
//                                 hydrates it without asking for the same data again.

/** A request the server makes for the page, as the browser would send it. */
export interface PlannedRead {
  method: 'GET' | 'POST';
  /** Path and query ('/api/services/app/Activity/GetConfigByActivityId?activityId=5'). */
  target: string;
  /** The JSON body of a POST. */
  body?: string;
}

export interface PagePlan {
  /** The route path of the page ('/albumphotodetail/:id?', '/foot/'). */
  page: string;
  /** The page's address: its path and the query parameters it reads, sorted (server-pages.ts `pageAddress`). */
  url: string;
  language: Language;
  /** Made by the server in this order; their `result`s are handed to render() in the same order. */
  reads: PlannedRead[];
}

export interface RenderInput {
  /** The site's address as the visitor reached it ('https://example.com'). */
  origin: string;
  /** Each read's answer (ABP's `result`), in the plan's order. The server renders only when all succeeded. */
  results: unknown[];
}

export interface RenderedPage {
  /** Writes the page's HTML (what goes inside `<div id="root">`). */
  pipe(destination: NodeJS.WritableStream): void;
  abort(): void;
  /** The text of the `ssr-state` script block, escaped for it. */
  state: string;
}

// The namespaces of the server-rendered pages' strings (the shared 'common' is bundled).
const NAMESPACES = ['catalogue', 'footer'];

let prepared: { i18n: Record<Language, I18n>; pages: Record<string, ComponentType> } | null = null;

/**
 * Once per process, before the first render: an i18n instance for each language with every
 * namespace loaded, and the pages' code, so a render never waits (or suspends) for either.
 */
export async function prepare(): Promise<void> {
  const instances = await Promise.all(
    LANGUAGES.map(async (language) => {
      const instance = i18n.cloneInstance({ lng: language });
      await instance.changeLanguage(language);
      await instance.loadNamespaces(NAMESPACES);
      return [language, instance] as const;
    }),
  );
  const pages = await Promise.all(
    Object.entries(serverPageModules()).map(async ([path, load]) => [path, (await load()).default] as const),
  );
  sharedHandler = null;
  prepared = {
    i18n: Object.fromEntries(instances) as Record<Language, I18n>,
    pages: Object.fromEntries(pages),
  };
}

function plannedRead(request: PlannedRequest): PlannedRead {
  const read: PlannedRead = { method: request.method, target: targetOf(request) };
  if (request.body !== undefined) read.body = JSON.stringify(request.body);
  return read;
}

/** The reads of the page at `url` (path and query) in `language`, or null: the app's shell then. */
export function plan(requested: string, language: Language): PagePlan | null {
  // Drawn from the page's own address: every address that differs only in what the page does not
  // read (another parameter, another order) gets the same page, which the server may keep.
  const url = pageAddress(requested);
  const page = url === null ? null : pageFor(url);
  if (!url || !page) return null;
  const requests = [
    LAYOUT_READS.headerLinks.request,
    LAYOUT_READS.footPages,
    ...page.reads.map((read) => read.request),
  ];
  return {
    page: page.routePath,
    url,
    language: isLanguage(language) ? language : DEFAULT_LANGUAGE,
    reads: requests.map(plannedRead),
  };
}

// The route table's handler, made once for every page but a footer page (whose route names the
// page): making it compiles every route's path, a tenth of a small page's render.
let sharedHandler: ReturnType<typeof createStaticHandler> | null = null;

function handlerOf(foot: RouteObject | undefined) {
  if (!prepared) throw new Error('render() before prepare()');
  return createStaticHandler(appRoutes(pageRoutes, () => null, { resolvedPages: prepared.pages, footRoute: foot }));
}

/**
 * The page with the reads' answers, or null when it is not to be rendered after all (a footer
 * page the list does not name, a redirect). Rejects when React fails to render it; the server
 * then sends the shell, and the browser renders the page as it would have.
 */
export async function render(pagePlan: PagePlan, { origin, results }: RenderInput): Promise<RenderedPage | null> {
  if (!prepared) throw new Error('render() before prepare()');
  const { url, language } = pagePlan;
  const page = pageFor(url);
  if (!page || results.length !== 2 + page.reads.length) return null;
  const [headerLinks, footList, ...pageResults] = results;
  const footPages = (footList as { items: FootPage[] }).items;

  // Never the browser's shared client: each render has its own, in its own language.
  const queryClient = createQueryClient();
  queryClient.setQueryData(LAYOUT_READS.headerLinks.queryKey(language), headerLinks);
  let foot: RouteObject | undefined;
  if (page.footRequestUrl === undefined) {
    page.reads.forEach((read, index) => queryClient.setQueryData(read.queryKey(language), pageResults[index]));
  } else {
    const footPage = footPageOf(new URL(url, origin).pathname, footPages);
    if (!footPage) return null;
    foot = footRoute(footPage, prepared.pages[FOOT_PREFIX]);
    // Under the address as the list spells it, which is how the page asks for it.
    queryClient.setQueryData(footContentKey(footPage.sgL_RequestUrl, language), pageResults[0]);
  }

  const handler = foot ? handlerOf(foot) : (sharedHandler ??= handlerOf(undefined));
  const context = await handler.query(new Request(new URL(url, origin)));
  if (context instanceof Response || context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);

  const element = (
    <StrictMode>
      <AppRoot i18n={prepared.i18n[language]} queryClient={queryClient} environment={{ origin, footPages }}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppRoot>
    </StrictMode>
  );
  return new Promise<RenderedPage>((resolve, reject) => {
    const fail = (error: unknown) => {
      stream.abort();
      reject(error instanceof Error ? error : new Error(String(error)));
    };
    // Sent whole once ready: nothing is left to stream in later, which would take inline scripts
    // the content security policy does not allow. For the same reason no boundary's content is
    // moved out of place (React does so for content over progressiveChunkSize, ~12 kB by default).
    const stream = renderToPipeableStream(element, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellError: fail,
      onError: fail,
      onAllReady() {
        const state = serializeServerState({
          v: 1,
          language,
          origin,
          page: page.routePath,
          footPages,
          queries: dehydrate(queryClient),
        });
        resolve({
          pipe: (destination) => stream.pipe(destination),
          abort: () => stream.abort(),
          state,
        });
      },
    });
  });
}
