// First load on a mid-range phone (PRODUCT.md: LCP < 2.5 s, "good" by Core Web Vitals): the built
// client served by the real server, opened cold in Chromium at 375 px with the CPU slowed 4× and the
// network shaped to Slow 4G (150 ms round trip, 1.6 Mbps down, 750 kbps up). For each buyer page:
// LCP, FCP, total blocking time (long tasks after FCP) and the bytes that crossed the network.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { startAppServer } from '../e2e/setup/app-server.ts';
import { artifactsRoot, buildClient } from '../e2e/setup/client-build.ts';
import { demoActivityId, findSearchableBib } from '../e2e/setup/global-setup.ts';
import { launchChromium } from '../e2e/support/browser.ts';
import { scriptDatabase } from './script-app.ts';

const DEMO_PHOTOS = 12;
const PHONE = { width: 375, height: 812 };
const SLOW_4G = { latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
const CPU_SLOWDOWN = 4;
// After the load event the page may still fetch data and draw: it is measured once the network has
// been quiet this long.
const QUIET_MS = 1500;

interface Vitals {
  lcp: number;
  fcp: number;
  tbt: number;
  bytes: number;
  requests: number;
}

// Runs in the page before its own scripts: keeps what the browser reports about painting and long tasks.
const OBSERVE = `
  window.__vitals = { lcp: 0, fcp: 0, longTasks: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__vitals.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') window.__vitals.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__vitals.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
`;

async function measure(browser: Browser, url: string): Promise<Vitals> {
  const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVE);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    let bytes = 0;
    let requests = 0;
    let lastActivity = Date.now();
    cdp.on('Network.requestWillBeSent', () => (lastActivity = Date.now()));
    cdp.on('Network.loadingFinished', (event: { encodedDataLength: number }) => {
      bytes += event.encodedDataLength;
      requests += 1;
      lastActivity = Date.now();
    });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    // Measured once something has been painted and the network has been quiet for a while.
    const giveUp = Date.now() + 120_000;
    let seen: { lcp: number; fcp: number; longTasks: number[][] };
    do {
      await page.waitForTimeout(250);
      seen = (await page.evaluate('window.__vitals')) as typeof seen;
    } while ((seen.lcp === 0 || Date.now() - lastActivity < QUIET_MS) && Date.now() < giveUp);
    const tbt = seen.longTasks
      .filter(([start]) => start! >= seen.fcp)
      .reduce((sum, [, duration]) => sum + Math.max(0, duration! - 50), 0);
    return { lcp: seen.lcp, fcp: seen.fcp, tbt, bytes, requests };
  } finally {
    await context.close();
  }
}

/**
 * The first published photo, once every demo photo is processed: a worker still reading photos
 * would take the CPU the throttled tab is measured on.
 */
async function publishedPhotoId(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const deadline = Date.now() + 600_000;
    for (;;) {
      const { rows } = await client.query<{ processing: number }>(
        `SELECT count(*)::int AS processing FROM "Photo" WHERE status = 'processing'`,
      );
      if (rows[0]!.processing === 0 || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
    const { rows } = await client.query<{ id: number }>(
      `SELECT id FROM "Photo" WHERE status = 'ready' ORDER BY id LIMIT 1`,
    );
    return rows[0]!.id;
  } finally {
    await client.end();
  }
}

/** Pages need one processed photo with a bib, not all of them: polls until bib search finds one. */
async function firstSearchableBib(baseUrl: string, databaseUrl: string) {
  const deadline = Date.now() + 600_000;
  for (;;) {
    try {
      const activityId = await demoActivityId(databaseUrl);
      return { activityId, bib: await findSearchableBib(baseUrl, activityId, DEMO_PHOTOS) };
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 3000));
    }
  }
}

const say = (line: string) => console.log(line);
const scratch = mkdtempSync(path.join(os.tmpdir(), 'sportphoto-bench-web-vitals-'));
const cleanups: (() => Promise<void>)[] = [async () => rmSync(scratch, { recursive: true, force: true })];
try {
  const clientDist = buildClient(say);
  const database = await scriptDatabase('bench_web_vitals');
  cleanups.push(database.stop);
  const server = await startAppServer({
    databaseUrl: database.url,
    clientDist,
    dataDir: path.join(scratch, 'data'),
    demoPhotoCount: DEMO_PHOTOS,
    logFile: path.join(artifactsRoot, 'bench-web-vitals-server.log'),
  });
  cleanups.push(server.stop);
  const { activityId, bib } = await firstSearchableBib(server.baseUrl, database.url);
  const photoId = await publishedPhotoId(database.url);
  say(`server at ${server.baseUrl}; bib ${bib} found in activity ${activityId}`);

  const browser = await launchChromium();
  cleanups.push(() => browser.close());
  // `npm run bench:web-vitals -- /index /albumsearch` measures only the pages starting so.
  const only = process.argv.slice(2);
  const pages = [
    '/index',
    `/activityevent/${activityId}`,
    `/albumsearch/${activityId}?code=${bib}`,
    `/albumphotodetail/${photoId}`,
  ].filter((route) => only.length === 0 || only.some((prefix) => route.startsWith(prefix)));
  // One visit first, not counted: the server's first answers (compiling queries, reading files) are slower.
  await measure(browser, `${server.baseUrl}/index`);
  say('');
  say('page                          LCP ms   FCP ms   TBT ms   transferred  requests');
  let worst = 0;
  for (const route of pages) {
    const vitals = await measure(browser, `${server.baseUrl}${route}`);
    worst = Math.max(worst, vitals.lcp);
    say(
      `${route.padEnd(28)}${vitals.lcp.toFixed(0).padStart(8)}${vitals.fcp.toFixed(0).padStart(9)}` +
        `${vitals.tbt.toFixed(0).padStart(9)}${`${(vitals.bytes / 1024).toFixed(0)} kB`.padStart(13)}` +
        `${String(vitals.requests).padStart(10)}`,
    );
  }
  say('');
  say(`Phone profile: 375 px, CPU ${CPU_SLOWDOWN}× slower, Slow 4G (150 ms RTT, 1.6 Mbps down), cold cache.`);
  say(`LCP on the phone profile, worst of the ${pages.length} pages: ${worst.toFixed(0)} ms`);
  if (worst >= 2500) process.exitCode = 1;
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
}
