import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Prisma } from '../../src/generated/prisma/client.ts';
import type { JobContext } from '../../src/jobs/definitions.ts';
import { processPhoto } from '../../src/jobs/process-photo.ts';
import { GENERIC_BIB_FORMAT, type BibFormat } from '../../src/ocr/bib-format.ts';
import type { BibReading, ReadOptions } from '../../src/ocr/read-photo.ts';
import { rerunPhotoOcr } from '../../src/jobs/rerun-photos.ts';
import { updateAlbumSettings } from '../../src/shared/album-settings.ts';
import { bibFormatOf } from '../../src/shared/domain/bib.ts';
import { lockRegisteredList } from '../../src/shared/registered-bibs.ts';
import { createActivity, createAlbum, createBibTag, createPhoto } from '../helpers/catalogue-factories.ts';
import { cameraJpeg } from '../helpers/images.ts';
import { firstAttempt, jobContext } from '../helpers/jobs.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let context: JobContext;
/** What the pipeline asked the reader for, photo by photo. */
const formatsAsked: (BibFormat | undefined)[] = [];
const listedAsked: (boolean | undefined)[] = [];
const box = { x: 100, y: 300, width: 80, height: 30 };
let readings: BibReading[];
beforeAll(async () => {
  t = await createTestApp();
  // The reader reads a registered bib, a misread one ("S18848" as 518848) and another registered one.
  readings = [
    { bib: '1001', confidence: 0.95, box, looksCut: false },
    { bib: '518848', confidence: 0.9, box: { ...box, x: 400 }, looksCut: false },
    { bib: '1002', confidence: 0.85, box: { ...box, x: 700 }, looksCut: false },
  ];
  const read = async (_: unknown, options?: ReadOptions) => {
    formatsAsked.push(options?.format);
    listedAsked.push(options?.listed);
    return readings;
  };
  context = { ...jobContext(t), bibReader: async () => ({ read, close: async () => {} }) };
  await updateAlbumSettings(t.db, { bibOcrEnabled: true, ocrMinConfidence: 0.3 });
});
afterAll(() => t.close());

async function activityWithList(bibs: string[] | null) {
  const activity = await createActivity(t.db, { faceSearchEnabled: false });
  if (bibs) await registerList(t.db, activity.id, bibs);
  return activity;
}

async function registerList(
  db: Pick<TestApp['db'], '$executeRaw' | 'registeredBibList'>,
  activityId: number,
  bibs: string[],
) {
  const format = bibFormatOf(bibs) as unknown as Prisma.InputJsonValue;
  await db.registeredBibList.create({
    data: { activityId, bibCount: bibs.length, namedCount: 0, format, fileName: 'list.csv' },
  });
  await db.$executeRaw`INSERT INTO "RegisteredBib" ("activityId", bib) SELECT ${activityId}, unnest(${bibs}::text[])`;
}

/** A photo of the activity waiting for processing, its original a real JPEG. */
async function uploadedPhoto(activity: { id: number }, status = 'processing') {
  const album = await createAlbum(t.db, activity, { photoCount: 0 });
  const photo = await createPhoto(t.db, album, { status, previewKey: null, thumbnailKey: null });
  await t.storage.put('originals', photo.originalKey, await cameraJpeg(1200, 800), 'image/jpeg');
  return photo;
}

const published = async (photoId: number) =>
  (await t.db.bibTag.findMany({ where: { photoId, source: 'ocr' }, orderBy: { bib: 'asc' } })).map((tag) => tag.bib);
const held = async (photoId: number) =>
  (await t.db.heldBibReading.findMany({ where: { photoId }, orderBy: { bib: 'asc' } })).map((reading) => reading.bib);
const bibSearch = async (activityId: number, code: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/services/app/PhotoGalleryConfigAppSerivce/GetPhotoGalleryListNew',
    payload: { activityId, code },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result.totalCount as number;
};

