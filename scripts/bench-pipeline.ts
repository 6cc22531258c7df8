// The photo pipeline end to end: N generated 24-megapixel race photos (EXIF time and camera, 1–3
// runners with faces and bibs) uploaded through the real API as a photographer, measured until
// published. Prints CPU-seconds per photo for each step, then photos/min and CPU per photo with the
// in-process worker and with two worker processes, and each process's peak RSS. `--count N` (default 40).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import S3rver from 's3rver';
import { startAppServer } from '../e2e/setup/app-server.ts';
import { demoBibs } from '../server/src/demo/race-photo.ts';
import { freePort } from '../server/src/infra/postgres-cluster.ts';
import { measurePipelineSteps } from './pipeline-steps.ts';
import { api, cpuSeconds, demoActivityId, loadAverage, peakRssMegabytes } from './bench-app.ts';
import { scriptDatabase } from './script-app.ts';
import { cameraPhoto, sensorNoise } from './sets/camera-photos.ts';
import { buildServer } from './server-build.ts';

const { values } = parseArgs({ options: { count: { type: 'string', default: '40' } } });
const COUNT = Number(values.count);
if (!Number.isInteger(COUNT) || COUNT < 1) throw new Error(`--count must be a whole number ≥ 1, got ${values.count}`);
const PHOTOGRAPHER = { userNameOrEmailAddress: 'photographer@demo.tw', password: 'demo1234' };
/** Photos per upload request, as the upload page sends them. */
const BATCH = 4;
const repoRoot = path.resolve(import.meta.dirname, '..');
const photoCache = path.join(repoRoot, 'test-artifacts', 'bench-pipeline-photos');

const say = (line: string) => console.log(line);
// The server and worker as production runs them: compiled (decisions/069).
const build = buildServer();

const SIZE = { width: 6000, height: 4000 };

/**
 * 6000×4000 race photos with 1–3 runners, their camera and capture time in EXIF; kept in
 * test-artifacts between runs (the same seeds make the same scenes).
 */
async function racePhotos(count: number): Promise<Buffer[]> {
  const bibs = demoBibs(7, count * 3);
  const photos: Buffer[] = [];
  let noise: Buffer | undefined;
  mkdirSync(photoCache, { recursive: true });
  for (let index = 0; index < count; index++) {
    const file = path.join(photoCache, `race-${index}.jpg`);
    if (!existsSync(file)) {
      const runners = bibs.slice(index * 3, index * 3 + 1 + (index % 3)).map((bib) => ({ bib }));
      const takenAt = new Date(Date.UTC(2026, 10, 1, 0, 0, index * 7));
      const photo = await cameraPhoto(
        { seed: 1000 + index, runners, takenAt },
        SIZE,
        (noise ??= await sensorNoise(SIZE)),
      );
      writeFileSync(file, photo);
    }
    photos.push(readFileSync(file));
  }
  return photos;
}

async function newAlbum(baseUrl: string, name: string) {
  const { accessToken } = await api<{ accessToken: string }>(baseUrl, 'TokenAuth/AuthenticateLogin', PHOTOGRAPHER);
  const activityId = await demoActivityId(baseUrl);
  const prices = await api<number[]>(baseUrl, 'services/app/PhotoGalleryList/getMoneyList');
  const album = await api<{ coId: number }>(
    baseUrl,
    'services/app/PhotoGalleryConfigAppSerivce/Create',
    { activityId, name, cameraPoint: '終點', defaultPrice: prices[0] },
    accessToken,
  );
  return { coId: album.coId, accessToken };
}

async function upload(baseUrl: string, coId: number, token: string, photos: Buffer[], first: number) {
  const form = new FormData();
  photos.forEach((photo, index) =>
    form.append('file', new Blob([photo], { type: 'image/jpeg' }), `IMG_${first + index}.jpg`),
  );
  await api(baseUrl, `services/app/PhotoGalleryList/Upload?coId=${coId}`, form, token);
}

/** Waits until `total` photos of the album are published: each one's seconds from its upload, sorted. */
async function waitPublished(databaseUrl: string, coId: number, total: number, uploadedAt: Map<string, number>) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const waits: number[] = [];
  const seen = new Set<number>();
  try {
    for (;;) {
      const { rows } = await client.query<{ id: number; status: string; name: string }>(
        `SELECT p.id, p.status, p."fileName" AS name FROM "Photo" p 
         WHERE p."albumId" = $1 AND p.status <> 'processing'`,
        [coId],
      );
      for (const row of rows) {
        if (seen.has(row.id)) continue;
        seen.add(row.id);
        if (row.status !== 'ready') throw new Error(`Photo ${row.name} ended ${row.status}`);
        const uploaded = uploadedAt.get(row.name);
        if (uploaded !== undefined) waits.push((performance.now() - uploaded) / 1000);
      }
      if (seen.size >= total) return waits.sort((a, b) => a - b);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    await client.end();
  }
}

interface Run {
  label: string;
  /** The processes whose CPU is the pipeline's. */
  pids: number[];
  baseUrl: string;
}

