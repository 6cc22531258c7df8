import { useEffect, useSyncExternalStore } from 'react';

// The route table gives every page a title; a page that knows a better one (an event's name, a
// footer page's title) overrides it while it is on screen. The layout adds the site name.

// The title is kept with the token of the component that set it, so a page unmounting after the
// next page has named itself (a suspended route, a late cleanup) does not clear the new title.
let override: { owner: symbol; title: string } | null = null;
const listeners = new Set<() => void>();

function publish(next: { owner: symbol; title: string } | null) {
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
    const owner = Symbol('page title');
    publish({ owner, title });
    return () => {
      if (override?.owner === owner) publish(null);
    };
  }, [title]);
}

export function usePageTitleOverride(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => override?.title ?? null,
    () => override?.title ?? null,
  );
}
