import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pageRenderDuration } from '../../infra/metrics.ts';
import type { Culture } from '../../lib/i18n.ts';
import { siblingEntry } from '../../lib/module-entry.ts';
import { createThreadPool, type ThreadPool } from '../../lib/thread-pool.ts';
import type { PageReadAnswer } from '../app/page-data.ts';
import { importPageBundle, LATE, withDeadline, type PagePlan } from './page-bundle.ts';
import type { RenderAnswer, RenderJob } from './page-render-thread.ts';
import type { RenderedPage } from './page-preloads.ts';

// The buyer pages rendered on the server (decisions/076). The client's build holds a server bundle
// (client/src/entry-server.tsx) that knows which pages it renders and what each one reads; the
// reads are made in process (page-data.ts), then React writes the page with them on a render
// thread (decisions/094), so that the server's own thread goes on answering other requests
// meanwhile. Whatever goes wrong, or takes too long, the visitor gets the plain page shell, which
// loads as it always has.

/** Past this, the page shell is answered instead: a slow page is worse than a client-rendered one. */
const RENDER_DEADLINE_MS = 2000;

export interface PageRenderer {
  /** The page at `url` as the bundle plans it (`url` then its own address), or null: not rendered. */
  plan(url: string, language: Culture): PagePlan | null;
  render(request: FastifyRequest, plan: PagePlan): Promise<RenderedPage | null>;
  /** Stops the render threads. */
  close(): Promise<void>;
}

type Outcome = 'rendered' | 'shell' | 'late' | 'failed';

async function rendered(
  app: FastifyInstance,
  threads: ThreadPool<RenderJob, RenderAnswer>,
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
  const job: RenderJob = { plan, origin, results: results.map((answer) => answer.result), deadline };
  // The thread gives up at the deadline itself; this one also covers a thread that never answers.
  const answer = await withDeadline(threads.run(job), deadline + 100);
  if (answer === LATE) return 'late';
  if (answer.outcome === 'failed') throw answer.error;
  if (answer.outcome !== 'rendered') return answer.outcome;
  const bytes = Buffer.from(answer.markup.buffer, answer.markup.byteOffset, answer.markup.byteLength);
  const hinted = hoistedLinksEnd(bytes);
  return { markup: bytes.subarray(hinted), hints: bytes.toString('utf8', 0, hinted), state: answer.state };
}

const LINK_TAG = Buffer.from('<link ');
const TAG_END = 0x3e;

/**
 * Where the resource hints React hoists end (a preload of each first picture it meets, the largest
 * with fetchpriority=high): it writes them ahead of the page's markup, and they belong in the head,
 * where the browser reads them before the styles. Attribute values never hold a bare `>` (React
 * writes `&gt;`).
 */
function hoistedLinksEnd(markup: Buffer): number {
  let end = 0;
  while (markup.subarray(end, end + LINK_TAG.length).equals(LINK_TAG)) {
    const tagEnd = markup.indexOf(TAG_END, end);
    if (tagEnd < 0) break;
    end = tagEnd + 1;
  }
  return end;
}

/**
 * Pages planned with the bundle at `bundleFile` and written by `threads` render threads, each with
 * its own prepared copy of the bundle (this thread only plans: it leaves the strings and pages' code
 * to them).
 */
export async function pageRenderer(app: FastifyInstance, bundleFile: string, threads: number): Promise<PageRenderer> {
  const bundle = await importPageBundle(bundleFile);
  const pool = createThreadPool<RenderJob, RenderAnswer>(siblingEntry('./page-render-thread', import.meta.url), {
    size: threads,
    name: 'Page render threads',
    workerData: { bundleFile },
  });
  // Each thread loads its bundle before the server listens: the first visitors' pages are not
  // drawn by a thread still starting. A thread that cannot load it fails each page (the shell).
  const warmed = await Promise.all(Array.from({ length: threads }, () => pool.run(null)));
  for (const answer of warmed)
    if (answer.outcome === 'failed')
      app.log.error({ err: answer.error }, 'a page render thread cannot load the bundle');
  const render = async (request: FastifyRequest, plan: PagePlan) => {
    const started = process.hrtime.bigint();
    const result = await rendered(app, pool, request, plan).catch((error: unknown) => {
      request.log.error({ err: error, page: plan.page }, 'page rendering failed: the page shell is answered');
      return 'failed' as const;
    });
    const outcome: Outcome = typeof result === 'string' ? result : 'rendered';
    if (outcome === 'late')
      request.log.warn({ page: plan.page }, 'page rendering too slow: the page shell is answered');
    pageRenderDuration.observe({ page: plan.page, outcome }, Number(process.hrtime.bigint() - started) / 1e9);
    return typeof result === 'string' ? null : result;
  };
  return { plan: (url, language) => bundle.plan(url, language), render, close: () => pool.close() };
}
