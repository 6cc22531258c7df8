// Race-day reads against the real server on loopback (decisions/050): the requests runners make —
// home page data, an activity page, bib search, photo detail, and selfie search at a lower rate —
// each alone and then mixed, the rate stepped up until p99 passes 50 ms or requests fail. Prints the
// highest rate held with p99 < 50 ms. First, at a modest rate that a shared machine's load does
// not distort, the CPU-ms each kind of request costs the server (this process) and PostgreSQL.
// Then the buyer pages rendered on the server (issue 32), which the mix leaves out: each kind's
// CPU-ms (at 20 rps), then one fixed step at 100 rps (the issue's goal: p95 < 50 ms), with the
// server's own render time beside it.
// Uses DATABASE_URL when set (it writes a bulk activity there), else a throwaway PostgreSQL
// cluster. BENCH_QUICK=1: a smaller activity and shorter steps; BENCH_CPU_ONLY=1: no rate steps;
// BENCH_CPU_REQUESTS=0: no CPU measure; BENCH_PAGES=0: no rendered pages (no client build either).
import { fork } from 'node:child_process';
import os from 'node:os';
import sharp from 'sharp';
import { migrate } from '../server/src/db/migrate.ts';
import { seedReferenceData } from '../server/src/db/seed.ts';
import { insertBulkActivity } from './sets/bulk-photos.ts';
import { createDatabase } from '../server/src/infra/database.ts';
import { multipartFiles } from '../server/src/lib/multipart-body.ts';
import { buildClient } from '../e2e/setup/client-build.ts';
import { assertRendered, pageKinds, pagesSettled, renderTimes, resetRenderTimes } from './load-pages.ts';
import { insertPageContent } from './sets/page-content.ts';
import type { LoadRequest, LoadResult, LoadStep } from './load-generator.ts';
import { buildScriptApp, scriptDatabase } from './script-app.ts';
import { cpuSpent, sampleCpu } from './server-cpu.ts';
import { watchServerPauses } from './server-pauses.ts';

const QUICK = process.env.BENCH_QUICK === '1';
const PHOTOS = Number(process.env.BENCH_PHOTOS ?? (QUICK ? 10_000 : 100_000));
const STEP_SECONDS = Number(process.env.BENCH_STEP_SECONDS ?? (QUICK ? 2 : 5));
const OTHER_ACTIVITIES = 300;
/**
 * Distinct bibs and photos asked for: a race's runners each search their own bib and open their own
 * photos, so the server's short cache of public reads (decisions/057) must not be flattered by a
 * few hundred answers asked for again and again.
 */
const SAMPLES = 20_000;
const P99_GOAL_MS = 50;
const FIRST_RATE = 25;
/** Before measuring: connections open, queries planned, code compiled. */
const WARM_UP = { rate: 20, seconds: 3 };
const RATE_GROWTH = 1.4;
const MAX_STEPS = 14;
/** CPU per request: this many requests of each kind, sent at a rate any machine keeps up with. */
const CPU_REQUESTS = Number(process.env.BENCH_CPU_REQUESTS ?? (QUICK ? 400 : 2000));
const CPU_RATE = 50;
const CPU_ONLY = process.env.BENCH_CPU_ONLY === '1';
/** BENCH_STEPS=mixed,bib search: step only these (to compare a change quickly); default all. */
const STEPPED = process.env.BENCH_STEPS?.split(',');
/** BENCH_PAGES=0: none; BENCH_PAGES=home,footer: only these page kinds; default all. */
const PAGES = process.env.BENCH_PAGES ?? 'all';
const PAGE_RATE = 100;
const PAGE_P95_GOAL_MS = 50;
/** A page costs ten API reads or more: its CPU is measured at a rate a busy machine still keeps up with. */
const PAGE_CPU = { rate: 20, count: Math.ceil(CPU_REQUESTS / 4) };
/** Upcoming races in the calendar, and so race details pages. */
const EVENTS = 300;

const say = (line: string) => console.log(line);
const api = (path: string) => `/api/services/app/${path}`;
const json = { 'content-type': 'application/json' };

