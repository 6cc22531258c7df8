// First load on a mid-range phone (issue 32: LCP < 2.0 s, CLS < 0.1, first load of /index < 250 kB;
// PRODUCT.md: LCP < 2.5 s, "good" by Core Web Vitals): the built client served by the real server,
// the buyer pages rendered there (decision 076), each opened cold in Chromium, in zh-TW and in
// English, on the phone profile of web-vitals-measure.ts. For each: LCP, FCP, CLS, total blocking
// time (long tasks after FCP) and the bytes that crossed the network. Then a member taps 加入購物車
// on a photo: the interaction's duration (its INP) and the time until the header's cart count moves.
// Each page is opened cold `--loads` times (default 3) and its median load is the page's figure, as
// lab tools take the median of several runs: one load on this shared machine moves by up to 0.6 s.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startAppServer } from '../e2e/setup/app-server.ts';
import { artifactsRoot, buildClient } from '../e2e/setup/client-build.ts';
import { demoActivityId, findSearchableBib } from '../e2e/setup/global-setup.ts';
import { launchChromium } from '../e2e/support/browser.ts';
import { DEMO_PASSWORD } from '../server/src/db/seed.ts';
import { scriptDatabase } from './script-app.ts';
import { CPU_SLOWDOWN, measureAddToCart, measurePage, type Language, type PageVitals } from './web-vitals-measure.ts';

const DEMO_PHOTOS = 12;
const DEMO_MEMBER = 'member@demo.tw';
const LANGUAGES: Language[] = ['zh-TW', 'en'];
const GOALS = { lcpMs: 2000, cls: 0.1, indexKiB: 250, tapMs: 200 };

/**
 * The published photos, once every demo photo is processed: a worker still reading photos would
 * take the CPU the throttled tab is measured on.
 */
async function publishedPhotoIds(databaseUrl: string): Promise<number[]> {
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
      `SELECT id FROM "Photo" WHERE status = 'ready' ORDER BY id LIMIT 100`,
    );
    return rows.map((row) => row.id);
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

async function apiGet<T>(baseUrl: string, apiPath: string, token?: string): Promise<T> {
  const answer = await fetch(`${baseUrl}/api/services/app/${apiPath}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return ((await answer.json()) as { result: T }).result;
}

/** The demo member, logged in through the API as the login page does; the answer split as the app stores it. */
async function logInDemoMember(baseUrl: string) {
  const answer = await fetch(`${baseUrl}/api/TokenAuth/AuthenticateLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userNameOrEmailAddress: DEMO_MEMBER, password: DEMO_PASSWORD }),
  });
  const body = (await answer.json()) as { success: boolean; result: Record<string, unknown> & { accessToken: string } };
  if (!body.success) throw new Error(`Login of ${DEMO_MEMBER} failed: ${JSON.stringify(body)}`);
  const { accessToken, expireInSeconds: _expires, ...user } = body.result;
  return { accessToken, user };
}

/** A published photo the member has nothing of yet (not bought, not ordered, not in the cart). */
async function photoToAdd(baseUrl: string, token: string, photoIds: number[]): Promise<number> {
  const states = await apiGet<{ items: { photoId: number }[] }>(
    baseUrl,
    `Shop/GetMyPhotoStates?photoIds=${photoIds.join(',')}`,
    token,
  );
  const taken = new Set(states.items.map((item) => item.photoId));
  const free = photoIds.find((photoId) => !taken.has(photoId));
  if (free === undefined) throw new Error(`${DEMO_MEMBER} already has every published photo`);
  return free;
}

/** A goal's verdict for the output; a missed goal makes the run fail. */
function verdict(met: boolean): string {
  if (!met) process.exitCode = 1;
  return met ? 'met' : 'MISSED';
}