describe('the photo pipeline and the registered bibs', () => {
  it('publishes every reading while the activity has no list', async () => {
    const photo = await uploadedPhoto(await activityWithList(null));
    await processPhoto.handle(context, { photoId: photo.id }, firstAttempt);
    expect(formatsAsked.at(-1)).toEqual(GENERIC_BIB_FORMAT);
    expect(await published(photo.id)).toEqual(['1001', '1002', '518848']);
    expect(await held(photo.id)).toEqual([]);
  });

  it('holds readings outside the list for review: a bib search does not find them', async () => {
    const activity = await activityWithList(['1001', '1002', '1003']);
    const photo = await uploadedPhoto(activity);
    await processPhoto.handle(context, { photoId: photo.id }, firstAttempt);
    expect((await t.db.photo.findUniqueOrThrow({ where: { id: photo.id } })).status).toBe('ready');
    expect(await published(photo.id)).toEqual(['1001', '1002']);
    expect(await t.db.heldBibReading.findMany({ where: { photoId: photo.id } })).toMatchObject([
      { bib: '518848', activityId: activity.id, confidence: 0.9, boxX: 400, boxY: 300, boxWidth: 80, boxHeight: 30 },
    ]);
    expect(await bibSearch(activity.id, '1001')).toBe(1);
    expect(await bibSearch(activity.id, '518848')).toBe(0);
  });

  it('asks the reader for numbers shaped like the list’s: a dropped or added digit is no bib of the race', async () => {
    const photo = await uploadedPhoto(await activityWithList(['1001', '1002', 'S2001']));
    await processPhoto.handle(context, { photoId: photo.id }, firstAttempt);
    expect(formatsAsked.at(-1)).toEqual({ digits: [4], prefixes: ['', 'S'] });
    expect(listedAsked.at(-1)).toBe(true);
  });

  it('publishes a number that looked cut only when the list registers it and no longer bib it could be part of', async () => {
    const whole = readings;
    // 2001 and 1873 looked cut at an end: 1873 may be 18735 under an arm; 4242 is no runner's.
    readings = [
      { bib: '2001', confidence: 0.92, box, looksCut: true },
      { bib: '1873', confidence: 0.92, box: { ...box, x: 400 }, looksCut: true },
      { bib: '4242', confidence: 0.92, box: { ...box, x: 700 }, looksCut: true },
      { bib: '1001', confidence: 0.95, box: { ...box, x: 1000 }, looksCut: false },
    ];
    try {
      const activity = await activityWithList(['1001', '2001', '1873', '18735']);
      const photo = await uploadedPhoto(activity);
      await processPhoto.handle(context, { photoId: photo.id }, firstAttempt);
      const tags = await t.db.bibTag.findMany({ where: { photoId: photo.id }, orderBy: { bib: 'asc' } });
      expect(tags.map(({ bib, listVouched }) => ({ bib, listVouched }))).toEqual([
        { bib: '1001', listVouched: false },
        { bib: '2001', listVouched: true },
      ]);
      // Neither is held: without a list neither would have been read at all.
      expect(await held(photo.id)).toEqual([]);
      expect(await bibSearch(activity.id, '2001')).toBe(1);
      expect(await bibSearch(activity.id, '1873')).toBe(0);

      // Without a list, a number that looked cut is not published.
      const unlisted = await uploadedPhoto(await activityWithList(null));
      await processPhoto.handle(context, { photoId: unlisted.id }, firstAttempt);
      expect(listedAsked.at(-1)).toBe(false);
      expect(await published(unlisted.id)).toEqual(['1001']);
    } finally {
      readings = whole;
    }
  });

  it('reading again replaces the held readings, and holds no bib a person already tagged', async () => {
    const activity = await activityWithList(['1001']);
    const photo = await uploadedPhoto(activity, 'ready');
    await t.db.heldBibReading.create({
      data: { photoId: photo.id, activityId: activity.id, bib: '42', confidence: 0.5 },
    });
    await createBibTag(t.db, photo, '518848', { source: 'admin' });
    await rerunPhotoOcr.handle(context, { photoId: photo.id }, firstAttempt);
    expect(await published(photo.id)).toEqual(['1001']);
    expect(await held(photo.id)).toEqual(['1002']);
  });

  it('sorts a photo against the list as committed: it waits while a list is being replaced', async () => {
    const activity = await activityWithList(null);
    const photo = await uploadedPhoto(activity);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let lockTaken!: () => void;
    const replacing = new Promise<void>((resolve) => (lockTaken = resolve));
    const replacement = t.db.$transaction(
      async (tx) => {
        await lockRegisteredList(tx, activity.id, 'replace');
        await registerList(tx, activity.id, ['1002']);
        lockTaken();
        await released;
      },
      { timeout: 120_000 },
    );
    await replacing;
    const processing = processPhoto.handle(context, { photoId: photo.id }, firstAttempt);
    // The job reaches its commit and waits for the replacement (else it would publish all three).
    for (let waited = 0; ; waited += 100) {
      const [{ waiting }] = await t.db.$queryRaw<[{ waiting: number }]>`
        SELECT count(*)::int AS waiting FROM pg_locks WHERE locktype = 'advisory' AND NOT granted`;
      if (waiting > 0) break;
      if (waited > 90_000) throw new Error('the photo never waited for the list');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    release();
    await replacement;
    await processing;
    expect(await published(photo.id)).toEqual(['1002']);
    expect(await held(photo.id)).toEqual(['1001', '518848']);
  }, 150_000);
});
