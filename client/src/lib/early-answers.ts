import { CULTURE_HEADER, cultureValue, storedLanguage, type Language } from './language.ts';
import { buildQuery, type QueryParams } from './query-string.ts';
import { storedLogin } from './stored-login.ts';

// The first page's data, asked for before the app's code has loaded. app/early-data.ts runs first
// and starts the requests a feature's table names for the visited path; the request layer
// (api-client.ts) hands each answer to the first identical request, once. Requests are matched on
// everything that shapes the answer (method, URL with query, body, language, login), so a page
// asking for something else simply fetches it itself.

/** A request as the app's api functions send it. */
export interface PlannedRequest {
  method: 'GET' | 'POST';
  url: string;
  params?: QueryParams;
  body?: unknown;
}

/** For a route path ('/albumsearch/:activityId'), the requests its page makes first. */
export type FirstRequests = Record<
  string,
  (params: Record<string, string>, search: URLSearchParams) => PlannedRequest[]
>;

/**
 * One read of a page's first data: the request, and the query key the page keeps its answer under
 * (the answer is in the request's language, so the key names it). Early data sends the request; a
 * server rendering the page sends it too and hands the answer to the page under that key.
 */
export interface PageRead {
  request: PlannedRequest;
  queryKey: (language: Language) => readonly unknown[];
}

/** For a route path, the reads its page makes first. */
export type PageReads = Record<string, (params: Record<string, string>, search: URLSearchParams) => PageRead[]>;

/** The requests of a table of page reads, as early data starts them. */
export function firstRequestsOf(table: PageReads): FirstRequests {
  return Object.fromEntries(
    Object.entries(table).map(([path, readsOf]) => [
      path,
      (params: Record<string, string>, search: URLSearchParams) => readsOf(params, search).map((read) => read.request),
    ]),
  );
}

export interface RawAnswer {
  status: number;
  contentType: string | null;
  text: string;
}

// A slow early answer gives way to the page's own request rather than holding the page.
const EARLY_ANSWER_TIMEOUT_MS = 10_000;
const answers = new Map<string, Promise<RawAnswer>>();

export function requestKey(method: string, url: string, body: string | undefined, headers: Headers): string {
  return JSON.stringify([method, url, body ?? null, headers.get(CULTURE_HEADER), headers.get('Authorization')]);
}

function decodeSegment(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** The route's parameters when `pathname` is that route's path (case-insensitive), else null. */
export function matchRoute(routePath: string, pathname: string): Record<string, string> | null {
  const expected = routePath.split('/').filter(Boolean);
  const actual = pathname.split('/').filter(Boolean);
  if (expected.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of expected.entries()) {
    const value = actual[index]!;
    if (segment.startsWith(':')) {
      // A malformed escape ('%E0') is no page of ours: nothing to start early, and nothing thrown.
      const decoded = decodeSegment(value);
      if (decoded === null) return null;
      params[segment.slice(1)] = decoded;
    } else if (segment.toLowerCase() !== value.toLowerCase()) return null;
  }
  return params;
}

/** The headers the request layer would send, from what this browser has stored. */
function storedHeaders(jsonBody: boolean): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  headers.set(CULTURE_HEADER, cultureValue(storedLanguage()));
  const login = storedLogin();
  if (login) headers.set('Authorization', `Bearer ${login.token}`);
  if (jsonBody) headers.set('Content-Type', 'application/json');
  return headers;
}

async function rawAnswer(url: string, init: RequestInit): Promise<RawAnswer> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(EARLY_ANSWER_TIMEOUT_MS) });
  return { status: response.status, contentType: response.headers.get('content-type'), text: await response.text() };
}

/** The first of the route paths that `pathname` matches, with its parameters. */
export function matchRoutes(
  routePaths: Iterable<string>,
  pathname: string,
): { routePath: string; params: Record<string, string> } | null {
  for (const routePath of routePaths) {
    const params = matchRoute(routePath, pathname);
    if (params) return { routePath, params };
  }
  return null;
}

/** The reads a table names for the page at `location` (none for a page it does not know). */
export function pageReadsAt(table: PageReads, location: { pathname: string; search: string }): PageRead[] {
  const match = matchRoutes(Object.keys(table), location.pathname);
  return match ? table[match.routePath]!(match.params, new URLSearchParams(location.search)) : [];
}

/** The URL a planned request goes to, its query included. */
export function targetOf(request: PlannedRequest): string {
  return request.url + buildQuery(request.params);
}

/** Starts the first requests of the page at `location`, if the table knows it. */
export function startFirstRequests(table: FirstRequests, location: { pathname: string; search: string }): void {
  const match = matchRoutes(Object.keys(table), location.pathname);
  if (!match) return;
  for (const request of table[match.routePath]!(match.params, new URLSearchParams(location.search))) {
    const target = targetOf(request);
    const json = request.body === undefined ? undefined : JSON.stringify(request.body);
    const headers = storedHeaders(json !== undefined);
    const answer = rawAnswer(target, { method: request.method, headers, body: json });
    // Never taken and failed: nothing to report, the page would have asked again.
    answer.catch(() => undefined);
    answers.set(requestKey(request.method, target, json, headers), answer);
  }
}

/** The early answer to this request, handed out once. */
export function takeEarlyAnswer(key: string): Promise<RawAnswer> | undefined {
  const answer = answers.get(key);
  answers.delete(key);
  return answer;
}

/** Forgets answers no page took: after the first navigation they could only be stale. */
export function dropEarlyAnswers(): void {
  answers.clear();
}
