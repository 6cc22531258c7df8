import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { test as base, expect, inject } from 'vitest';
import { launchChromium } from './browser.ts';
import { BrowserErrors } from './browser-errors.ts';

export { expect };

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 375, height: 812 };

const screenshotDir = path.resolve(import.meta.dirname, '../../test-artifacts/e2e/screenshots');

/**
 * A page in a fresh browser context (empty storage, zh-TW, desktop viewport, relative URLs
 * against the real server) whose errors `browserErrors` watches: a second person in a journey.
 */
export async function openPage(browser: Browser, browserErrors: BrowserErrors): Promise<Page> {
  const context = await browser.newContext({ baseURL: inject('baseUrl'), viewport: DESKTOP, locale: 'zh-TW' });
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  browserErrors.watch(page);
  awaitTakeOver(page);
  return page;
}

/** Resolves once React has taken over the page the server rendered (at once for a page drawn in the browser). */
export async function takenOver(page: Page): Promise<void> {
  // A string, not a function: the e2e code is type-checked without the DOM (page.evaluate, not
  // waitForFunction, whose strings the pages' Content-Security-Policy refuses to evaluate).
  await expect
    .poll(
      () =>
        page.evaluate(
          `!document.getElementById('ssr-state') || document.documentElement.hasAttribute('data-hydrated')`,
        ),
      { timeout: 15_000 },
    )
    .toBe(true);
}

/**
 * A page the server rendered shows its buttons before React listens to them: a journey's first tap
 * would be lost. Opening or reloading a page therefore ends once React has taken the HTML over.
 */
function awaitTakeOver(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await takenOver(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await takenOver(page);
    return response;
  };
}

/**
 * The e2e `test`: one Chromium per worker, a fresh browser context (empty storage, zh-TW,
 * desktop viewport, relative URLs against the real server) per test, and a test that fails when
 * the page throws or logs an error it did not declare with `browserErrors.expect(...)`.
 */
export const test = base
  // Vitest reads a fixture's dependencies from its destructured first argument: none here.
  // eslint-disable-next-line no-empty-pattern
  .extend('browser', { scope: 'worker' }, async ({}, { onCleanup }) => {
    const browser = await launchChromium();
    onCleanup(() => browser.close());
    return browser;
  })
  .extend('browserErrors', () => new BrowserErrors())
  .extend('page', async ({ browser, browserErrors, task }, { onCleanup }) => {
    const page = await openPage(browser, browserErrors);
    const context = page.context();
    onCleanup(async () => {
      // What the browser showed when the journey failed: failed-<test name>.png.
      if (task.result?.state === 'fail') {
        const name = `failed-${task.name.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 80)}`;
        await screenshotAsIs(page, name).catch(() => {});
      }
      await context.close();
      browserErrors.check();
    });
    return page;
  });

/**
 * Lets the page react to a new viewport (the mobile layout swaps the header on a media-query
 * change): without it a full-page shot can measure the previous layout's width.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
}

/** The page as it is now, at its present size: `<name>.png`. */
export async function screenshotAsIs(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}

/** Saves `<name>-desktop.png` (1280×800) and `<name>-375.png` (375 px wide, full page) for review. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  const viewport = page.viewportSize() ?? DESKTOP;
  await page.setViewportSize(DESKTOP);
  await settled(page);
  await page.screenshot({ path: path.join(screenshotDir, `${name}-desktop.png`), fullPage: true });
  await page.setViewportSize(PHONE);
  await settled(page);
  await page.screenshot({ path: path.join(screenshotDir, `${name}-375.png`), fullPage: true });
  await page.setViewportSize(viewport);
}

/**
 * Screenshots in zh-TW, then in English after switching (`<name>-en-…`, once `englishText` shows),
 * then back in zh-TW (waiting for `chineseText` when given).
 */
export async function screenshotBothLanguages(page: Page, name: string, englishText: string, chineseText?: string) {
  await screenshot(page, name);
  await page.evaluate(`localStorage.setItem('language', 'en')`);
  await page.reload();
  await page.getByText(englishText, { exact: true }).first().waitFor();
  await screenshot(page, `${name}-en`);
  await page.evaluate(`localStorage.setItem('language', 'zh-TW')`);
  await page.reload();
  if (chineseText) await page.getByText(chineseText, { exact: true }).first().waitFor();
}

/** Waits until the lazy images on screen have loaded, so screenshots show pictures, not placeholders. */
export async function imagesLoaded(page: Page): Promise<void> {
  // A string, not a function: the e2e code is type-checked without the DOM (see support/session.ts).
  // Pictures a server-rendered page leaves to the browser's lazy loading are fetched now, for the shots.
  await page.evaluate(
    `document.querySelectorAll('main img[loading="lazy"]').forEach((img) => { img.loading = 'eager'; })`,
  );
  await expect
    .poll(() => page.evaluate(`[...document.querySelectorAll('main img')].every((img) => img.complete)`))
    .toBe(true);
}

/** The page's path, for polling where a journey has arrived. */
export const pathOf = (page: Page) => new URL(page.url()).pathname;
