// Bib search on an activity of 500 000 photos (PRODUCT.md: server p95 < 50 ms), and the home
// page's fetch of every activity. Uses DATABASE_URL when set (it writes the bulk activity there),
// else a throwaway PostgreSQL cluster. Requests go through the real app, as the client's would.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { migrate } from '../server/src/db/migrate.ts';
import { seedReferenceData } from '../server/src/db/seed.ts';
import { insertBulkActivity } from './sets/bulk-photos.ts';
import { createDatabase } from '../server/src/infra/database.ts';
import { taipeiToday } from '../server/src/modules/events/events.ts';
import { buildScriptApp, scriptDatabase } from './script-app.ts';

const PHOTOS = 500_000;
const PHOTOGRAPHERS = 15;
const BIBS_PER_PHOTO = 2;
const SAMPLED_BIBS = 500;
const MISSES = 50;
const OTHER_ACTIVITIES = 3000;
const INDEX_RUNS = 30;

const say = (line: string) => console.log(line);
const ms = (value: number) => `${value.toFixed(1)} ms`;

function percentiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  return `p50 ${ms(at(50))}  p95 ${ms(at(95))}  p99 ${ms(at(99))}  max ${ms(sorted.at(-1)!)}  (n=${sorted.length})`;
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await work();
  return [result, performance.now() - start];
}

const database = await scriptDatabase('bench_bib');
const databaseUrl = database.url;
const db = createDatabase(databaseUrl, 10);
try {
  await migrate(databaseUrl);
  await seedReferenceData(db);
  const [machine] = await db.$queryRaw<{ version: string }[]>`SELECT version()`;
  say(
    `Machine: ${os.cpus()[0]?.model ?? 'unknown CPU'} × ${os.cpus().length}, ${Math.round(os.totalmem() / 2 ** 30)} GB`,
  );
  say(`Node ${process.version}; ${machine?.version.split(',')[0]}`);

  const seed = Number(process.env.BENCH_SEED ?? 1);
  const [bulk, insertMs] = await timed(() =>
    insertBulkActivity(databaseUrl, {
      photos: PHOTOS,
      photographers: PHOTOGRAPHERS,
      bibsPerPhoto: BIBS_PER_PHOTO,
      seed,
    }),
  );
  const tags = await db.bibTag.count({ where: { activityId: bulk.activityId } });
  say(`Inserted ${PHOTOS} photos and ${tags} bib tags (${bulk.runners} runners) in ${(insertMs / 1000).toFixed(1)} s`);

  // The rest of a busy calendar, for the home page's keyword fetch.
  await db.$executeRaw`
    INSERT INTO "Activity" (title, "activityDate", "cityId", "photoCount", "photographerCount", "updatedAt")
    SELECT format('第 %s 屆台北路跑', g), date '2001-01-01' + (g * 3), 102, g % 500, g % 7, now()
    FROM generate_series(1, ${OTHER_ACTIVITIES}::int) g`;
  // Statistics, plus the visibility map and hint bits autovacuum would have set on a live server.
  await db.$executeRawUnsafe('VACUUM ANALYZE');

  const app = await buildScriptApp(db, 'the benchmark');

  const sampled = await db.$queryRaw<{ bib: string }[]>`
    SELECT bib FROM (SELECT DISTINCT bib FROM "BibTag" WHERE "activityId" = ${bulk.activityId}) b
    ORDER BY random() LIMIT ${SAMPLED_BIBS}`;
  const misses = Array.from({ length: MISSES }, (_, i) => `X${bulk.runners + i}`);
  const search = async (code: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/services/app/PhotoGalleryConfigAppSerivce/GetPhotoGalleryListNew',
      payload: { activityId: bulk.activityId, code, SkipCount: 0, MaxResultCount: 20 },
    });
    if (response.statusCode !== 200) throw new Error(`bib ${code}: ${response.body}`);
    return response.json().result.totalCount as number;
  };
  for (const { bib } of sampled.slice(0, 20)) await search(bib); // warm-up

  const hitTimes: number[] = [];
  const hitCounts: number[] = [];
  for (const { bib } of sampled) {
    const [count, time] = await timed(() => search(bib));
    hitTimes.push(time);
    hitCounts.push(count);
  }
  const missTimes: number[] = [];
  for (const code of misses) missTimes.push((await timed(() => search(code)))[1]);
  say(`Photos per searched bib: min ${Math.min(...hitCounts)}, max ${Math.max(...hitCounts)}`);
  say(`Bib search, existing bibs: ${percentiles(hitTimes)}`);
  say(`Bib search, misses:        ${percentiles(missTimes)}`);
  say(`Bib search, all:           ${percentiles([...hitTimes, ...missTimes])}  (goal: p95 < 50 ms)`);

  const indexTimes: number[] = [];
  let activities = 0;
  for (let i = 0; i < INDEX_RUNS; i++) {
    const [response, time] = await timed(() =>
      app.inject({
        method: 'POST',
        url: '/api/services/app/Activity/GetIndex',
        payload: { SkipCount: 0, MaxResultCount: 99999, sgL_ActivityDate: ['2000-01-01', taipeiToday()] },
      }),
    );
    activities = response.json().result.items.length;
    indexTimes.push(time);
  }
  say(`GetIndex 99999 (${activities} activities): ${percentiles(indexTimes)}`);
  await app.close();
} finally {
  await db.$disconnect();
  await database.stop();
}
