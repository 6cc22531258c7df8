import { useEffect, useSyncExternalStore } from 'react';

// The route table gives every page a title; a page that knows a better one (an event's name, a
// footer page's title) overrides it while it is on screen. The layout adds the site name.

let override: string | null = null;
const listeners = new Set<() => void>();

function publish(next: string | null) {
  override = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Sets the page's title (without the site name) while the calling component is mounted. */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return;
    publish(title);
    return () => publish(null);
  }, [title]);
}

export function usePageTitleOverride(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => override,
    () => override,
  );
}
