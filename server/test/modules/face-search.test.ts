import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pino } from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateRacePhoto, racePhotoPeople } from '../../src/demo/race-photo.ts';
import samplePeople from '../../src/demo/sample-people.json' with { type: 'json' };
import { reindexActivityFaces, reindexPhotoFaces } from '../../src/jobs/index-faces.ts';
import { startWorker } from '../../src/jobs/worker-runtime.ts';
import { createActivity } from '../helpers/catalogue-factories.ts';
import { bearer, createUser, culture, loginToken } from '../helpers/factories.ts';
import { multipartFile, multipartFiles } from '../helpers/multipart.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// Real faces: the sample photos shipped with face-api, each showing several different people.
const demoDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@vladmandic/face-api/package.json')),
  'demo',
);
const sample = (n: number) => readFileSync(path.join(demoDir, `sample${n}.jpg`));
/** The box of a face in sample photo n, as found by scripts/find-sample-people.ts. */
const faceIn = (n: number, x: number) => samplePeople.samples[n - 1]!.people.find((p) => p.face.x === x)!.face;
/** The selfies' person (sample1.jpg, leftmost) and another one (sample3.jpg, rightmost). */
const ALICE = faceIn(1, 414);
const BEA = faceIn(3, 1514);
/** Generated race photos of two runners: seeds 1 and 3 show Alice, seed 2 shows neither. */
const RACE_SEEDS = [1, 3, 2];
const raceOptions = (seed: number) => ({ seed, runners: [{ bib: '1234' }, { bib: '5678' }], takenAt: new Date() });

let t: TestApp;
let activityId: number;
let photoOf: Record<string, number>;
let adminHeaders: Record<string, string>;
let memberHeaders: Record<string, string>;
let release: () => Promise<void>;