/** The load whose LCP is the median of the page's loads (the slower middle one of an even count). */
function medianLoad(loads: PageVitals[]): PageVitals {
  const sorted = [...loads].sort((a, b) => a.lcp - b.lcp);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const { values, positionals } = parseArgs({
  options: { loads: { type: 'string', default: '3' } },
  allowPositionals: true,
});
const loadsPerPage = Number(values.loads);
if (!Number.isInteger(loadsPerPage) || loadsPerPage < 1 || loadsPerPage > 20) {
  throw new Error(`--loads must be a whole number from 1 to 20, not ${values.loads}`);
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
  const baseUrl = server.baseUrl;
  const { activityId, bib } = await firstSearchableBib(baseUrl, database.url);
  const photoIds = await publishedPhotoIds(database.url);
  const races = await apiGet<{ items: { id: number }[] }>(baseUrl, 'Activity/GetAll');
  say(`server at ${baseUrl}; bib ${bib} found in activity ${activityId}`);

  const browser = await launchChromium();
  cleanups.push(() => browser.close());
  // `npm run bench:web-vitals -- /index /albumsearch` measures only the pages starting so (the tap
  // on 加入購物車 with /albumphotodetail).
  const only = positionals;
  const chosen = (route: string) => only.length === 0 || only.some((prefix) => route.startsWith(prefix));
  const pages = [
    '/index',
    `/activityevent/${activityId}`,
    '/eventlist',
    `/eventdetails/${races.items[0]!.id}`,
    `/albumsearch/${activityId}?code=${bib}`,
    `/albumphotodetail/${photoIds[0]}`,
    '/foot/about',
  ].filter(chosen);
  // One visit first, not counted: the server's first answers (compiling queries, reading files) are slower.
  await measurePage(browser, baseUrl, '/index', 'zh-TW');
  say('');
  say(`Each page opened cold ${loadsPerPage} times; the median load by LCP, with the range of its loads' LCP.`);
  say('page                        lang    LCP ms   FCP ms    CLS   TBT ms  transferred  requests  LCP range ms');
  let worstLcp = 0;
  let worstCls = 0;
  const indexKiB: string[] = [];
  let indexMet = true;
  for (const route of pages) {
    for (const language of LANGUAGES) {
      const loads: PageVitals[] = [];
      for (let load = 0; load < loadsPerPage; load++) loads.push(await measurePage(browser, baseUrl, route, language));
      const vitals = medianLoad(loads);
      const lcps = loads.map((load) => load.lcp);
      // A layout shift in any load counts: CLS is not a matter of luck with the network.
      const cls = Math.max(...loads.map((load) => load.cls));
      const kiB = vitals.bytes / 1024;
      worstLcp = Math.max(worstLcp, vitals.lcp);
      worstCls = Math.max(worstCls, cls);
      if (route === '/index') {
        indexKiB.push(`${kiB.toFixed(0)} kB (${language})`);
        indexMet &&= kiB < GOALS.indexKiB;
      }
      say(
        `${route.padEnd(28)}${language.padEnd(6)}${vitals.lcp.toFixed(0).padStart(8)}${vitals.fcp.toFixed(0).padStart(9)}` +
          `${cls.toFixed(3).padStart(7)}${vitals.tbt.toFixed(0).padStart(9)}${`${kiB.toFixed(0)} kB`.padStart(13)}` +
          `${String(vitals.requests).padStart(10)}  ${Math.min(...lcps).toFixed(0)}–${Math.max(...lcps).toFixed(0)}`,
      );
    }
  }
  say('');
  say(`Phone profile: 375 px, CPU ${CPU_SLOWDOWN}× slower, Slow 4G (150 ms RTT, 1.6 Mbps down), cold cache.`);
  say(`CLS, worst of the pages: ${worstCls.toFixed(3)}; goal < ${GOALS.cls}: ${verdict(worstCls < GOALS.cls)}`);
  // kB here are 1 024 bytes, as in the table.
  if (indexKiB.length > 0) {
    say(
      `/index first-load transfer on the phone: ${indexKiB.join(', ')}; goal < ${GOALS.indexKiB} kB: ${verdict(indexMet)}`,
    );
  }
  if (chosen('/albumphotodetail')) {
    const login = await logInDemoMember(baseUrl);
    const photoId = await photoToAdd(baseUrl, login.accessToken, photoIds);
    const tap = await measureAddToCart(browser, baseUrl, `/albumphotodetail/${photoId}`, login);
    const tapMet = Math.max(tap.interaction, tap.toBadge) < GOALS.tapMs;
    say(
      `加入購物車 on the phone (photo ${photoId}): interaction ${tap.interaction.toFixed(0)} ms (Event Timing, ` +
        `0 = under 16 ms), tap to cart badge ${tap.toBadge.toFixed(0)} ms; goal < ${GOALS.tapMs} ms: ${verdict(tapMet)}`,
    );
  }
  say(
    `LCP goal < ${GOALS.lcpMs} ms on every page (its median load), in both languages: ${verdict(worstLcp < GOALS.lcpMs)}`,
  );
  say(`LCP on the phone profile, worst of the pages: ${worstLcp.toFixed(0)} ms`);
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
}