/** A selfie search's face, always the same: this measures the search, not the face model (bench:face). */
const stubDetector = {
  detect: async () => [
    { box: { x: 80, y: 60, width: 120, height: 150 }, score: 0.99, descriptor: new Float32Array(128).fill(0.05) },
  ],
  describe: async () => [],
  close: async () => {},
};

// Built before the database fills: a current build is reused, a new one takes a minute or two.
const clientDist = PAGES === '0' ? undefined : buildClient(say);
const database = await scriptDatabase('bench_load');
const db = createDatabase(database.url, 10);
// Structured clone, not JSON: the selfie's bytes reach the generator as bytes.
const generator = fork(new URL('./load-generator.ts', import.meta.url), { serialization: 'advanced' });
try {
  await migrate(database.url);
  await seedReferenceData(db);
  say(`Machine: ${os.cpus()[0]?.model ?? 'unknown CPU'} × ${os.cpus().length}, load ${os.loadavg()[0]!.toFixed(1)}`);
  const bulk = await insertBulkActivity(database.url, { photos: PHOTOS, photographers: 15, bibsPerPhoto: 2, seed: 1 });
  await db.activity.update({ where: { id: bulk.activityId }, data: { faceSearchEnabled: true } });
  const others = await db.$queryRaw<{ id: number }[]>`
    INSERT INTO "Activity" (title, "activityDate", "cityId", "photoCount", "photographerCount", "updatedAt")
    SELECT format('第 %s 屆台北路跑', g), date '2020-01-01' + g, 102, g % 500, g % 7, now()
    FROM generate_series(1, ${OTHER_ACTIVITIES}::int) g
    RETURNING id`;
  const pageContent = await insertPageContent(db, {
    events: EVENTS,
    featuredActivityId: bulk.activityId,
    pastActivityIds: others.map(({ id }) => id),
  });
  await db.$executeRawUnsafe('VACUUM ANALYZE');
  say(`Activity of ${PHOTOS} photos, ${OTHER_ACTIVITIES} others; steps of ${STEP_SECONDS} s`);

  const app = await buildScriptApp(db, 'the load benchmark', {
    // Every request comes from one address here; on race day they come from thousands.
    // The short cache of public reads as in production, unless set (0 measures every read's own cost).
    env: {
      // A page rendered too late is counted below (renderTimes), not logged once per request.
      LOG_LEVEL: 'error',
      FACE_SEARCH_RATE_LIMIT: '1000000',
      PUBLIC_READ_CACHE_SECONDS: process.env.PUBLIC_READ_CACHE_SECONDS ?? '5',
      ...(clientDist && { CLIENT_DIST: clientDist }),
    },
    faceDetector: stubDetector,
  });
  const origin = await app.listen({ host: '127.0.0.1', port: 0 });

  const bibs = await db.$queryRaw<{ bib: string }[]>`
    SELECT DISTINCT bib FROM "BibTag" WHERE "activityId" = ${bulk.activityId} LIMIT ${SAMPLES}`;
  const photos = await db.$queryRaw<{ id: number }[]>`
    SELECT id FROM "Photo" WHERE "activityId" = ${bulk.activityId} ORDER BY random() LIMIT ${SAMPLES}`;
  const selfie = await sharp({ create: { width: 320, height: 320, channels: 3, background: '#b08060' } })
    .jpeg()
    .toBuffer();
  const upload = multipartFiles([
    { field: 'file', fileName: 'selfie.jpg', contentType: 'image/jpeg', content: selfie },
  ]);

  const requests: Record<string, LoadRequest[]> = {
    home: [
      {
        weight: 20,
        method: 'POST',
        variants: [{ path: api('Activity/GetIndex'), body: '{"SkipCount":0,"MaxResultCount":12}', headers: json }],
      },
      { weight: 10, method: 'GET', variants: [{ path: api('Banner/GetAll?typeId=1') }] },
    ],
    'activity page': [
      {
        weight: 25,
        method: 'GET',
        variants: [{ path: api(`Activity/GetConfigByActivityId?activityId=${bulk.activityId}`) }],
      },
    ],
    'bib search': [
      {
        weight: 25,
        method: 'POST',
        variants: bibs.map(({ bib }) => ({
          path: api('PhotoGalleryConfigAppSerivce/GetPhotoGalleryListNew'),
          body: JSON.stringify({ activityId: bulk.activityId, code: bib, SkipCount: 0, MaxResultCount: 20 }),
          headers: json,
        })),
      },
    ],
    'photo detail': [
      {
        weight: 18,
        method: 'GET',
        variants: photos.map(({ id }) => ({ path: api(`PhotoGalleryConfigAppSerivce/GetPhotoDetail?id=${id}`) })),
      },
    ],
    'selfie search': [
      {
        weight: 2,
        method: 'POST',
        variants: [
          {
            path: api(`FaceSearch/Search?activityId=${bulk.activityId}`),
            body: upload.payload,
            headers: upload.headers,
          },
        ],
      },
    ],
  };

  const pauses = watchServerPauses();
  const runStep = (step: LoadStep) =>
    new Promise<LoadResult>((resolve) => {
      generator.once('message', (result: LoadResult) => resolve(result));
      generator.send(step);
    });

  function stepLine(rate: number, result: LoadResult, paused: ReturnType<typeof pauses.take>) {
    const errors = result.errors ? ` ${JSON.stringify(result.errorKinds)}` : '';
    const line =
      `${rate} rps → ${result.throughput.toFixed(0)} done, p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, ` +
      `p99 ${result.p99.toFixed(1)} ms, max ${result.max.toFixed(0)} ms, errors ${result.errors}${errors}`;
    // A slow step's cause: the server's event loop held (GC among it), or the sender late.
    const where =
      `server loop held ≤ ${paused.loopMaxMs.toFixed(0)} ms, GC ${paused.gcCount}× (${paused.majorGcCount} major) ≤ ${paused.gcMaxMs.toFixed(0)} ms, ` +
      `sender late ≤ ${result.sendLateMs.toFixed(0)} ms`;
    return `${line}; ${where}`;
  }

  /** Steps the rate up until p99 passes the goal or requests fail; the last step that held. */
  async function maxSustained(name: string, mix: LoadRequest[]) {
    let held: { rate: number; result: LoadResult } | undefined;
    for (let step = 0, rate = FIRST_RATE; step < MAX_STEPS; step++, rate = Math.round(rate * RATE_GROWTH)) {
      pauses.take();
      const result = await runStep({ origin, requests: mix, rate, seconds: STEP_SECONDS });
      say(`  ${name}: ${stepLine(rate, result, pauses.take())}`);
      if (result.errors > 0 || result.p99 > P99_GOAL_MS) break;
      held = { rate, result };
    }
    return held;
  }

  /** CPU-ms per request of a mix: the server's own, and its PostgreSQL backends'. */
  async function cpuPerRequest(name: string, mix: LoadRequest[], { rate = CPU_RATE, count = CPU_REQUESTS } = {}) {
    const before = await sampleCpu(db);
    const result = await runStep({ origin, requests: mix, rate, seconds: count / rate });
    const { nodeMs, postgresMs } = cpuSpent(before, await sampleCpu(db));
    if (result.errors > 0)
      say(`  ${name}: ${result.errors} of ${count} unanswered in time: the machine is too busy to measure`);
    if (result.completed === 0) return;
    const per = (ms: number) => (ms / result.completed).toFixed(2);
    say(
      `  ${name}: ${per(nodeMs + postgresMs)} CPU-ms per request (server ${per(nodeMs)}, PostgreSQL ${per(postgresMs)}), ` +
        `${result.completed} requests, errors ${result.errors}, load ${os.loadavg()[0]!.toFixed(1)}`,
    );
  }

  /**
   * Each page kind's CPU-ms, then one step at 100 rps (not stepped up: the goal is a latency at
   * that rate). Pages answered as the shell (too late, say) are counted apart from the errors: they
   * are answers, but quicker ones than a rendered page. Answers the summary lines.
   */
  async function renderedPages(): Promise<string[]> {
    const kinds = Object.entries(
      pageKinds({
        activityId: bulk.activityId,
        bibs: bibs.map(({ bib }) => bib),
        photoIds: photos.map(({ id }) => id),
        ...pageContent,
      }),
    ).filter(([name]) => PAGES === 'all' || PAGES.split(',').includes(name));
    const sizes = await assertRendered(origin, Object.fromEntries(kinds));
    const kB = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;
    say(
      `Pages rendered on the server, HTML: ${Object.entries(sizes)
        .map(([name, bytes]) => `${name} ${kB(bytes)}`)
        .join(', ')}`,
    );
    await runStep({ origin, requests: kinds.flatMap(([, mix]) => mix), ...WARM_UP });
    if (PAGE_CPU.count > 0) {
      say(`CPU per rendered page (${PAGE_CPU.count} requests at ${PAGE_CPU.rate} rps each):`);
      for (const [name, mix] of kinds) {
        await pagesSettled();
        await cpuPerRequest(`${name} page`, mix, PAGE_CPU);
      }
    }
    if (CPU_ONLY) return [];
    say(`Rendered pages at ${PAGE_RATE} rps for ${STEP_SECONDS} s each:`);
    const lines: string[] = [];
    let worstP95 = 0;
    for (const [name, mix] of kinds) {
      await pagesSettled();
      resetRenderTimes();
      pauses.take();
      const result = await runStep({ origin, requests: mix, rate: PAGE_RATE, seconds: STEP_SECONDS });
      say(`  ${name} page: ${stepLine(PAGE_RATE, result, pauses.take())}`);
      // Renders still under way when the generator stopped waiting are this step's too.
      await pagesSettled();
      const server = await renderTimes();
      const shells = Object.values(server.notRendered).reduce((sum, count) => sum + count, 0);
      say(
        `    server render (reads and React): mean ${server.meanMs.toFixed(1)} ms, p95 ≈ ${server.p95Ms.toFixed(1)} ms ` +
          `of ${server.rendered} rendered; answered as the shell: ${shells ? JSON.stringify(server.notRendered) : 0}`,
      );
      worstP95 = Math.max(worstP95, result.p95);
      lines.push(
        `${name} page: p95 ${result.p95.toFixed(1)} ms at ${PAGE_RATE} rps ` +
          `(p99 ${result.p99.toFixed(1)} ms, errors ${result.errors}${shells ? `, ${shells} not rendered` : ''})`,
      );
    }
    lines.push(
      `rendered pages: worst p95 ${worstP95.toFixed(1)} ms at ${PAGE_RATE} rps (goal < ${PAGE_P95_GOAL_MS} ms)`,
    );
    return lines;
  }

  await runStep({ origin, requests: Object.values(requests).flat(), ...WARM_UP });
  if (CPU_REQUESTS > 0) {
    say(`CPU per request (${CPU_REQUESTS} requests at ${CPU_RATE} rps each):`);
    for (const [name, mix] of Object.entries(requests)) await cpuPerRequest(name, mix);
    await cpuPerRequest('mixed', Object.values(requests).flat());
  }
  const summary: string[] = [];
  const report = (name: string, held: Awaited<ReturnType<typeof maxSustained>>) =>
    summary.push(
      held
        ? `${name}: ${held.result.throughput.toFixed(0)} rps at p99 ${held.result.p99.toFixed(1)} ms`
        : `${name}: not even ${FIRST_RATE} rps at p99 < ${P99_GOAL_MS} ms`,
    );
  if (!CPU_ONLY) {
    const stepped = (name: string) => !STEPPED || STEPPED.includes(name);
    for (const [name, mix] of Object.entries(requests)) if (stepped(name)) report(name, await maxSustained(name, mix));
    if (stepped('mixed')) report('mixed public reads', await maxSustained('mixed', Object.values(requests).flat()));
  }
  if (PAGES !== '0') summary.push(...(await renderedPages()));
  say('');
  for (const line of summary) say(line);
  say(
    `(goal: mixed public reads ≥ 1500 rps at p99 < ${P99_GOAL_MS} ms; load during the run ${os.loadavg()[0]!.toFixed(1)})`,
  );
  pauses.stop();
  await app.close();
} finally {
  generator.send('stop');
  await db.$disconnect();
  await database.stop();
}
