// Resident memory (RSS) of the web server, component by component (decisions/055): the app at
// rest, a selfie search (its face model thread), the face index per face, and what the in-process
// worker adds (bib reader, one face model thread per core). Every figure is the process's RSS
// after garbage collection, so a component's share is the step between two lines. Run with
// `npm run bench:memory`; uses DATABASE_URL when set, else a throwaway PostgreSQL cluster.
import { availableParallelism } from 'node:os';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { migrate } from '../server/src/db/migrate.ts';
import { seedReferenceData } from '../server/src/db/seed.ts';
import { insertBulkActivity } from '../server/src/demo/bulk-photos.ts';
import { generateRacePhoto, racePhotoPeople, sampleSelfie } from '../server/src/demo/race-photo.ts';
import { FaceIndex } from '../server/src/faces/face-index.ts';
import { lazyFacePool } from '../server/src/faces/lazy-pool.ts';
import { createDatabase } from '../server/src/infra/database.ts';
import { multipartFiles } from '../server/src/lib/multipart-body.ts';
import { buildScriptApp, scriptDatabase } from './script-app.ts';

const PHOTOS = 300; // the demo's photo count
const INDEX_FACES = 100_000;

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('Run with node --expose-gc (npm run bench:memory)');

async function rssMb(): Promise<number> {
  for (let i = 0; i < 3; i++) {
    gc!();
    await sleep(300); // worker threads that just stopped give their memory back meanwhile
  }
  return process.memoryUsage.rss() / 2 ** 20;
}

let previous = 0;
async function report(label: string): Promise<number> {
  const rss = await rssMb();
  const step = previous ? ` (${rss >= previous ? '+' : '−'}${Math.abs(rss - previous).toFixed(0)} MB)` : '';
  console.log(`${label.padEnd(62)} ${rss.toFixed(0).padStart(5)} MB RSS${step}`);
  previous = rss;
  return rss;
}

console.log(
  `Machine: ${os.cpus()[0]?.model ?? 'unknown CPU'} × ${os.cpus().length}, Node ${process.version}, load ${os.loadavg()[0]!.toFixed(1)}`,
);
const database = await scriptDatabase('bench_memory');
const db = createDatabase(database.url, 5);
const selfieDetector = lazyFacePool(1);
try {
  await migrate(database.url);
  await seedReferenceData(db);
  const bulk = await insertBulkActivity(database.url, { photos: PHOTOS, photographers: 3, bibsPerPhoto: 2, seed: 1 });
  await db.activity.update({ where: { id: bulk.activityId }, data: { faceSearchEnabled: true } });
  const app = await buildScriptApp(db, 'the memory benchmark', { faceDetector: selfieDetector });
  await app.ready();
  await report(`web server at rest (activity of ${PHOTOS} photos)`);

  const photo = { seed: 7, runners: [{ bib: '1234' }], takenAt: new Date('2026-03-01T08:00:00Z') };
  const [person] = racePhotoPeople(photo);
  const selfie = await sampleSelfie(person!.file, person!.face);
  const upload = multipartFiles([
    { field: 'file', fileName: 'selfie.jpg', contentType: 'image/jpeg', content: selfie },
  ]);
  const search = await app.inject({
    method: 'POST',
    url: `/api/services/app/FaceSearch/Search?activityId=${bulk.activityId}`,
    headers: upload.headers,
    payload: upload.payload,
  });
  if (search.statusCode !== 200) throw new Error(`selfie search: ${search.statusCode} ${search.body}`);
  const afterSelfie = await report('after a selfie search (its face model thread started)');

  const index = new FaceIndex();
  const descriptor = new Float32Array(128);
  index.add(
    Array.from({ length: INDEX_FACES }, (_, i) => {
      descriptor.fill(Math.sin(i) * 0.2);
      return { faceId: i + 1, photoId: i + 1, descriptor: descriptor.slice() };
    }),
  );
  await report(`face index of ${INDEX_FACES.toLocaleString('en')} faces`);
  console.log(
    `  face index: ${(index.memoryBytes / index.size).toFixed(0)} B per face ` +
      `(${((index.memoryBytes / index.size) * 1e6 * 2 ** -20).toFixed(0)} MB at 1 000 000 faces)`,
  );
  index.remove(Array.from({ length: INDEX_FACES }, (_, i) => i + 1));

  await selfieDetector.close();
  await report('selfie model thread stopped (idle)');

  // Imported only now: the web server alone never loads them.
  const { createBibReader } = await import('../server/src/ocr/bib-reader.ts');
  const { createFacePool } = await import('../server/src/faces/face-pool.ts');
  const image = await generateRacePhoto(photo);
  const reader = await createBibReader();
  await reader.read(image);
  await report('+ worker in process: bib reader after one photo');
  const cores = availableParallelism();
  const photoFaces = createFacePool(cores);
  await Promise.all(Array.from({ length: cores }, () => photoFaces.detect(image)));
  await report(`+ worker in process: ${cores} face model threads after one photo each`);
  await photoFaces.close();
  await reader.close();
  await app.close();
  console.log(`web server without the worker: ${afterSelfie.toFixed(0)} MB RSS after a selfie search`);
} finally {
  await selfieDetector.close();
  await db.$disconnect();
  await database.stop();
}
