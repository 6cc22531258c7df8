// Race day, live (issue 33): photos dropped into a photographer's watched folder at a race's pace,
// sent by the real uploader (`scripts/upload.ts --watch`, an upload token) to the real server and
// its in-process worker; for each followed bib (a member's confirmed follow), the time from its
// file appearing in the folder to its notice being written to the outbox, and where that time went.
// `--rate` photos a second for `--minutes`, of `--size` megapixels; `--follows` bibs followed, each
// on one photo spread over the run, the other photos showing bibs nobody follows.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startAppServer } from '../e2e/setup/app-server.ts';
import { demoBibs } from '../server/src/demo/race-photo.ts';
import { createDatabase } from '../server/src/infra/database.ts';
import { photoQueueState } from '../server/src/jobs/photo-queue.ts';
import { api, cpuSeconds, demoActivityId, loadAverage } from './bench-app.ts';
import { scriptDatabase } from './script-app.ts';
import { cameraPhoto, distinctCopy, sensorNoise } from './sets/camera-photos.ts';

const { values } = parseArgs({
  options: {
    rate: { type: 'string', default: '0.5' },
    minutes: { type: 'string', default: '5' },
    size: { type: 'string', default: '6' },
    follows: { type: 'string', default: '20' },
  },
});
const RATE = Number(values.rate);
const MINUTES = Number(values.minutes);
const MEGAPIXELS = Number(values.size);
const FOLLOWS = Number(values.follows);
if (!(RATE > 0 && RATE <= 20))
  throw new Error(`--rate must be photos a second, above 0 and at most 20, got ${values.rate}`);
if (!(MINUTES > 0 && MINUTES <= 120))
  throw new Error(`--minutes must be above 0 and at most 120, got ${values.minutes}`);
if (!(MEGAPIXELS >= 1 && MEGAPIXELS <= 50))
  throw new Error(`--size must be megapixels from 1 to 50, got ${values.size}`);
const PHOTOS = Math.round(RATE * 60 * MINUTES);
if (!Number.isInteger(FOLLOWS) || FOLLOWS < 1 || FOLLOWS > PHOTOS) {
  throw new Error(`--follows must be a whole number from 1 to the photos dropped (${PHOTOS}), got ${values.follows}`);
}
/** Scenes of unfollowed bibs the other photos are copies of. */
const FILLER_SCENES = 8;
/** After the last photo is processed: the notice job runs every minute, so this covers two runs. */
const NOTICE_GRACE_MS = 150_000;
const PHOTOGRAPHER = { userNameOrEmailAddress: 'photographer@demo.tw', password: 'demo1234' };
const MEMBER = { userNameOrEmailAddress: 'member@demo.tw', password: 'demo1234' };

const say = (line: string) => console.log(line);
const seconds = (ms: number) => (ms / 1000).toFixed(1);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** 3:2 like a camera, both sides multiples of 8 (scenes are drawn at a quarter). */
function sizeOf(megapixels: number) {
  const width = Math.round(Math.sqrt(megapixels * 1e6 * 1.5) / 8) * 8;
  return { width, height: Math.round(width / 1.5 / 8) * 8 };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
const spread = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted.length === 0
    ? '—'
    : `p50 ${seconds(percentile(sorted, 0.5))} s, p95 ${seconds(percentile(sorted, 0.95))} s`;
};

