// Resident memory (RSS) of the web server, component by component (decisions/055): the app at
// rest, after a selfie search (whose face model runs in a child process, measured on its own, with
// the search's time cold and warm), the face index per face, and what the in-process worker adds
// (bib reader, one face model thread per core). Every web-server figure is the process's RSS after
// garbage collection, so a component's share is the step between two lines. Run with
// `npm run bench:memory`; uses DATABASE_URL when set, else a throwaway PostgreSQL cluster.
import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { migrate } from '../server/src/db/migrate.ts';
import { seedReferenceData } from '../server/src/db/seed.ts';
import { insertBulkActivity } from './sets/bulk-photos.ts';
import { generateRacePhoto, racePhotoPeople, sampleSelfie } from '../server/src/demo/race-photo.ts';
import { FaceIndex } from '../server/src/faces/face-index.ts';
import { createFaceProcessPool, type FaceProcessPool } from '../server/src/faces/face-process-pool.ts';
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

/** RSS and CPU time so far of another process (Linux /proc; clock ticks of 10 ms). */
async function processFigures(pid: number): Promise<{ rssMb: number; cpuMs: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
  return { rssMb: rssKb / 1024, cpuMs: (Number(fields[11]) + Number(fields[12])) * 10 };
}

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const load = () => `load ${os.loadavg()[0]!.toFixed(1)}`;

console.log(
  `Machine: ${os.cpus()[0]?.model ?? 'unknown CPU'} × ${os.cpus().length}, Node ${process.version}, load ${os.loadavg()[0]!.toFixed(1)}`,
);
const database = await scriptDatabase('bench_memory');
const db = createDatabase(database.url, 5);
let selfieProcess: FaceProcessPool | undefined;
let detections = 0;
// As server.ts makes it, without the idle stop (the benchmark closes it itself); detections counted.
const selfieProcesses = lazyFacePool(1, { create: () => (selfieProcess = createFaceProcessPool()) });
const selfieDetector: typeof selfieProcesses = {
  detect: (image) => ((detections += 1), selfieProcesses.detect(image)),
  describe: (image, boxes) => selfieProcesses.describe(image, boxes),
  close: () => selfieProcesses.close(),
};
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
  /** A whole selfie search through the route: wall time, and CPU time of each process. */
  async function timedSearch(label: string): Promise<void> {
    const childBefore = selfieProcess?.pid ? (await processFigures(selfieProcess.pid)).cpuMs : 0;
    detections = 0;
    const [wallStart, cpuStart] = [performance.now(), cpuMs()];
    const search = await app.inject({
      method: 'POST',
      url: `/api/services/app/FaceSearch/Search?activityId=${bulk.activityId}`,
      headers: upload.headers,
      payload: upload.payload,
    });
    const [wall, webCpu] = [performance.now() - wallStart, cpuMs() - cpuStart];
    if (search.statusCode !== 200) throw new Error(`selfie search: ${search.statusCode} ${search.body}`);
    const childCpu = (await processFigures(selfieProcess!.pid!)).cpuMs - childBefore;
    console.log(
      `  selfie search, ${label.padEnd(38)} ${wall.toFixed(0).padStart(5)} ms, ${detections} detection(s) ` +
        `(CPU: web server ${webCpu.toFixed(0)} ms, selfie process ${childCpu.toFixed(0)} ms; ${load()})`,
    );
  }
  await timedSearch('cold (the selfie process starts):');
  for (let i = 1; i <= 3; i++) await timedSearch(`warm (${i}):`);
  // What the process boundary costs a job: a few bytes there and an error back, no detection.
  const roundTrips: number[] = [];
  for (let i = 0; i < 20; i++) {
    const start = performance.now();
    await selfieDetector.detect(Buffer.from('not an image')).catch(() => undefined);
    roundTrips.push(performance.now() - start);
  }
  console.log(`  IPC round trip (no detection): median ${roundTrips.sort((a, b) => a - b)[10]!.toFixed(1)} ms`);
  const afterSelfie = await report('after a selfie search (its face model in a child process)');
  const selfieRss = (await processFigures(selfieProcess!.pid!)).rssMb;
  console.log(`${'  selfie process (face model, its own RSS)'.padEnd(62)} ${selfieRss.toFixed(0).padStart(5)} MB RSS`);

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
  await report('selfie process stopped (idle)');

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
  console.log(
    `web server without the worker: ${afterSelfie.toFixed(0)} MB RSS after a selfie search ` +
      `(selfie process ${selfieRss.toFixed(0)} MB RSS)`,
  );
} finally {
  await selfieDetector.close();
  await db.$disconnect();
  await database.stop();
}
