import { createContext, useContext, useSyncExternalStore } from 'react';
import type { FootPage } from './stores/footer-store.ts';

/**
 * What a render knows that a browser would read from its globals. A server renders many requests
 * at once, so this travels with each render (context), never through module state.
 */
export interface RenderEnvironment {
  /** The site's address as the visitor reached it ('https://example.com'). */
  origin: string;
  /** On a server: the footer pages in the request's language (a browser keeps them in its store). */
  footPages?: FootPage[];
}

export const RenderEnvironmentContext = createContext<RenderEnvironment | null>(null);

export function useRenderEnvironment(): RenderEnvironment | null {
  return useContext(RenderEnvironmentContext);
}

const unchanging = () => () => undefined;

/** The site's address: the browser's own; on a server and while hydrating its HTML, the request's. */
export function useOrigin(): string {
  const environment = useRenderEnvironment();
  return useSyncExternalStore(
    unchanging,
    () => window.location.origin,
    () => environment?.origin ?? '',
  );
}

/**
 * True on a server and while the browser takes over the HTML it sent (React reads the server's
 * value then); false for what the browser draws itself, later or without server HTML.
 */
export function useDrawnByServer(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => false,
    () => true,
  );
}
