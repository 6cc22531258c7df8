/**
 * Runs `callback` once the browser has nothing more urgent to do (within a few seconds at most):
 * for code the first paint does not need. Returns a function that cancels it.
 */
export function whenIdle(callback: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(callback, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, 1000);
  return () => clearTimeout(timer);
}
