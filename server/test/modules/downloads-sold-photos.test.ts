import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivity, createAlbum, createPhotographer } from '../helpers/catalogue-factories.ts';
import { bearer, createUser, culture, loginToken } from '../helpers/factories.ts';
import { createOrder, createReadyPhoto } from '../helpers/shop-factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// A buyer keeps the original they paid for: the photographer cannot delete a photo out from under them.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = (path: string) => `/api/services/app/${path}`;

async function setUp(status: 'paid' | 'pending') {
  const owner = await createPhotographer(t.db, 'Ann');
  const headers = bearer(await loginToken(t.app, owner.email, owner.password));
  const album = await createAlbum(t.db, await createActivity(t.db), { photographerId: owner.id });
  const sold = await createReadyPhoto(t, album);
  const unsold = await createReadyPhoto(t, album);
  const buyer = await createUser(t.db);
  await createOrder(t.db, { userId: buyer.id, photos: [sold], status });
  return { headers, sold, unsold, buyer };
}

const remove = (headers: Record<string, string>, photoIds: number[], lang: 'zh-TW' | 'en' = 'zh-TW') =>
  t.app.inject({
    method: 'POST',
    url: api('PhotoGalleryList/Delete'),
    headers: { ...headers, ...culture(lang) },
    payload: { photoIds },
  });

describe('deleting a photo that was ordered', () => {
  for (const status of ['paid', 'pending'] as const) {
    it(`is refused with the reason when the order is ${status}, and nothing of the request is deleted`, async () => {
      const { headers, sold, unsold } = await setUp(status);
      const response = await remove(headers, [unsold.id, sold.id]);
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe(
        `照片 ${sold.fileName} 已有訂單，買家仍可下載，無法刪除；您可以改為隱藏`,
      );
      const english = await remove(headers, [sold.id], 'en');
      expect(english.json().error.message).toBe(
        `Photo ${sold.fileName} has been ordered and its buyer keeps the download, so it cannot be deleted; hide it instead`,
      );
      expect(await t.db.photo.count({ where: { id: { in: [sold.id, unsold.id] } } })).toBe(2);
    });
  }

  it('leaves the buyer able to download after the photographer hides it instead', async () => {
    const { headers, sold, unsold, buyer } = await setUp('paid');
    const hide = await t.app.inject({
      method: 'POST',
      url: api('PhotoGalleryList/SetHidden'),
      headers,
      payload: { photoIds: [sold.id], hidden: true },
    });
    expect(hide.statusCode, hide.body).toBe(200);
    const buyerHeaders = bearer(await loginToken(t.app, buyer.email, buyer.password));
    const download = await t.app.inject({
      method: 'GET',
      url: api(`Download/Original?photoId=${sold.id}`),
      headers: buyerHeaders,
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(sold.bytes)).toBe(true);

    // A photo nobody ordered is still deleted as before.
    expect((await remove(headers, [unsold.id])).json().result).toEqual({ changed: 1 });
  });
});
