import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobContext } from '../../src/jobs/definitions.ts';
import { processPhoto } from '../../src/jobs/process-photo.ts';
import type { DecodedImage } from '../../src/media/decoded-image.ts';
import { createActivity, createAlbum, createPhoto } from '../helpers/catalogue-factories.ts';
import { cameraJpeg } from '../helpers/images.ts';
import { firstAttempt, jobContext } from '../helpers/jobs.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a photo in the pipeline', () => {
  it('is decoded once: the bib reader and the face detector get the same detector-sized pixels', async () => {
    const given: { ocr: (Buffer | DecodedImage)[]; faces: (Buffer | DecodedImage)[] } = { ocr: [], faces: [] };
    const context: JobContext = {
      ...jobContext(t),
      bibReader: async () => ({
        read: async (image) => (given.ocr.push(image), []),
        close: async () => {},
      }),
      faceDetector: () => ({ detect: async (image) => (given.faces.push(image), []) }),
    };
    const activity = await createActivity(t.db, { faceSearchEnabled: true });
    const album = await createAlbum(t.db, activity, { photoCount: 0 });
    const photo = await createPhoto(t.db, album, { status: 'processing', previewKey: null, thumbnailKey: null });
    await t.storage.put('originals', photo.originalKey, await cameraJpeg(4000, 3000), 'image/jpeg');

    await processPhoto.handle(context, { photoId: photo.id }, firstAttempt);

    const published = await t.db.photo.findUniqueOrThrow({ where: { id: photo.id } });
    expect(published).toMatchObject({ status: 'ready', width: 4000, height: 3000 });
    expect(given.ocr).toHaveLength(1);
    expect(given.faces).toEqual([given.ocr[0]]);
    const [decoded] = given.ocr;
    expect(Buffer.isBuffer(decoded)).toBe(false);
    expect(decoded).toMatchObject({
      width: 1600,
      height: 1200,
      channels: 3,
      originalWidth: 4000,
      originalHeight: 3000,
    });
    expect((decoded as DecodedImage).data.length).toBe(1600 * 1200 * 3);
  });
});
