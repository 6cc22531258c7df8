import type { Page } from 'playwright-core';

/**
 * Collects what the page throws (`pageerror`) and logs with console.error. A journey fails on any
 * of them unless it declared the error beforehand with `expect(pattern)`, and a declared error
 * that never came fails it too.
 */
export class BrowserErrors {
  private readonly seen: string[] = [];
  private readonly expected: { pattern: RegExp; matched: boolean }[] = [];

  watch(page: Page): void {
    page.on('pageerror', (error) => this.seen.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const { url } = message.location();
      this.seen.push(`console.error: ${message.text()}${url ? ` (${url})` : ''}`);
    });
  }

  /** Declares an error this journey provokes on purpose (e.g. the browser logging a refused request). */
  expect(pattern: RegExp): void {
    this.expected.push({ pattern, matched: false });
  }

  check(): void {
    const unexpected = this.seen.filter((line) => {
      const hit = this.expected.find((e) => e.pattern.test(line));
      if (hit) hit.matched = true;
      return !hit;
    });
    const missing = this.expected.filter((e) => !e.matched).map((e) => String(e.pattern));
    if (unexpected.length) throw new Error(`The browser reported errors:\n${unexpected.join('\n')}`);
    if (missing.length) throw new Error(`Expected browser errors did not happen: ${missing.join(', ')}`);
  }
}
