import { existsSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pageRenderDuration } from '../../infra/metrics.ts';
import type { Culture } from '../../lib/i18n.ts';
import type { PageRead, PageReadAnswer } from '../app/page-data.ts';
import type { RenderedPage } from './page-preloads.ts';

// The buyer pages rendered on the server (decisions/076). The client's build holds a server bundle
// (client/src/entry-server.tsx) that knows which pages it renders and what each one reads; the
// reads are made in process (page-data.ts), then React renders the page with them. Whatever goes
// wrong, or takes too long, the visitor gets the plain page shell, which loads as it always has.

/** Where the client's build puts its server bundle. */
export const SERVER_BUNDLE = '.ssr/entry-server.js';
/** Past this, the page shell is answered instead: a slow page is worse than a client-rendered one. */
export const RENDER_DEADLINE_MS = 2000;

/** What the server bundle plans for a page: its route, and the reads the page makes first. */
export interface PagePlan {
  page: string;
  url: string;
  language: Culture;
  reads: PageRead[];
}

/** The bundle's page, still to be written out. */
export interface StreamedPage {
  pipe(destination: NodeJS.WritableStream): void;
  abort(): void;
  state: string;
}

/** The server bundle's exports (client/src/entry-server.tsx). */
export interface PageBundle {
  prepare(): Promise<void>;
  /** null: the page is not one rendered on the server. */
  plan(url: string, language: Culture): PagePlan | null;
  /** Given each read's `result`, in the plan's order; null: the page cannot be rendered from them. */
  render(plan: PagePlan, input: { origin: string; results: unknown[] }): Promise<StreamedPage | null>;
}

export interface PageRenderer {
  /** The page at `url` as the bundle plans it (`url` then its own address), or null: not rendered. */
  plan(url: string, language: Culture): PagePlan | null;
  render(request: FastifyRequest, plan: PagePlan): Promise<RenderedPage | null>;
}

/** The client build's server bundle, ready to render; null when the build has none. */
export async function loadPageBundle(clientDist: string): Promise<PageBundle | null> {
  const file = path.join(clientDist, SERVER_BUNDLE);
  if (!existsSync(file)) return null;
  const bundle = (await import(pathToFileURL(file).href)) as PageBundle;
  await bundle.prepare();
  return bundle;
}

/** The page's whole markup as UTF-8, or null if it is not written before the deadline. */
function markupOf(page: StreamedPage, deadline: number): Promise<Buffer | null> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const late = setTimeout(
      () => {
        page.abort();
        resolve(null);
      },
      Math.max(0, deadline - Date.now()),
    );
    page.pipe(
      new Writable({
        // Each chunk arrives as a Buffer (a string encoded by the stream, a view of React's as a
        // Buffer over its memory) and is kept as it comes: React starts a new view after handing one over.
        write(chunk: Buffer, _encoding, done) {
          chunks.push(chunk);
          done();
        },
        final(done) {
          clearTimeout(late);
          resolve(Buffer.concat(chunks));
          done();
        },
      }),
    );
  });
}

const LATE = Symbol('late');

function withDeadline<T>(work: Promise<T>, deadline: number): Promise<T | typeof LATE> {
  let late: NodeJS.Timeout | undefined;
  const expired = new Promise<typeof LATE>(
    (resolve) => (late = setTimeout(() => resolve(LATE), Math.max(0, deadline - Date.now()))),
  );
  return Promise.race([work, expired]).finally(() => clearTimeout(late));
}

type Outcome = 'rendered' | 'shell' | 'late' | 'failed';

async function rendered(
  app: FastifyInstance,
  bundle: PageBundle,
  request: FastifyRequest,
  plan: PagePlan,
): Promise<RenderedPage | Exclude<Outcome, 'rendered'>> {
  const deadline = Date.now() + RENDER_DEADLINE_MS;
  const results = await withDeadline(
    Promise.all(plan.reads.map((read) => app.pageData.read(read, plan.language))),
    deadline,
  );
  if (results === LATE) return 'late';
  // A read the API would refuse (an unknown photo, say): the client shows what it always has.
  if (!results.every((answer): answer is Extract<PageReadAnswer, { ok: true }> => answer.ok)) return 'shell';
  const origin = `${request.protocol}://${request.host}`;
  const page = await withDeadline(
    bundle.render(plan, { origin, results: results.map((answer) => answer.result) }),
    deadline,
  );
  if (page === LATE) return 'late';
  if (!page) return 'shell';
  const bytes = await markupOf(page, deadline);
  if (bytes === null) return 'late';
  const markup = bytes.toString('utf8');
  const hoisted = HOISTED_LINKS.exec(markup)?.[0] ?? '';
  return {
    markup: markup.slice(hoisted.length),
    markupBytes: bytes.subarray(Buffer.byteLength(hoisted)),
    hints: hoisted,
    state: page.state,
  };
}

// React writes the resource hints it hoists (a preload of each first picture it meets, the largest
// with fetchpriority=high) ahead of the page's markup; they belong in the head, where the browser
// reads them before the styles.
const HOISTED_LINKS = /^(?:<link\b[^>]*>)+/;

export function pageRenderer(app: FastifyInstance, bundle: PageBundle): PageRenderer {
  const render = async (request: FastifyRequest, plan: PagePlan) => {
    const started = process.hrtime.bigint();
    const result = await rendered(app, bundle, request, plan).catch((error: unknown) => {
      request.log.error({ err: error, page: plan.page }, 'page rendering failed: the page shell is answered');
      return 'failed' as const;
    });
    const outcome: Outcome = typeof result === 'string' ? result : 'rendered';
    if (outcome === 'late')
      request.log.warn({ page: plan.page }, 'page rendering too slow: the page shell is answered');
    pageRenderDuration.observe({ page: plan.page, outcome }, Number(process.hrtime.bigint() - started) / 1e9);
    return typeof result === 'string' ? null : result;
  };
  return { plan: (url, language) => bundle.plan(url, language), render };
}
