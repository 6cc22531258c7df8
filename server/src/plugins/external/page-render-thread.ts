import { parentPort, workerData } from 'node:worker_threads';
import { LATE, loadPageBundle, markupOf, withDeadline, type PagePlan } from './page-bundle.ts';

// One render thread of the web server (server-render.ts, decisions/094): React writes a page here,
// from the reads the web server made, while the server's own thread goes on answering requests.

/** A page to write: its plan, the reads' results in the plan's order, and when it is too late. */
export interface PageJob {
  plan: PagePlan;
  origin: string;
  results: unknown[];
  /** ms since the epoch. */
  deadline: number;
}

/** A page, or null: only load the bundle (answered 'shell'), so that the server starts with its threads ready. */
export type RenderJob = PageJob | null;

/** The page's markup (UTF-8, its buffer moved to the server), or why there is none. */
export type RenderAnswer =
  | { outcome: 'rendered'; markup: Uint8Array; state: string }
  | { outcome: 'shell' | 'late' }
  | { outcome: 'failed'; error: Error };

const port = parentPort;
if (!port) throw new Error('page-render-thread.ts runs as a worker thread of server-render.ts');
const bundle = loadPageBundle((workerData as { bundleFile: string }).bundleFile);
// A bundle that cannot load fails each page (answered 'failed'), not the thread.
bundle.catch(() => undefined);

async function render(job: RenderJob): Promise<RenderAnswer> {
  if (job === null) {
    await bundle;
    return { outcome: 'shell' };
  }
  const { plan, origin, results, deadline } = job;
  // Waited its turn past the deadline (a crowd of pages): the server has answered the shell already.
  if (Date.now() >= deadline) return { outcome: 'late' };
  const page = await withDeadline(
    bundle.then((loaded) => loaded.render(plan, { origin, results })),
    deadline,
  );
  if (page === LATE) return { outcome: 'late' };
  if (!page) return { outcome: 'shell' };
  const markup = await markupOf(page, deadline);
  if (markup === null) return { outcome: 'late' };
  // A copy of its own, so that moving it moves nothing else of the thread's.
  return { outcome: 'rendered', markup: new Uint8Array(markup), state: page.state };
}

port.on('message', (job: RenderJob) => {
  void render(job)
    .catch((error: unknown): RenderAnswer => ({
      outcome: 'failed',
      error: error instanceof Error ? error : new Error(String(error)),
    }))
    .then((answer) =>
      port.postMessage(answer, answer.outcome === 'rendered' ? [answer.markup.buffer as ArrayBuffer] : []),
    );
});
