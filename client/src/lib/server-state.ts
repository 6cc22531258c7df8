import type { DehydratedState } from '@tanstack/react-query';
import type { Language } from './language.ts';
import type { FootPage } from './stores/footer-store.ts';

// What a server that rendered the page hands the browser with its HTML (entry-server.tsx writes
// it, app/start.tsx reads it): a `<script type="application/json" id="ssr-state">` block, data the
// content security policy lets through because it is never executed.

export const SERVER_STATE_ID = 'ssr-state';
const VERSION = 1;

export interface ServerState {
  v: typeof VERSION;
  /** The language the page was rendered in (the `lang` cookie's). */
  language: Language;
  /** The site's address as the server saw it. */
  origin: string;
  /** The route path of the page rendered ('/albumphotodetail/:id?', or '/foot/'). */
  page: string;
  /** The footer list the page was drawn with. */
  footPages: FootPage[];
  /** The answers of the page's reads, as TanStack Query's dehydrated cache. */
  queries: DehydratedState;
}

/**
 * The state as the text of the script block: JSON where `<` (so no `</script>` or `<!--` inside
 * the data can end the block) and the two line separators JavaScript once disallowed are escaped.
 */
export function serializeServerState(state: ServerState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function isServerState(value: unknown): value is ServerState {
  const state = value as Partial<ServerState> | null;
  return (
    typeof state === 'object' &&
    state !== null &&
    state.v === VERSION &&
    (state.language === 'zh-TW' || state.language === 'en') &&
    typeof state.origin === 'string' &&
    typeof state.page === 'string' &&
    Array.isArray(state.footPages) &&
    Array.isArray(state.queries?.queries)
  );
}

/** The state in this document, or null: a page the server did not render, or a block unreadable. */
export function readServerState(document: Document): ServerState | null {
  const text = document.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const state: unknown = JSON.parse(text);
    return isServerState(state) ? state : null;
  } catch {
    return null;
  }
}

/**
 * The answers as just fetched: their age is the server's clock's, and a phone's clock set a few
 * minutes off would otherwise find them stale and ask again at once.
 */
export function freshQueries(queries: DehydratedState, now = Date.now()): DehydratedState {
  return {
    ...queries,
    queries: queries.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } })),
  };
}
