import { useEffect, useState, type RefObject } from 'react';

/**
 * Images start loading when they come within 1.3 window heights of the top of the screen
 * (spec §9 "preload 1.3", the original's lazy-load ratio): 30 % of a viewport beyond each edge.
 */
export const PRELOAD_RATIO = 1.3;
const ROOT_MARGIN = `${Math.round((PRELOAD_RATIO - 1) * 100)}% 0px`;

type Callback = (visible: boolean) => void;
let observer: IntersectionObserver | undefined;
const callbacks = new WeakMap<Element, Callback>();

// One observer for every image on the page rather than one each.
function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) callbacks.get(entry.target)?.(entry.isIntersecting);
    },
    { rootMargin: ROOT_MARGIN },
  );
  return observer;
}

/** True once the element has come near the viewport (it then stays true). */
export function useNearViewport(ref: RefObject<Element | null>, skip = false): boolean {
  const [near, setNear] = useState(skip || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const io = sharedObserver();
    callbacks.set(element, (visible) => {
      if (!visible) return;
      setNear(true);
      io.unobserve(element);
    });
    io.observe(element);
    return () => {
      io.unobserve(element);
      callbacks.delete(element);
    };
  }, [ref, near]);
  return near;
}

/** For tests: forget the shared observer (a test may install a new IntersectionObserver). */
export function resetSharedObserver(): void {
  observer = undefined;
}