const scratch = mkdtempSync(path.join(os.tmpdir(), 'sportphoto-bench-live-'));
const folder = path.join(scratch, 'card');
mkdirSync(folder);
const cleanups: (() => Promise<void>)[] = [async () => rmSync(scratch, { recursive: true, force: true })];
try {
  const size = sizeOf(MEGAPIXELS);
  const bibs = demoBibs(33, FOLLOWS + FILLER_SCENES * 2);
  const followed = bibs.slice(0, FOLLOWS);
  const started = performance.now();
  const noise = await sensorNoise(size);
  const takenAt = new Date();
  const scene = (seed: number, runners: string[]) =>
    cameraPhoto({ seed, runners: runners.map((bib) => ({ bib })), takenAt }, size, noise);
  const followedPhotos: Buffer[] = [];
  for (const [index, bib] of followed.entries()) followedPhotos.push(await scene(3300 + index, [bib]));
  const fillers: Buffer[] = [];
  for (let index = 0; index < FILLER_SCENES; index++) {
    const start = FOLLOWS + index * 2;
    fillers.push(await scene(3400 + index, bibs.slice(start, start + 2)));
  }
  say(
    `${PHOTOS} photos to drop, ${RATE}/s for ${MINUTES} min, ${size.width}×${size.height} (${MEGAPIXELS} MP, ` +
      `~${(followedPhotos[0]!.length / 1e6).toFixed(1)} MB); ${FOLLOWS} followed bibs, one photo each; ` +
      `scenes made in ${seconds(performance.now() - started)} s`,
  );

  const database = await scriptDatabase('bench_live');
  cleanups.push(database.stop);
  const server = await startAppServer({
    databaseUrl: database.url,
    clientDist: path.join(scratch, 'no-client'),
    dataDir: path.join(scratch, 'data'),
    demoPhotoCount: 0,
    logFile: path.join(scratch, 'server.log'),
    env: {
      LOG_LEVEL: 'warn',
      // The demo activity's date may be long past; the member follows many bibs from one address.
      FOLLOW_DAYS: '36500',
      FOLLOW_RATE_LIMIT_ADDRESS: '100000',
      FOLLOW_RATE_LIMIT_EMAIL: '100000',
    },
  });
  cleanups.push(server.stop);
  const db = createDatabase(database.url, 2);
  cleanups.push(() => db.$disconnect());
  say(`server and its worker at ${server.baseUrl} (pid ${server.pid}), ${os.cpus().length} cores, ${loadAverage()}`);

  // The photographer's album and upload token, the member's follows: as on the site.
  const { accessToken: photographerToken } = await api<{ accessToken: string }>(
    server.baseUrl,
    'TokenAuth/AuthenticateLogin',
    PHOTOGRAPHER,
  );
  const activityId = await demoActivityId(server.baseUrl);
  const prices = await api<number[]>(server.baseUrl, 'services/app/PhotoGalleryList/getMoneyList');
  const album = await api<{ coId: number }>(
    server.baseUrl,
    'services/app/PhotoGalleryConfigAppSerivce/Create',
    { activityId, name: 'bench:live', cameraPoint: '終點', defaultPrice: prices[0] },
    photographerToken,
  );
  const { secret } = await api<{ secret: string }>(
    server.baseUrl,
    'services/app/PhotographerUploadToken/Create',
    { name: 'bench:live' },
    photographerToken,
  );
  const { accessToken: memberToken } = await api<{ accessToken: string }>(
    server.baseUrl,
    'TokenAuth/AuthenticateLogin',
    MEMBER,
  );
  for (const bib of followed) {
    await api(server.baseUrl, 'services/app/Follow/CreateMine', { activityId, code: bib }, memberToken);
  }

  const uploaderLog = createWriteStream(path.join(scratch, 'uploader.log'));
  const uploader = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/upload.ts',
      '--album',
      String(album.coId),
      '--watch',
      folder,
      '--server',
      server.baseUrl,
    ],
    { cwd: path.resolve(import.meta.dirname, '..'), env: { ...process.env, UPLOAD_TOKEN: secret }, stdio: 'pipe' },
  );
  uploader.stdout.pipe(uploaderLog);
  uploader.stderr.pipe(uploaderLog);
  cleanups.push(async () => {
    uploader.kill('SIGTERM');
    await new Promise((resolve) => uploader.once('exit', resolve));
  });

  // The worker loads its bib reader and face models with its first photo: not part of race day.
  writeFileSync(path.join(folder, 'WARMUP.jpg'), distinctCopy(fillers[0]!, 'bench:live warm-up'));
  for (let waited = 0; ; waited += 1000) {
    const [warm] = await db.$queryRaw<{ done: number }[]>`
      SELECT count(*)::int AS done FROM "Photo" WHERE "albumId" = ${album.coId} AND status <> 'processing'`;
    if (warm!.done > 0) break;
    if (waited > 300_000) throw new Error('The warm-up photo was not processed within 5 minutes');
    await sleep(1000);
  }
  say(`worker warmed up (${loadAverage()})`);

  // The photos each followed bib is on, spread over the run.
  const followedAt = new Map(followed.map((bib, index) => [Math.floor(((index + 0.5) * PHOTOS) / FOLLOWS), bib]));
  const appeared = new Map<string, { bib: string; at: number }>();
  const cpuBefore = cpuSeconds(server.pid);
  let dropped = 0;
  const counts = async () => {
    const [row] = await db.$queryRaw<{ uploaded: number; published: number; notices: number }[]>`
      SELECT (SELECT count(*)::int FROM "Photo" WHERE "albumId" = ${album.coId}) - 1 AS uploaded,
             (SELECT count(*)::int FROM "Photo" WHERE "albumId" = ${album.coId} AND status <> 'processing') - 1 AS published,
             (SELECT count(*)::int FROM "OutboxMail" WHERE "to" = ${MEMBER.userNameOrEmailAddress}) AS notices`;
    return row!;
  };
  const report = async (label: string) => {
    const [now, queue] = await Promise.all([counts(), photoQueueState(db)]);
    say(
      `${label.padStart(6)}  dropped ${String(dropped).padStart(4)}  uploaded ${String(now.uploaded).padStart(4)}  ` +
        `processed ${String(now.published).padStart(4)}  queue ${queue.waiting} waiting (oldest ${queue.oldestWaitingSeconds} s), ` +
        `${queue.active} running  notices ${now.notices}/${FOLLOWS}  ${loadAverage()}`,
    );
    return now;
  };

  const dropStart = performance.now();
  const clock = Date.now() - dropStart;
  const sampler = setInterval(() => void report(`${seconds(performance.now() - dropStart)}s`).catch(() => {}), 30_000);
  for (let index = 0; index < PHOTOS; index++) {
    const due = dropStart + (index * 1000) / RATE;
    if (due > performance.now()) await sleep(due - performance.now());
    const bib = followedAt.get(index);
    const name = `IMG_${String(index).padStart(5, '0')}.jpg`;
    const photo =
      bib === undefined
        ? distinctCopy(fillers[index % FILLER_SCENES]!, `bench:live ${index}`)
        : followedPhotos[followed.indexOf(bib)]!;
    // Whole at once, as a card reader's copy lands: written under a name the uploader skips, then renamed.
    writeFileSync(path.join(folder, `.${name}`), photo);
    renameSync(path.join(folder, `.${name}`), path.join(folder, name));
    const at = clock + performance.now();
    if (bib !== undefined) appeared.set(name, { bib, at });
    dropped += 1;
  }
  const dropSeconds = (performance.now() - dropStart) / 1000;
  say(`dropped ${PHOTOS} photos in ${dropSeconds.toFixed(0)} s`);

  // Until every photo is processed and the notice job had its chance, or nothing moves for 5 minutes.
  let last = '';
  let lastChange = performance.now();
  let processedAt = 0;
  for (;;) {
    await sleep(5000);
    const now = await counts();
    const state = `${now.uploaded}/${now.published}/${now.notices}`;
    if (state !== last) [last, lastChange] = [state, performance.now()];
    if (now.published >= PHOTOS && !processedAt) processedAt = performance.now();
    if (now.notices >= FOLLOWS) break;
    if (processedAt && performance.now() - processedAt > NOTICE_GRACE_MS) break;
    if (performance.now() - lastChange > 300_000) {
      say('no progress for 5 minutes: stopping');
      break;
    }
  }
  clearInterval(sampler);
  const final = await report('end');
  const cpu = cpuSeconds(server.pid) - cpuBefore;

  // Per followed bib: its file, its photo (uploaded, published, bib read?) and its notice.
  const rows = await db.$queryRaw<
    { fileName: string; uploadedMs: number; publishedMs: number | null; bibs: string[] }[]
  >`SELECT p."fileName", extract(epoch FROM p."createdAt")::float8 * 1000 AS "uploadedMs",
           extract(epoch FROM p."publishedAt")::float8 * 1000 AS "publishedMs",
           coalesce(array_agg(t.bib) FILTER (WHERE t.bib IS NOT NULL), '{}') AS bibs
    FROM "Photo" p LEFT JOIN "BibTag" t ON t."photoId" = p.id
    WHERE p."albumId" = ${album.coId} AND p."fileName" = ANY(${[...appeared.keys()]}::text[])
    GROUP BY p.id`;
  const notices = await db.$queryRaw<{ subject: string; writtenMs: number }[]>`
    SELECT subject, extract(epoch FROM "createdAt")::float8 * 1000 AS "writtenMs" FROM "OutboxMail"
    WHERE "to" = ${MEMBER.userNameOrEmailAddress} ORDER BY id`;
  const noticeOf = (bib: string) => notices.find((mail) => mail.subject.split(/\s+/).includes(bib))?.writtenMs;
  const parts = { upload: [] as number[], processing: [] as number[], notify: [] as number[], total: [] as number[] };
  let unread = 0;
  let unnoticed = 0;
  for (const row of rows) {
    const { bib, at } = appeared.get(row.fileName)!;
    if (!row.bibs.includes(bib) || row.publishedMs === null) {
      unread += 1;
      continue;
    }
    const written = noticeOf(bib);
    if (written === undefined) {
      unnoticed += 1;
      continue;
    }
    parts.upload.push(Number(row.uploadedMs) - at);
    parts.processing.push(Number(row.publishedMs) - Number(row.uploadedMs));
    parts.notify.push(written - Number(row.publishedMs));
    parts.total.push(written - at);
  }
  const lastPublished = rows.length ? Math.max(...rows.map((row) => Number(row.publishedMs ?? 0))) : 0;
  const capacity = (final.published / ((lastPublished - (clock + dropStart)) / 60_000)).toFixed(1);
  say(
    `processing: ${final.published} of ${PHOTOS} photos processed, ~${capacity} photos/min while busy ` +
      `(dropped at ${(RATE * 60).toFixed(0)}/min), ${(cpu / Math.max(1, final.published)).toFixed(2)} CPU-s per photo in the server process`,
  );
  say(
    `followed bibs: ${parts.total.length} of ${FOLLOWS} noticed, ${unread} not read on their photo (OCR: no notice due), ` +
      `${unnoticed} read but not noticed, ${FOLLOWS - rows.length} never uploaded`,
  );
  say(`  file → uploaded (settle, hash, send)   ${spread(parts.upload)}`);
  say(`  uploaded → published (queue, pipeline) ${spread(parts.processing)}`);
  say(`  published → notice (the notice job)    ${spread(parts.notify)}`);
  const total = [...parts.total].sort((a, b) => a - b);
  if (total.length === 0) throw new Error('No followed bib was noticed');
  say(`live: file to notification p50 ${seconds(percentile(total, 0.5))} s, p95 ${seconds(percentile(total, 0.95))} s`);
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
}
