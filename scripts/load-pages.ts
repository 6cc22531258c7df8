import { pageRenderDuration } from '../server/src/infra/metrics.ts';
import type { LoadRequest } from './load-generator.ts';

// The buyer pages as bench:load requests them (issue 32, decisions/076): each kind is one page
// rendered on the server, asked for in both languages over many addresses, so the guests' short
// cache of public reads answers only what a race day would repeat too.

/** As a phone's browser asks: compressed, and half the visitors with English chosen. */
const IN_CHINESE = { 'accept-encoding': 'br, gzip' };
const IN_ENGLISH = { ...IN_CHINESE, cookie: 'lang=en' };
/** What each language's rendered page declares (page-preloads.ts). */
const HTML_LANG = { zh: '<html lang="zh-Hant-TW"', en: '<html lang="en"' };
/** A rendered page carries its data for the browser; the page shell does not. */
const RENDERED_MARK = 'id="ssr-state"';
/** Races a page of the race calendar shows (the client's EVENT_LIST_PAGE_SIZE). */
const EVENT_LIST_PAGE_SIZE = 12;

export interface PageSamples {
  activityId: number;
  bibs: string[];
  photoIds: number[];
  eventIds: number[];
  footPages: string[];
}

/** Every address in both languages: Chinese first, then English. */
function pageRequest(paths: string[]): LoadRequest[] {
  return [
    {
      weight: 1,
      method: 'GET',
      variants: paths.flatMap((path) => [
        { path, headers: IN_CHINESE },
        { path, headers: IN_ENGLISH },
      ]),
    },
  ];
}

/** The months a calendar of `days` upcoming days spans ('YYYY-MM'), from this one. */
function monthsAhead(days: number): string[] {
  const months = new Set<string>();
  for (let day = 0; day <= days; day += 7)
    months.add(new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 7));
  return [...months];
}

/** The page kinds, by name: each alone is one fixed-rate step. */
export function pageKinds({ activityId, bibs, photoIds, eventIds, footPages }: PageSamples) {
  const calendarPages = Math.ceil(eventIds.length / EVENT_LIST_PAGE_SIZE);
  return {
    // The same home page and activity page for everyone, as on race day.
    home: pageRequest(['/index']),
    activity: pageRequest([`/activityevent/${activityId}`]),
    'race calendar': pageRequest([
      ...Array.from({ length: calendarPages }, (_, index) => `/eventlist?page=${index + 1}`),
      ...monthsAhead(eventIds.length).map((month) => `/eventlist?month=${month}`),
    ]),
    'race details': pageRequest(eventIds.map((id) => `/eventdetails/${id}`)),
    'photo detail': pageRequest(photoIds.map((id) => `/albumphotodetail/${id}`)),
    footer: pageRequest(footPages.map((page) => `/foot/${page}`)),
    // Last: at 100 a second it asks more than two cores can draw, and the steps after it would
    // start with its backlog still being drawn.
    'bib search': pageRequest(bibs.map((bib) => `/albumsearch/${activityId}?code=${bib}`)),
  } satisfies Record<string, LoadRequest[]>;
}

/**
 * Asks for each kind's first address in both languages and throws unless each answer is the page
 * rendered on the server in that language: timing the page shell instead would be a false figure.
 * Answers each kind's HTML size in bytes (the Chinese page's, uncompressed).
 */
export async function assertRendered(
  origin: string,
  kinds: Record<string, LoadRequest[]>,
): Promise<Record<string, number>> {
  const sizes: Record<string, number> = {};
  for (const [kind, [request]] of Object.entries(kinds)) {
    for (const [language, variant] of [
      ['zh', request!.variants[0]!],
      ['en', request!.variants[1]!],
    ] as const) {
      const response = await fetch(origin + variant.path, { headers: variant.headers });
      const html = await response.text();
      if (response.status !== 200 || !html.includes(RENDERED_MARK) || !html.includes(HTML_LANG[language]))
        throw new Error(
          `The ${kind} page ${variant.path} (${language}) came back ${response.status} without being rendered on ` +
            `the server (no ${RENDERED_MARK} or not in its language): measuring it would time the page shell. ` +
            `Is the client's server bundle built (client dist/.ssr/entry-server.js) and PAGE_RENDERING on?`,
        );
      sizes[kind] ??= Buffer.byteLength(html);
    }
  }
  return sizes;
}

export interface RenderTimes {
  /** Pages rendered, and their mean and estimated p95 render time (reads and React) in ms. */
  rendered: number;
  meanMs: number;
  p95Ms: number;
  /** Answered with the page shell instead: not renderable from its data, too late, or failed. */
  notRendered: Record<string, number>;
}

const renderCount = async () =>
  (await pageRenderDuration.get()).values
    .filter((value) => value.metricName === 'page_render_seconds_count')
    .reduce((total, value) => total + value.value, 0);

/**
 * Waits until the server has answered every page asked for so far (none answered for a second;
 * at most 30 s): a step that overloaded it must not leave its backlog in the next step's figures.
 */
export async function pagesSettled(): Promise<void> {
  let answered = await renderCount();
  for (let waited = 0; waited < 30_000; waited += 1000) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = await renderCount();
    if (now === answered) return;
    answered = now;
  }
}

/** Forgets the renders so far: what `renderTimes` then reads is one step's. */
export function resetRenderTimes(): void {
  pageRenderDuration.reset();
}

/**
 * The server's own render times since the last reset, from its page_render_seconds histogram
 * (server-render.ts): the p95 is interpolated within the histogram's buckets, as Prometheus's
 * histogram_quantile does, so it is only as fine as they are.
 */
export async function renderTimes(): Promise<RenderTimes> {
  const { values } = await pageRenderDuration.get();
  const of = (outcome: string, name: string) =>
    values.filter((value) => value.labels.outcome === outcome && value.metricName === name);
  const sum = (list: typeof values) => list.reduce((total, value) => total + value.value, 0);
  const rendered = sum(of('rendered', 'page_render_seconds_count'));
  const buckets = new Map<number, number>();
  for (const bucket of of('rendered', 'page_render_seconds_bucket')) {
    // prom-client adds the bucket's `le` label to those the histogram declares.
    const { le } = bucket.labels as { le?: string | number };
    const bound = le === '+Inf' ? Infinity : Number(le);
    buckets.set(bound, (buckets.get(bound) ?? 0) + bucket.value);
  }
  const notRendered: Record<string, number> = {};
  for (const value of values)
    if (value.metricName === 'page_render_seconds_count' && value.labels.outcome !== 'rendered' && value.value > 0)
      notRendered[value.labels.outcome!] = (notRendered[value.labels.outcome!] ?? 0) + value.value;
  return {
    rendered,
    meanMs: rendered ? (sum(of('rendered', 'page_render_seconds_sum')) / rendered) * 1000 : 0,
    p95Ms:
      quantileOf(
        0.95,
        [...buckets].sort(([a], [b]) => a - b),
        rendered,
      ) * 1000,
    notRendered,
  };
}

/** The q-quantile of cumulative buckets [upper bound, count], linear within the bucket it falls in. */
function quantileOf(q: number, buckets: [number, number][], total: number): number {
  if (total === 0) return 0;
  const rank = q * total;
  let lower = 0;
  let below = 0;
  for (const [bound, count] of buckets) {
    if (count >= rank) {
      // Past the last finite bound nothing is known but that: answer that bound.
      if (bound === Infinity) return lower;
      return lower + ((bound - lower) * (rank - below)) / Math.max(1, count - below);
    }
    lower = bound;
    below = count;
  }
  return lower;
}