beforeAll(async () => {
  t = await createTestApp();
  release = await startWorker(t.boss, { db: t.db, storage: t.storage, log: pino({ level: 'silent' }) });
  activityId = (await createActivity(t.db)).id;
  const photographer = await createUser(t.db, { photographerAuth: true });
  const headers = bearer(await loginToken(t.app, photographer.email, photographer.password));
  const album = await t.app.inject({
    method: 'POST',
    url: '/api/services/app/PhotoGalleryConfigAppSerivce/Create',
    headers,
    payload: { activityId, name: '終點' },
  });
  const races = await Promise.all(RACE_SEEDS.map((seed) => generateRacePhoto(raceOptions(seed))));
  const body = multipartFiles([
    ...[1, 3].map((n) => ({ fileName: `sample${n}.jpg`, contentType: 'image/jpeg', content: sample(n) })),
    ...races.map((content, i) => ({ fileName: `race${RACE_SEEDS[i]}.jpg`, contentType: 'image/jpeg', content })),
  ]);
  const upload = await t.app.inject({
    method: 'POST',
    url: `/api/services/app/PhotoGalleryList/Upload?coId=${album.json().result.coId}`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  const ids: number[] = upload.json().result.items.map((i: { photoId: number }) => i.photoId);
  photoOf = Object.fromEntries(
    ['sample1', 'sample3', ...RACE_SEEDS.map((seed) => `race${seed}`)].map((k, i) => [k, ids[i]!]),
  );
  const admin = await createUser(t.db, { isAdmin: true, roles: ['Admin'] });
  adminHeaders = bearer(await loginToken(t.app, admin.email, admin.password));
  const member = await createUser(t.db);
  memberHeaders = bearer(await loginToken(t.app, member.email, member.password));
  // Every photo through the whole pipeline, faces included.
  for (
    let waited = 0;
    (await t.db.photo.count({ where: { activityId, status: 'ready' } })) < ids.length;
    waited += 500
  ) {
    if (waited > 90_000) throw new Error('the sample photos were not processed in time');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}, 120_000);
afterAll(async () => {
  for (const name of ['photo.process', reindexActivityFaces.name, reindexPhotoFaces.name]) await t.boss.offWork(name);
  await release();
  await t.close();
});

/** A selfie-like crop around one face of a sample, with a face-width of margin. */
async function selfieFrom(n: number, face: { x: number; y: number; width: number; height: number }) {
  const meta = await sharp(sample(n)).metadata();
  const left = Math.max(0, face.x - face.width);
  const top = Math.max(0, face.y - face.height);
  const width = Math.min(meta.width! - left, face.width * 3);
  const height = Math.min(meta.height! - top, face.height * 3);
  return sharp(sample(n)).extract({ left, top, width, height }).resize(640).jpeg().toBuffer();
}

function search(selfie: Buffer, headers: Record<string, string> = {}, id = activityId) {
  const body = multipartFile('file', 'selfie.jpg', 'image/jpeg', selfie);
  return t.app.inject({
    method: 'POST',
    url: `/api/services/app/FaceSearch/Search?activityId=${id}`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

const foundPhotos = (answer: { result: { items: { photos: { id: number }[] }[] } }) =>
  answer.result.items.flatMap((group) => group.photos.map((p) => p.id));

/** Until every face job sent so far has finished. */
async function facesIndexed() {
  const pending = async () => {
    let count = 0;
    for (const job of [reindexActivityFaces, reindexPhotoFaces])
      count += (await t.boss.getQueueSize(job.name, { before: 'completed' })) ?? 0;
    return count;
  };
  await expect.poll(pending, { timeout: 100_000, interval: 300 }).toBe(0);
}

function reindex(headers: Record<string, string>, id = activityId) {
  return t.app.inject({
    method: 'POST',
    url: `/api/services/app/AdminActivity/ReindexFaces?activityId=${id}`,
    headers,
  });
}

describe('face search', () => {
  it('finds the demo photo and the generated race photos of the selfie’s person, and no photo without them', async () => {
    // The test's premise: which generated photos show Alice.
    const showsAlice = (seed: number) =>
      racePhotoPeople(raceOptions(seed)).some((p) => p.file === 'sample1.jpg' && p.face.x === ALICE.x);
    expect(RACE_SEEDS.map(showsAlice)).toEqual([true, true, false]);

    const response = await search(await selfieFrom(1, ALICE));
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    const found = foundPhotos(answer);
    // The photo the selfie was cut from first, then the race photos in either order.
    expect(found[0]).toBe(photoOf.sample1);
    expect(found.toSorted()).toEqual([photoOf.sample1, photoOf.race1, photoOf.race3].toSorted());
    expect(answer.result.totalCount).toBe(3);
    const distances = answer.result.items.flatMap((g: { photos: { distance: number }[] }) =>
      g.photos.map((p) => p.distance),
    );
    expect(distances[0]).toBeLessThan(0.3);
    expect(distances).toEqual(distances.toSorted((a: number, b: number) => a - b));
    const originals = await t.db.photo.findMany({ where: { activityId }, select: { originalKey: true } });
    for (const { originalKey } of originals) expect(response.body).not.toContain(originalKey);
    expect(response.body).not.toContain(t.config.s3.bucketOriginals);
  });

  it('finds a face in a selfie cropped tight around it, which the detector misses as it is', async () => {
    const tight = await sharp(sample(3))
      .extract({ left: BEA.x, top: BEA.y, width: BEA.width, height: BEA.height })
      .jpeg()
      .toBuffer();
    expect(await t.app.faces.detector.detect(tight)).toEqual([]);
    const response = await search(tight);
    expect(response.statusCode, response.body).toBe(200);
    expect(foundPhotos(response.json())).toEqual([photoOf.sample3]);
  });
  it('refuses a picture without a face, a non-image and an oversized file, clearly', async () => {
    const landscape = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3a7' } })
      .jpeg()
      .toBuffer();
    const noFace = await search(landscape, culture('en'));
    expect(noFace.statusCode).toBe(400);
    expect(noFace.json().error.message).toBe('No clear face was found; please use a sharp selfie facing the camera');
    const text = await search(Buffer.from('not a picture'));
    expect(text.json().error.message).toBe('檔案不是可讀取的圖片（支援 JPEG、PNG、WebP）');
    const huge = await search(Buffer.concat([landscape, Buffer.alloc(11 * 1024 * 1024)]));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.message).toBe('檔案超過 10 MB 上限');
  });

  it('stops finding a member who asked to be hidden', async () => {
    const member = await createUser(t.db);
    const headers = bearer(await loginToken(t.app, member.email, member.password));
    const selfie = await selfieFrom(1, ALICE);
    const body = multipartFile('file', 'me.jpg', 'image/jpeg', selfie);
    const guest = await t.app.inject({
      method: 'POST',
      url: `/api/services/app/FaceSearch/HideMe?activityId=${activityId}`,
      headers: body.headers,
      payload: body.payload,
    });
    expect(guest.statusCode).toBe(401);
    const hidden = await t.app.inject({
      method: 'POST',
      url: `/api/services/app/FaceSearch/HideMe?activityId=${activityId}`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    // Alice's face in the demo photo and in both race photos.
    expect(hidden.json().result.hidden).toBe(3);
    expect(foundPhotos((await search(selfie)).json())).toEqual([]);
    const face = await t.db.face.findFirstOrThrow({ where: { photoId: photoOf.sample1, hiddenAt: { not: null } } });
    expect(face.hiddenByUserId).toBe(member.id);
  });

  it('stops matching faces hidden or deleted by another process at once', async () => {
    const selfie = await selfieFrom(3, BEA);
    expect(foundPhotos((await search(selfie)).json())).toEqual([photoOf.sample3]);
    // As another web server's "hide me" would: the database changes, this server's index does not know.
    const where = { photoId: photoOf.sample3, hiddenAt: null };
    const ids = (await t.db.face.findMany({ where, select: { id: true } })).map((f) => f.id);
    await t.db.face.updateMany({ where: { id: { in: ids } }, data: { hiddenAt: new Date() } });
    expect(foundPhotos((await search(selfie)).json())).toEqual([]);
    await t.db.face.updateMany({ where: { id: { in: ids } }, data: { hiddenAt: null } });
  });

  it('re-indexes an activity for admins: every face replaced once, hidden faces still hidden', async () => {
    const before = await t.db.face.findMany({ where: { activityId }, orderBy: { id: 'asc' } });
    expect((await reindex(memberHeaders)).statusCode).toBe(403);
    expect((await reindex({})).statusCode).toBe(401);
    const first = await reindex(adminHeaders);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().result.photos).toBe(5);
    expect((await reindex(adminHeaders)).statusCode).toBe(200);
    await facesIndexed();

    const after = await t.db.face.findMany({ where: { activityId }, orderBy: { id: 'asc' } });
    const perPhoto = (faces: typeof before) =>
      Object.fromEntries(Object.values(photoOf).map((id) => [id, faces.filter((f) => f.photoId === id).length]));
    expect(perPhoto(after)).toEqual(perPhoto(before));
    expect(after[0]!.id).toBeGreaterThan(before.at(-1)!.id);
    const hidden = (faces: typeof before) =>
      faces
        .filter((f) => f.hiddenAt)
        .map((f) => [f.photoId, f.x, f.hiddenByUserId])
        .sort(([a], [b]) => a! - b!);
    expect(hidden(after)).toEqual(hidden(before));
    expect(foundPhotos((await search(await selfieFrom(1, ALICE))).json())).toEqual([]);
    expect(foundPhotos((await search(await selfieFrom(3, BEA))).json())).toEqual([photoOf.sample3]);
  }, 120_000);

  it('is refused where the activity has it switched off, which also forgets its faces', async () => {
    const other = await createActivity(t.db, { faceSearchEnabled: false });
    const refused = await search(await selfieFrom(1, ALICE), {}, other.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('此活動未開放人臉搜尋');

    const toggle = (enabled: boolean, headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/services/app/AdminActivity/SetFaceSearch',
        headers,
        payload: { activityId, enabled },
      });
    expect((await toggle(false, memberHeaders)).statusCode).toBe(403);
    const selfie = await selfieFrom(3, BEA);
    expect((await toggle(false, adminHeaders)).statusCode).toBe(200);
    expect(await t.db.face.count({ where: { activityId } })).toBe(0);
    expect((await search(selfie)).statusCode).toBe(400);
    const refusedReindex = await reindex({ ...adminHeaders, ...culture('en') });
    expect(refusedReindex.statusCode).toBe(400);
    expect(refusedReindex.json().error.message).toBe('Face search is not available for this activity');
    await toggle(true, adminHeaders);
    // Nothing to find until the activity's photos are indexed again.
    expect(foundPhotos((await search(selfie)).json())).toEqual([]);
    expect((await reindex(adminHeaders)).statusCode).toBe(200);
    await facesIndexed();
    expect(foundPhotos((await search(selfie)).json())).toEqual([photoOf.sample3]);
  }, 120_000);
});
