import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// Lazy pages and their strings load as separate modules; on a busy 2-core machine that takes longer
// than Testing Library's default 1 s wait.
configure({ asyncUtilTimeout: 5000 });

// A test that runs as on the server (`// @vitest-environment node`) has no window to fill in.
const inBrowser = typeof window !== 'undefined';

// jsdom has no media queries; antd's responsive code and the mobile layout ask for them.
// Tests that need the mobile layout stub matchMedia themselves.
if (inBrowser) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

// jsdom has no ResizeObserver; antd's menus, tables and overflow lists observe their size.
// Nothing is ever resized in jsdom, so an observer that never reports is faithful.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (inBrowser) {
  Object.defineProperty(window, 'ResizeObserver', { configurable: true, writable: true, value: NoResizeObserver });
}

// A test that makes the app log an error fails: errors are never expected noise.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error: ${args.map(String).join(' ')}`);
  });
});

// Vitest globals are off, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  if (!inBrowser) return;
  localStorage.clear();
  sessionStorage.clear();
});
