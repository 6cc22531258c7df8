import { useSyncExternalStore } from 'react';

/** Below this width (px) the site uses its mobile layout (spec §1). */
export const MOBILE_BREAKPOINT = 768;
const query = `(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`;

function subscribe(listener: () => void) {
  const list = window.matchMedia(query);
  list.addEventListener('change', listener);
  return () => list.removeEventListener('change', listener);
}

/**
 * 'either' where the width is not known: on a server, and in the browser's first render of the
 * HTML it sent (hydration), which must draw the same. A frame drawn for 'either' holds both layouts
 * and lets CSS (the same breakpoint) show one; React then renders the width's own.
 */
export type LayoutMode = 'mobile' | 'desktop' | 'either';

export function useLayoutMode(): LayoutMode {
  return useSyncExternalStore(
    subscribe,
    () => (window.matchMedia(query).matches ? 'mobile' : 'desktop'),
    () => 'either',
  );
}

/** For client-rendered pages (tables, back office): a server-rendered page uses useLayoutMode(). */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
