import type { Browser, BrowserContext, Page } from 'playwright-core';

// What bench:web-vitals measures in the browser: a page's first load, and the tap on 加入購物車,
// both on a mid-range phone: 375 px, CPU 4× slower, Slow 4G (150 ms round trip, 1.6 Mbps down,
// 750 kbps up). The page scripts are strings: scripts are type-checked without the DOM.

export const CPU_SLOWDOWN = 4;
const PHONE = { width: 375, height: 812 };
const SLOW_4G = { latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
// After the load event the page may still fetch data and draw: it is measured once the network has
// been quiet this long.
const QUIET_MS = 1500;
const GIVE_UP_MS = 120_000;

export type Language = 'zh-TW' | 'en';

export interface PageVitals {
  lcp: number;
  fcp: number;
  /** Cumulative layout shift, web-vitals' way (see OBSERVE_LOAD). */
  cls: number;
  tbt: number;
  bytes: number;
  requests: number;
}

export interface TapVitals {
  /** The interaction's duration by the Event Timing API: its INP, as the only interaction. */
  interaction: number;
  /** From the finger down to the header's cart count changing in the page. */
  toBadge: number;
}

// Runs in the page before its own scripts: keeps what the browser reports about painting, layout
// shifts and long tasks. CLS as web-vitals counts it: shifts without recent input, grouped into
// session windows (a gap under 1 s, a window under 5 s), the largest window's sum.
const OBSERVE_LOAD = `
  window.__vitals = { lcp: 0, fcp: 0, cls: 0, longTasks: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__vitals.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') window.__vitals.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__vitals.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  let windowSum = 0, windowStart = 0, lastShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      const sameWindow = windowSum > 0 && entry.startTime - lastShift < 1000 && entry.startTime - windowStart < 5000;
      if (sameWindow) windowSum += entry.value;
      else [windowSum, windowStart] = [entry.value, entry.startTime];
      lastShift = entry.startTime;
      window.__vitals.cls = Math.max(window.__vitals.cls, windowSum);
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

// Before the page's scripts too: the interactions' Event Timing entries (durationThreshold 16, the
// smallest the API allows) and when the finger went down.
const OBSERVE_TAP = `
  window.__tap = { events: [], downAt: 0, badgeAt: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.interactionId) window.__tap.events.push(entry.duration);
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  addEventListener('pointerdown', (event) => { window.__tap.downAt = event.timeStamp; }, { capture: true });
`;

// Installed just before the tap: the first change to the header's cart (its count, its label).
const WATCH_BADGE = `(() => {
  const badge = document.querySelector('.cart-link');
  new MutationObserver((_, observer) => {
    window.__tap.badgeAt = performance.now();
    observer.disconnect();
  }).observe(badge, { subtree: true, childList: true, characterData: true, attributes: true });
})()`;

// A page the server rendered shows its buttons before React listens to them.
const TAKEN_OVER = `!document.getElementById('ssr-state') || document.documentElement.hasAttribute('data-hydrated')`;

/**
 * A fresh phone in `language`: the server writes the page in the language of the `lang` cookie,
 * the app keeps the choice in its storage (a visitor who chose English has both).
 */
async function phoneContext(browser: Browser, baseUrl: string, language: Language): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: language,
  });
  if (language === 'en') {
    await context.addCookies([{ name: 'lang', value: language, url: baseUrl }]);
    await context.addInitScript(`try { localStorage.setItem('language', '${language}'); } catch {}`);
  }
  return context;
}

/** Slows the page to the phone profile, cold cache; counts what crosses the network from then on. */
async function throttle(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const traffic = { bytes: 0, requests: 0 };
  const activity = { last: Date.now() };
  cdp.on('Network.requestWillBeSent', () => (activity.last = Date.now()));
  cdp.on('Network.loadingFinished', (event: { encodedDataLength: number }) => {
    traffic.bytes += event.encodedDataLength;
    traffic.requests += 1;
    activity.last = Date.now();
  });
  return { traffic, quietFor: () => Date.now() - activity.last };
}

/** Polls `read` in the page every 250 ms until `done` says so, or the page has had two minutes. */
async function waitInPage<T>(page: Page, read: string, done: (value: T) => boolean): Promise<T> {
  const giveUp = Date.now() + GIVE_UP_MS;
  let value: T;
  do {
    await page.waitForTimeout(250);
    value = (await page.evaluate(read)) as T;
  } while (!done(value) && Date.now() < giveUp);
  return value;
}

/** The first load of `url`, cold, on the phone profile. */
export async function measurePage(browser: Browser, baseUrl: string, route: string, language: Language) {
  const context = await phoneContext(browser, baseUrl, language);
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVE_LOAD);
    const { traffic, quietFor } = await throttle(context, page);
    await page.goto(`${baseUrl}${route}`, { waitUntil: 'load', timeout: GIVE_UP_MS });
    // Measured once something has been painted and the network has been quiet for a while.
    const seen = await waitInPage<{ lcp: number; fcp: number; cls: number; longTasks: number[][] }>(
      page,
      'window.__vitals',
      (vitals) => vitals.lcp > 0 && quietFor() >= QUIET_MS,
    );
    const tbt = seen.longTasks
      .filter(([start]) => start! >= seen.fcp)
      .reduce((sum, [, duration]) => sum + Math.max(0, duration! - 50), 0);
    const vitals: PageVitals = { lcp: seen.lcp, fcp: seen.fcp, cls: seen.cls, tbt, ...traffic };
    return vitals;
  } finally {
    await context.close();
  }
}

/**
 * A logged-in member (`login`: the login answer, stored as the app does) opens `route` on the
 * phone profile, waits until the page is taken over and their cart and the photo's state are
 * known, and taps 加入購物車 once.
 */
export async function measureAddToCart(
  browser: Browser,
  baseUrl: string,
  route: string,
  login: { accessToken: string; user: Record<string, unknown> },
): Promise<TapVitals> {
  const context = await phoneContext(browser, baseUrl, 'zh-TW');
  try {
    const page = await context.newPage();
    // Any page of the site's origin gives access to its storage; this one runs no client code.
    await page.goto(`${baseUrl}/api/health`);
    await page.evaluate(
      `localStorage.setItem('token', ${JSON.stringify(login.accessToken)});` +
        `localStorage.setItem('user', ${JSON.stringify(JSON.stringify(login.user))});`,
    );
    await page.addInitScript(OBSERVE_TAP);
    const { quietFor } = await throttle(context, page);
    await page.goto(`${baseUrl}${route}`, { waitUntil: 'load', timeout: GIVE_UP_MS });
    const addToCart = page.getByRole('button', { name: '加入購物車' });
    await page.locator('.cart-link').waitFor({ timeout: GIVE_UP_MS });
    await waitInPage<boolean>(page, TAKEN_OVER, Boolean);
    // Enabled once the photo's state for this member is known; the cart too once the network rests.
    await addToCart.and(page.locator(':not([disabled]):not(.ant-btn-loading)')).waitFor({ timeout: GIVE_UP_MS });
    while (quietFor() < QUIET_MS) await page.waitForTimeout(250);
    await page.evaluate(WATCH_BADGE);
    await addToCart.tap();
    // The server's answer: the button gives way to 已在購物車. The Event Timing entries arrived
    // after the frame the tap led to, long before.
    await page.getByText('已在購物車').waitFor({ timeout: GIVE_UP_MS });
    await page.waitForTimeout(500);
    const tap = (await page.evaluate('window.__tap')) as { events: number[]; downAt: number; badgeAt: number };
    if (!tap.badgeAt || !tap.downAt)
      throw new Error(`The tap or the cart badge's change was not seen: ${JSON.stringify(tap)}`);
    // No entry at all: every part of the interaction took under the 16 ms threshold.
    return { interaction: Math.max(0, ...tap.events), toBadge: tap.badgeAt - tap.downAt };
  } finally {
    await context.close();
  }
}