/** Uploads every photo in batches, waits until all are published, then one more into the idle queue. */
async function measureRun(run: Run, databaseUrl: string, photos: Buffer[], lone: Buffer) {
  const { coId, accessToken } = await newAlbum(run.baseUrl, `bench:pipeline ${run.label}`);
  const cpuBefore = run.pids.map(cpuSeconds);
  const uploadedAt = new Map<string, number>();
  const started = performance.now();
  const published = waitPublished(databaseUrl, coId, photos.length, uploadedAt);
  for (let first = 0; first < photos.length; first += BATCH) {
    await upload(run.baseUrl, coId, accessToken, photos.slice(first, first + BATCH), first);
    for (let index = first; index < Math.min(first + BATCH, photos.length); index++)
      uploadedAt.set(`IMG_${index}.jpg`, performance.now());
  }
  const waits = await published;
  const minutes = (performance.now() - started) / 60_000;
  const cpu = run.pids.map((pid, index) => cpuSeconds(pid) - cpuBefore[index]!).reduce((a, b) => a + b, 0);
  const perMinute = photos.length / minutes;
  say(
    `${run.label}: ${photos.length} photos in ${(minutes * 60).toFixed(0)} s → ${perMinute.toFixed(1)} photos/min, ` +
      `${(cpu / photos.length).toFixed(2)} CPU-s per photo (whole process: upload, DB, pipeline); ` +
      `upload → published p50 ${waits[Math.floor(waits.length / 2)]!.toFixed(1)} s, max ${waits.at(-1)!.toFixed(1)} s (${loadAverage()})`,
  );
  // A photo uploaded while the queue is empty: how soon a runner can find it.
  const alone = new Map<string, number>();
  const single = waitPublished(databaseUrl, coId, photos.length + 1, alone);
  await upload(run.baseUrl, coId, accessToken, [lone], photos.length);
  alone.set(`IMG_${photos.length}.jpg`, performance.now());
  const [wait] = (await single).slice(-1);
  say(`${run.label}: one photo into an idle queue published after ${wait!.toFixed(1)} s`);
  const peaks = run.pids.map((pid) => `${peakRssMegabytes(pid).toFixed(0)} MB`);
  say(`${run.label}: peak RSS ${peaks.join(', ')}`);
  return { perMinute, cpuPerPhoto: cpu / photos.length };
}

function startWorkerProcess(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--enable-source-maps', build.worker], {
    cwd: repoRoot,
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', ...env },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    pid: child.pid!,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

const scratch = mkdtempSync(path.join(os.tmpdir(), 'sportphoto-bench-pipeline-'));
const cleanups: (() => Promise<void>)[] = [async () => rmSync(scratch, { recursive: true, force: true })];
try {
  say(
    `${os.cpus()[0]?.model ?? 'unknown CPU'} × ${os.cpus().length} cores, node ${process.version} (${loadAverage()})`,
  );
  const generating = performance.now();
  // One more than COUNT: the last is uploaded alone into an idle queue.
  const generated = await racePhotos(COUNT + 1);
  const photos = generated.slice(0, COUNT);
  const lone = generated[COUNT]!;
  const megabytes = photos.reduce((sum, photo) => sum + photo.length, 0) / photos.length / 1e6;
  say(
    `${COUNT} photos of 6000×4000 (${megabytes.toFixed(1)} MB each) ready in ` +
      `${((performance.now() - generating) / 1000).toFixed(0)} s`,
  );

  const steps = await measurePipelineSteps(photos.slice(0, Math.min(photos.length, 10)));
  say(`CPU-seconds per photo by step, one photo at a time (${loadAverage()}):`);
  for (const [step, seconds] of Object.entries(steps)) say(`  ${step.padEnd(28)} ${seconds.toFixed(3)}`);
  const stepTotal = Object.values(steps).reduce((a, b) => a + b, 0);
  say(`  ${'total'.padEnd(28)} ${stepTotal.toFixed(3)}`);

  const database = await scriptDatabase('bench_pipeline');
  cleanups.push(database.stop);
  const s3Port = await freePort();
  const s3Dir = path.join(scratch, 's3');
  mkdirSync(s3Dir);
  const s3 = new S3rver({ port: s3Port, address: '127.0.0.1', directory: s3Dir, silent: true });
  await s3.run();
  cleanups.push(() => s3.close());
  const shared = {
    DATABASE_URL: database.url,
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
  const serverOptions = (workerInProcess: boolean, name: string) => ({
    databaseUrl: database.url,
    clientDist: path.join(scratch, 'no-client'),
    dataDir: path.join(scratch, 'data'),
    demoPhotoCount: 0,
    logFile: path.join(scratch, `${name}.log`),
    env: { ...shared, WORKER_IN_PROCESS: String(workerInProcess), LOG_LEVEL: 'warn' },
    entry: build.server,
  });

  const inProcess = await startAppServer(serverOptions(true, 'in-process'));
  await measureRun(
    { label: 'in-process worker', pids: [inProcess.pid], baseUrl: inProcess.baseUrl },
    database.url,
    photos,
    lone,
  ).finally(() => inProcess.stop());

  const web = await startAppServer(serverOptions(false, 'web'));
  cleanups.push(web.stop);
  const workers = [0, 1].map(() => startWorkerProcess(shared));
  for (const worker of workers) cleanups.push(worker.stop);
  // Each worker loads its models when its first photo comes: started, they are idle until the upload.
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  const second = await measureRun(
    { label: 'two worker processes', pids: workers.map((w) => w.pid), baseUrl: web.baseUrl },
    database.url,
    photos,
    lone,
  );
  say(
    `pipeline: ${second.cpuPerPhoto.toFixed(2)} CPU-s per 24 MP photo, ${second.perMinute.toFixed(1)} photos/min with 2 workers`,
  );
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
}
