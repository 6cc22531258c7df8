import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobContext } from '../../src/jobs/definitions.ts';
import { processPhoto } from '../../src/jobs/process-photo.ts';
import { rerunPhotoOcr } from '../../src/jobs/rerun-photos.ts';
import { updateAlbumSettings } from '../../src/shared/album-settings.ts';
import { createActivity, createAlbum, createPhoto } from '../helpers/catalogue-factories.ts';
import { cameraJpeg } from '../helpers/images.ts';
import { firstAttempt, jobContext } from '../helpers/jobs.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let context: JobContext;
beforeAll(async () => {
  t = await createTestApp();
  // A bib reader that always reads the same two numbers, one of them barely.
  const readings = [
    { bib: '1234', confidence: 0.9, box: { x: 100, y: 300, width: 80, height: 30 }, looksCut: false },
    { bib: '5678', confidence: 0.4, box: { x: 400, y: 300, width: 80, height: 30 }, looksCut: false },
  ];
  context = { ...jobContext(t), bibReader: async () => ({ read: async () => readings, close: async () => {} }) };
});
afterAll(() => t.close());

/** A photo waiting for processing, its original a real 2400 × 1600 JPEG; face search off (no detector here). */
async function uploadedPhoto(status = 'processing') {
  const activity = await createActivity(t.db, { faceSearchEnabled: false });
  const album = await createAlbum(t.db, activity, { photoCount: 0 });
  const photo = await createPhoto(t.db, album, { status, previewKey: null, thumbnailKey: null });
  await t.storage.put('originals', photo.originalKey, await cameraJpeg(2400, 1600), 'image/jpeg');
  return photo;
}

const ocrBibs = async (photoId: number) =>
  (await t.db.bibTag.findMany({ where: { photoId, source: 'ocr' }, orderBy: { bib: 'asc' } })).map((tag) => tag.bib);

describe('the photo pipeline reads the album settings', () => {
  it('keeps OCR readings at or above the minimum confidence', async () => {
    await updateAlbumSettings(t.db, { bibOcrEnabled: true, ocrMinConfidence: 0.5 });
    const photo = await uploadedPhoto();
    await processPhoto.handle(context, { photoId: photo.id }, firstAttempt);
    expect((await t.db.photo.findUniqueOrThrow({ where: { id: photo.id } })).status).toBe('ready');
    expect(await ocrBibs(photo.id)).toEqual(['1234']);
  });

  it('reads no bibs when OCR is switched off', async () => {
    await updateAlbumSettings(t.db, { bibOcrEnabled: false });
    const photo = await uploadedPhoto();
    await processPhoto.handle(context, { photoId: photo.id }, firstAttempt);
    expect((await t.db.photo.findUniqueOrThrow({ where: { id: photo.id } })).status).toBe('ready');
    expect(await ocrBibs(photo.id)).toEqual([]);
  });

  it('makes previews of the set size', async () => {
    await updateAlbumSettings(t.db, { previewLongSide: 1000, watermarkText: 'ACME' });
    const photo = await uploadedPhoto();
    await processPhoto.handle(context, { photoId: photo.id }, firstAttempt);
    const { previewKey } = await t.db.photo.findUniqueOrThrow({ where: { id: photo.id } });
    const preview = await t.storage.get('public', previewKey!);
    const { width, height } = await sharp(Buffer.concat(await preview!.body.toArray())).metadata();
    expect([width, height]).toEqual([1000, 667]);
  });

  it('re-reading bibs replaces only the OCR tags', async () => {
    await updateAlbumSettings(t.db, { bibOcrEnabled: true, ocrMinConfidence: 0.3 });
    const photo = await uploadedPhoto('ready');
    await t.db.bibTag.createMany({
      data: [
        { photoId: photo.id, activityId: photo.activityId, bib: '999', source: 'ocr', confidence: 0.7 },
        { photoId: photo.id, activityId: photo.activityId, bib: '777', source: 'photographer' },
      ],
    });
    await rerunPhotoOcr.handle(context, { photoId: photo.id }, firstAttempt);
    expect(await ocrBibs(photo.id)).toEqual(['1234', '5678']);
    expect(await t.db.bibTag.count({ where: { photoId: photo.id, source: 'photographer' } })).toBe(1);
  });
});
