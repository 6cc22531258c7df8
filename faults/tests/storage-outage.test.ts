import { afterAll, beforeAll, expect, it } from 'vitest';
import { albumFolders } from '../../server/src/lib/storage-keys.ts';
import { createActivity, createAlbum, createPhotographer } from '../../server/test/helpers/catalogue-factories.ts';
import { cameraJpeg } from '../../server/test/helpers/images.ts';
import { startFaultStack, type FaultStack } from '../support/fault-stack.ts';
import { logIn, uploadPhotos } from '../support/requests.ts';

// The object store gone while a photographer uploads (docs/decisions/047).

let stack: FaultStack;
beforeAll(async () => {
  stack = await startFaultStack('storage', { standaloneS3: true });
});
afterAll(() => stack?.close());

async function upload(albumId: number, headers: Record<string, string>) {
  const photos = [await cameraJpeg(800, 600, undefined, 1), await cameraJpeg(800, 600, undefined, 2)];
  return uploadPhotos(
    stack.baseUrl,
    albumId,
    headers,
    photos.map((content, index) => ({ fileName: `IMG_${index}.jpg`, contentType: 'image/jpeg', content })),
  );
}

it('refuses an upload while the store is down, leaving no row without its file, and takes it once the store is back', async () => {
  const { db, s3 } = stack;
  const photographer = await createPhotographer(db);
  const album = await createAlbum(db, await createActivity(db), { photographerId: photographer.id });
  const headers = await logIn(stack.baseUrl, photographer.email, photographer.password);

  await s3!.kill();
  const refused = await upload(album.id, headers);
  expect(refused).toMatchObject({
    status: 503,
    body: { success: false, error: { code: 'Unavailable', message: expect.any(String) } },
  });
  expect(Number(refused.retryAfter)).toBeGreaterThan(0);
  expect(await db.photo.count({ where: { albumId: album.id } })).toBe(0);

  await s3!.start();
  const accepted = await upload(album.id, headers);
  expect(accepted).toMatchObject({ status: 200, body: { success: true, result: { accepted: 2 } } });

  // Every row has its file and every file its row.
  const rows = await db.photo.findMany({ where: { albumId: album.id }, select: { originalKey: true } });
  const stored = await stack.storage!.list('originals', albumFolders(album).originals);
  expect(stored.objects.map((o) => o.key).sort()).toEqual(rows.map((r) => r.originalKey).sort());
});
