import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateRacePhoto } from '../../src/demo/race-photo.ts';
import { processPhoto } from '../../src/jobs/process-photo.ts';
import { createBibReader, type BibReader } from '../../src/ocr/bib-reader.ts';
import { updateAlbumSettings } from '../../src/shared/album-settings.ts';
import { createActivity, createAlbum, createPhoto } from '../helpers/catalogue-factories.ts';
import { firstAttempt, jobContext } from '../helpers/jobs.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let reader: BibReader;
beforeAll(async () => {
  t = await createTestApp();
  reader = await createBibReader();
});
afterAll(async () => {
  await reader.close();
  await t.close();
});

describe('a bib with a letter prefix', () => {
  it('is read from the photo and found by the number a runner types, in any case', async () => {
    await updateAlbumSettings(t.db, { bibOcrEnabled: true, ocrMinConfidence: 0.5 });
    const activity = await createActivity(t.db, { faceSearchEnabled: false });
    const album = await createAlbum(t.db, activity, { photoCount: 0 });
    const photo = await createPhoto(t.db, album, { status: 'processing', previewKey: null, thumbnailKey: null });
    const jpeg = await generateRacePhoto({ seed: 108, runners: [{ bib: 'A1234' }], takenAt: new Date('2025-03-01') });
    await t.storage.put('originals', photo.originalKey, jpeg, 'image/jpeg');

    await processPhoto.handle({ ...jobContext(t), bibReader: async () => reader }, { photoId: photo.id }, firstAttempt);

    const tags = await t.db.bibTag.findMany({ where: { photoId: photo.id, source: 'ocr' } });
    expect(tags.map((tag) => tag.bib)).toEqual(['A1234']);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/services/app/PhotoGalleryConfigAppSerivce/GetPhotoGalleryListNew',
      payload: { activityId: activity.id, code: ' a1234 ', SkipCount: 0, MaxResultCount: 10 },
    });
    expect(response.statusCode).toBe(200);
    const photos = response.json().result.items.flatMap((item: { photos: { id: number }[] }) => item.photos);
    expect(photos.map((found: { id: number }) => found.id)).toEqual([photo.id]);
  });
});
