import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { generateRacePhoto } from '../../server/src/demo/race-photo.ts';
import type { JobContext } from '../../server/src/jobs/definitions.ts';
import { SWEEP_LIMITS, sweepStep } from '../../server/src/jobs/sweep-orphans.ts';
import { multipartFiles } from '../../server/src/lib/multipart-body.ts';
import { albumFolders } from '../../server/src/lib/storage-keys.ts';
import {
  createActivity,
  createAlbum,
  createPhotographer,
  createPhoto,
} from '../../server/test/helpers/catalogue-factories.ts';
import { createUser } from '../../server/test/helpers/factories.ts';
import { cameraJpeg } from '../../server/test/helpers/images.ts';
import { createOrder } from '../../server/test/helpers/shop-factories.ts';
import { startFaultStack, type FaultStack } from '../support/fault-stack.ts';
import { CLIENT_TIMEOUT_MS, isAlive, logIn, uploadPhotos } from '../support/requests.ts';

// A worker and the web server killed (SIGKILL) in the middle of their work: what is done again,
// what is left behind (docs/decisions/047). One stack: the object store and the worker run in
// processes of their own, and a photo's job expires after 5 s instead of 15 minutes.

let stack: FaultStack;
beforeAll(async () => {
  stack = await startFaultStack('killed', {
    standaloneS3: true,
    env: { WORKER_IN_PROCESS: 'false', PHOTO_JOB_EXPIRY_SECONDS: '5' },
  });
});
afterAll(() => stack?.close());

async function until<T>(what: string, check: () => Promise<T | undefined | false>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function photographerAlbum(activityOptions: Parameters<typeof createActivity>[1] = {}) {
  const photographer = await createPhotographer(stack.db);
  const album = await createAlbum(stack.db, await createActivity(stack.db, activityOptions), {
    photographerId: photographer.id,
    photoCount: 0,
  });
  return { album, headers: await logIn(stack.baseUrl, photographer.email, photographer.password) };
}

/** The photo whose worker was killed; published by another one while the server scenarios run. */
let orphanedPhoto: { id: number; albumId: number };

it('a worker killed mid-photo leaves it unpublished, and its job to another worker', async () => {
  const { db } = stack;
  const { album, headers } = await photographerAlbum({ faceSearchEnabled: true });
  const content = await generateRacePhoto({
    seed: 5,
    runners: [{ bib: '2468' }, { bib: '13579' }],
    takenAt: new Date(),
  });
  const uploaded = await uploadPhotos(stack.baseUrl, album.id, headers, [
    { fileName: 'IMG_0001.jpg', contentType: 'image/jpeg', content },
  ]);
  expect(uploaded.body).toMatchObject({ success: true, result: { accepted: 1 } });
  orphanedPhoto = await db.photo.findFirstOrThrow({ where: { albumId: album.id } });

  // The first worker takes the job and is killed before it could publish (its OCR and face models
  // are still loading then).
  const first = await stack.startWorker();
  await until(
    'the first worker takes the photo',
    async () =>
      (
        await db.$queryRaw<{ id: string }[]>`
          SELECT id FROM pgboss.job WHERE name = 'photo.process' AND state = 'active'`
      ).length > 0,
    60_000,
  );
  await first.kill();
  expect((await db.photo.findUniqueOrThrow({ where: { id: orphanedPhoto.id } })).status).toBe('processing');
  // Its job expires after 5 s and is retried after pg-boss's back-off (15 s): the next worker takes
  // it while the scenarios below kill the web server.
  await stack.startWorker();
});

function unzip(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/** A member's paid order of three originals, large enough to be still streaming when something dies. */
async function paidOrderOfLargeOriginals() {
  const { db } = stack;
  const buyer = await createUser(db);
  const album = await createAlbum(db, await createActivity(db));
  const originals = [1, 2, 3].map((seed) => Buffer.alloc(8 * 1024 * 1024, seed));
  const photos = [];
  for (const original of originals) {
    const photo = await createPhoto(db, album);
    await stack.storage!.put('originals', photo.originalKey, original, 'image/jpeg');
    photos.push(photo);
  }
  const order = await createOrder(db, { userId: buyer.id, photos, status: 'paid' });
  const download = async () => {
    const headers = await logIn(stack.baseUrl, buyer.email, buyer.password);
    return fetch(`${stack.baseUrl}/api/services/app/Download/OrderZip?orderId=${order.id}`, {
      headers,
      signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
    });
  };
  return { originals, download };
}

/** Reads the first megabyte of a ZIP being streamed; answers how the rest of it ends. */
async function afterFirstMegabyte(response: Response) {
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  let received = 0;
  while (received < 1024 * 1024) received += (await reader.read()).value?.length ?? 0;
  return async () => {
    for (;;) if ((await reader.read()).done) return;
  };
}

/** The download broke off with an error at once: the browser does not keep a cut ZIP as a whole one. */
async function expectBrokenOff(rest: () => Promise<void>) {
  const error = await rest().then(
    () => undefined,
    (reason: Error) => reason,
  );
  expect(error).toBeInstanceOf(Error);
  expect(error!.name).not.toBe('TimeoutError');
}

async function expectWholeZip(response: Response, originals: Buffer[]) {
  expect(response.status).toBe(200);
  const entries = await unzip(Buffer.from(await response.arrayBuffer()));
  expect(entries.size).toBe(originals.length);
  for (const original of originals) expect([...entries.values()].some((bytes) => bytes.equals(original))).toBe(true);
}

it('the server killed during a ZIP download: after a restart the next download is whole and valid', async () => {
  const { originals, download } = await paidOrderOfLargeOriginals();
  const rest = await afterFirstMegabyte(await download());
  await stack.killServer();
  await expectBrokenOff(rest);

  // The archive is streamed from the store, never written to a file: nothing is left to clean up.
  await stack.startServer();
  await expectWholeZip(await download(), originals);
});

it('the server killed during an upload: once the sweep has run, every photo row has its file and every file its row', async () => {
  const { db } = stack;
  const { album, headers } = await photographerAlbum();
  const files = [];
  for (let seed = 1; seed <= 6; seed += 1)
    files.push({
      fileName: `IMG_${seed}.jpg`,
      contentType: 'image/jpeg',
      content: await cameraJpeg(2400, 1600, undefined, seed),
    });
  const { payload, headers: multipart } = multipartFiles(files);

  // The body goes out in small pieces; the server dies once about half of it has been sent.
  let sent = 0;
  let killed: Promise<void> | undefined;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (sent >= payload.length || killed) return controller.close();
      const piece = payload.subarray(sent, sent + 64 * 1024);
      sent += piece.length;
      controller.enqueue(piece);
      await new Promise((r) => setTimeout(r, 20));
      if (sent > payload.length / 2) killed = stack.killServer();
    },
  });
  const upload = fetch(`${stack.baseUrl}/api/services/app/PhotoGalleryList/Upload?coId=${album.id}`, {
    method: 'POST',
    headers: { ...headers, ...multipart },
    body,
    duplex: 'half',
    signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
  } as RequestInit);
  await expect(upload).rejects.toThrow();
  await killed;
  await stack.startServer();

  // The daily sweep, with no grace: everything the interrupted upload left counts as old.
  const queued: number[] = [];
  const context = {
    db,
    storage: stack.storage!,
    log: pino({ level: 'silent' }),
    jobs: {
      send: async () => {},
      sendMany: async (_job: unknown, items: readonly { photoId: number }[]) => {
        queued.push(...items.map((item) => item.photoId));
      },
    },
  } as unknown as JobContext;
  const rowsLeft = await db.photo.count({ where: { albumId: album.id } });
  expect(rowsLeft, 'the server died after it had recorded some of the photos').toBeGreaterThan(0);
  // This album only: the worker above may be storing another photo's previews meanwhile.
  await sweepStep(context, { albumsAfter: album.id - 1 }, new Date(Date.now() + 60_000), {
    ...SWEEP_LIMITS,
    albumsPerRun: 1,
  });

  const rows = await db.photo.findMany({ where: { albumId: album.id }, select: { id: true, originalKey: true } });
  const stored = await stack.storage!.list('originals', albumFolders(album).originals);
  expect(stored.objects.map((o) => o.key).sort()).toEqual(rows.map((r) => r.originalKey).sort());
  // The photos the upload recorded but never queued are queued now.
  expect(queued.sort()).toEqual(rows.map((r) => r.id).sort());
});

