import { existsSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { Culture } from '../../lib/i18n.ts';
import type { PageRead } from '../app/page-data.ts';

// The client build's server bundle (client/src/entry-server.tsx) as the server uses it: the web
// server plans pages with it (imported only), its render threads (page-render-thread.ts) prepare it
// and write the pages out.

/** Where the client's build puts its server bundle. */
export const SERVER_BUNDLE = '.ssr/entry-server.js';

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

/** The bundle file of a client build, or null when the build has none. */
export function pageBundleFile(clientDist: string): string | null {
  const file = path.join(clientDist, SERVER_BUNDLE);
  return existsSync(file) ? file : null;
}

/** The server bundle at `file`, ready to plan pages: planning needs neither its strings nor its pages' code. */
export async function importPageBundle(file: string): Promise<PageBundle> {
  return (await import(pathToFileURL(file).href)) as PageBundle;
}

/** The server bundle at `file`, prepared to render too (its strings and pages' code loaded). */
export async function loadPageBundle(file: string): Promise<PageBundle> {
  const bundle = await importPageBundle(file);
  await bundle.prepare();
  return bundle;
}

export const LATE = Symbol('late');

/** `work`'s value, or LATE once the clock passes `deadline` (ms since the epoch) first. */
export function withDeadline<T>(work: Promise<T>, deadline: number): Promise<T | typeof LATE> {
  let late: NodeJS.Timeout | undefined;
  const expired = new Promise<typeof LATE>(
    (resolve) => (late = setTimeout(() => resolve(LATE), Math.max(0, deadline - Date.now()))),
  );
  return Promise.race([work, expired]).finally(() => clearTimeout(late));
}

/** The page's whole markup as UTF-8, or null if it is not written before the deadline. */
export function markupOf(page: StreamedPage, deadline: number): Promise<Buffer | null> {
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