it('a worker killed mid-photo: the next worker publishes the photo once, without duplicate faces or bib tags', async () => {
  const { db } = stack;
  const photoId = orphanedPhoto.id;
  // Slow on a busy machine: the new worker loads its OCR and face models first.
  await until(
    'the photo is published',
    async () => (await db.photo.findUniqueOrThrow({ where: { id: photoId } })).status === 'ready',
    150_000,
  ).catch(async (error: Error) => {
    const jobs = await db.$queryRaw`
      SELECT state, retry_count, started_on, output FROM pgboss.job
      WHERE name = 'photo.process' AND data->>'photoId' = ${String(photoId)}`;
    throw new Error(`${error.message}; its jobs: ${JSON.stringify(jobs)}`);
  });
  expect((await db.album.findUniqueOrThrow({ where: { id: orphanedPhoto.albumId } })).photoCount).toBe(1);
  const tags = await db.bibTag.findMany({ where: { photoId } });
  expect(tags.length).toBeGreaterThan(0);
  expect(new Set(tags.map((t) => `${t.bib}/${t.source}`)).size).toBe(tags.length);
  const faces = await db.face.count({ where: { photoId } });
  expect(faces).toBeGreaterThan(0);
  expect(faces).toBeLessThanOrEqual(2); // two runners
}, 180_000);

it('the object store killed during a ZIP download: the download breaks off, the server stays up, and the next one is whole', async () => {
  const { originals, download } = await paidOrderOfLargeOriginals();
  const rest = await afterFirstMegabyte(await download());
  await stack.s3!.kill();
  await expectBrokenOff(rest);
  expect(isAlive(stack.server.pid)).toBe(true);

  await stack.s3!.start();
  await expectWholeZip(await download(), originals);
});
