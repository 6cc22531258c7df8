import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivity, createAlbum, createPhoto, createPhotographer } from '../helpers/catalogue-factories.ts';
import { bearer, createUser, culture, loginToken } from '../helpers/factories.ts';
import { addToCart, createOrder } from '../helpers/shop-factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = (path: string) => `/api/services/app/Shop/${path}`;

async function member() {
  const user = await createUser(t.db);
  return { id: user.id, headers: bearer(await loginToken(t.app, user.email, user.password)) };
}

async function album(activityOverrides = {}, albumOverrides = {}) {
  const activity = await createActivity(t.db, activityOverrides);
  return createAlbum(t.db, activity, albumOverrides);
}

async function add(headers: Record<string, string>, photoIds: number[], lang: 'zh-TW' | 'en' = 'zh-TW') {
  const response = await t.app.inject({
    method: 'POST',
    url: api('CreateList'),
    headers: { ...headers, ...culture(lang) },
    payload: { photoIds },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result as { added: number; items: { photoId: number; status: string; message: string }[] };
}

async function cart(headers: Record<string, string>) {
  const response = await t.app.inject({ method: 'GET', url: api('getShopCartList'), headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result;
}

describe('adding to the cart', () => {
  it('adds photos on sale and refuses, photo by photo, each photo that cannot be bought, with its reason', async () => {
    const buyer = await member();
    const a = await album();
    const [fresh, bought, pending, expired, inCart, refunded, refundedAlone] = await Promise.all(
      Array.from({ length: 7 }, () => createPhoto(t.db, a)),
    );
    const hidden = await createPhoto(t.db, a, { status: 'hidden' });
    const processing = await createPhoto(t.db, a, { status: 'processing' });
    const inHiddenAlbum = await createPhoto(t.db, await album({}, { isVisible: false }));
    const inHiddenActivity = await createPhoto(t.db, await album({ isVisible: false }));
    await createOrder(t.db, { userId: buyer.id, photos: [bought!], status: 'paid' });
    await createOrder(t.db, { userId: buyer.id, photos: [pending!], status: 'pending' });
    await createOrder(t.db, {
      userId: buyer.id,
      photos: [expired!],
      status: 'pending',
      expiresAt: new Date(Date.now() - 1000),
    });
    await createOrder(t.db, { userId: buyer.id, photos: [refunded!], status: 'refunded' });
    // One item of a paid order refunded on its own: that photo is no longer the member's.
    const partly = await createOrder(t.db, { userId: buyer.id, photos: [refundedAlone!], status: 'paid' });
    await t.db.orderItem.updateMany({ where: { orderId: partly.id }, data: { refundedAt: new Date() } });
    await addToCart(t.db, buyer.id, [inCart!]);

    const ids = [
      fresh,
      bought,
      pending,
      expired,
      inCart,
      refunded,
      refundedAlone,
      hidden,
      processing,
      inHiddenAlbum,
      inHiddenActivity,
    ];
    const result = await add(
      buyer.headers,
      ids.map((p) => p!.id),
    );
    expect(result.items.map((i) => i.status)).toEqual([
      'added',
      'bought',
      'pending',
      'added', // an expired order frees its photos
      'duplicate',
      'added', // a refunded photo may be bought again
      'added', // so may a photo refunded alone from a paid order
      'unavailable',
      'unavailable',
      'unavailable',
      'unavailable',
    ]);
    expect(result.added).toBe(4);
    const messages = Object.fromEntries(result.items.map((i) => [i.status, i.message]));
    expect(messages).toEqual({
      added: '已加入購物車',
      bought: '您已購買過這張照片，請到「我的照片」下載',
      pending: '這張照片在您尚未付款的訂單中，請先完成付款或待訂單逾時後再購買',
      duplicate: '這張照片已在購物車中',
      unavailable: '這張照片不存在或已下架，無法購買',
    });
    const cartPhotos = await t.db.cartItem.findMany({ where: { userId: buyer.id }, orderBy: { photoId: 'asc' } });
    expect(cartPhotos.map((c) => c.photoId)).toEqual(
      [fresh!.id, expired!.id, inCart!.id, refunded!.id, refundedAlone!.id].sort((x, y) => x - y),
    );
  });

  it('says why in English too, and another member’s orders do not matter', async () => {
    const buyer = await member();
    const other = await member();
    const photo = await createPhoto(t.db, await album());
    await createOrder(t.db, { userId: other.id, photos: [photo], status: 'paid' });
    expect((await add(buyer.headers, [photo.id], 'en')).items[0]).toEqual({
      photoId: photo.id,
      status: 'added',
      message: 'Added to the cart',
    });
    expect((await add(buyer.headers, [photo.id, photo.id], 'en')).items).toEqual([
      { photoId: photo.id, status: 'duplicate', message: 'This photo is already in your cart' },
    ]);
    const missing = await add(buyer.headers, [999_999], 'en');
    expect(missing.items[0]!.message).toBe('This photo does not exist or is no longer on sale');
  });

  it('stops at the cart limit and says so', async () => {
    const buyer = await member();
    const a = await album();
    const filler = await Promise.all(Array.from({ length: 3 }, () => createPhoto(t.db, a)));
    const over = await createPhoto(t.db, a);
    // Fill the cart to its limit less the three above, straight in the database.
    const others = await t.db.photo.createManyAndReturn({
      data: Array.from({ length: 497 }, (_, i) => ({
        albumId: a.id,
        activityId: a.activityId,
        photographerId: a.photographerId,
        originalKey: `originals/${a.id}/fill-${i}.jpg`,
        fileName: `fill-${i}.jpg`,
        fileSize: 1,
        contentHash: `${i}`.padStart(64, '0'),
        takenAt: new Date(),
        price: 99,
        status: 'ready',
      })),
    });
    await addToCart(t.db, buyer.id, others);
    const result = await add(buyer.headers, [...filler.map((p) => p.id), over.id]);
    expect(result.added).toBe(3);
    expect(result.items.at(-1)).toEqual({
      photoId: over.id,
      status: 'cartFull',
      message: '購物車最多只能放 500 張照片，請先結帳或移除部分照片',
    });
    expect(await t.db.cartItem.count({ where: { userId: buyer.id } })).toBe(500);
  });

  it('is for members only', async () => {
    const response = await t.app.inject({ method: 'POST', url: api('CreateList'), payload: { photoIds: [1] } });
    expect(response.statusCode).toBe(401);
  });
});

describe('the cart list', () => {
  it('groups by activity then photographer, at today’s prices, with exact totals of what can be bought', async () => {
    const buyer = await member();
    const race = await createActivity(t.db, { title: '台北馬', titleEn: 'Taipei Marathon' });
    const trail = await createActivity(t.db, { title: '山徑賽' });
    const ann = await createPhotographer(t.db, 'Ann');
    const bob = await createPhotographer(t.db, 'Bob');
    const annRace = await createAlbum(t.db, race, { photographerId: ann.id });
    const bobRace = await createAlbum(t.db, race, { photographerId: bob.id });
    const annTrail = await createAlbum(t.db, trail, { photographerId: ann.id });
    const p1 = await createPhoto(t.db, annRace, { price: 169 });
    const p2 = await createPhoto(t.db, bobRace, { price: 99 });
    const p3 = await createPhoto(t.db, annTrail, { price: 249 });
    const p4 = await createPhoto(t.db, annRace, { price: 129 });
    const hiddenLater = await createPhoto(t.db, bobRace, { price: 299 });
    await add(buyer.headers, [p1.id, p2.id, p3.id, p4.id, hiddenLater.id]);
    // Prices change and a photo is taken off sale after it was added.
    await t.db.photo.update({ where: { id: p1.id }, data: { price: 189 } });
    await t.db.photo.update({ where: { id: hiddenLater.id }, data: { status: 'hidden' } });

    const result = await cart({ ...buyer.headers, ...culture('en') });
    const shape = result.items.map(
      (a: {
        activityTitle: string;
        groups: { photographerName: string; items: { photoId: number; price: number; available: boolean }[] }[];
      }) => ({
        activity: a.activityTitle,
        groups: a.groups.map((g) => ({
          by: g.photographerName,
          photos: g.items.map((i) => [i.photoId, i.price, i.available]),
        })),
      }),
    );
    expect(shape).toEqual([
      {
        activity: 'Taipei Marathon',
        groups: [
          {
            by: 'Ann',
            photos: [
              [p1.id, 189, true],
              [p4.id, 129, true],
            ],
          },
          {
            by: 'Bob',
            photos: [
              [p2.id, 99, true],
              [hiddenLater.id, 299, false],
            ],
          },
        ],
      },
      { activity: '山徑賽', groups: [{ by: 'Ann', photos: [[p3.id, 249, true]] }] },
    ]);
    expect(result.totalCount).toBe(4);
    expect(result.totalAmount).toBe(189 + 129 + 99 + 249);
    const item = result.items[0].groups[0].items[0];
    expect(item.thumbnailUrl).toMatch(/^\/media\/thumbnails\//);
    expect(item.cartItemId).toEqual(expect.any(Number));
    expect(JSON.stringify(result)).not.toContain('originals/');
  });

  it('removes an item by its id or its photo, only from the member’s own cart', async () => {
    const buyer = await member();
    const other = await member();
    const a = await album();
    const [p1, p2] = await Promise.all([createPhoto(t.db, a), createPhoto(t.db, a)]);
    await add(buyer.headers, [p1!.id, p2!.id]);
    const items = await t.db.cartItem.findMany({ where: { userId: buyer.id }, orderBy: { id: 'asc' } });

    const foreign = await t.app.inject({
      method: 'GET',
      url: api(`Delete?id=${items[0]!.id}`),
      headers: { ...other.headers, ...culture('en') },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe('This photo is not in your cart');

    const byId = await t.app.inject({ method: 'GET', url: api(`Delete?id=${items[0]!.id}`), headers: buyer.headers });
    expect(byId.json().result).toEqual({ removed: 1 });
    const byPhoto = await t.app.inject({ method: 'GET', url: api(`Delete?photoId=${p2!.id}`), headers: buyer.headers });
    expect(byPhoto.json().result).toEqual({ removed: 1 });
    expect(await t.db.cartItem.count({ where: { userId: buyer.id } })).toBe(0);

    const neither = await t.app.inject({ method: 'GET', url: api('Delete'), headers: buyer.headers });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().error.message).toBe('請指定要移除的購物車項目 id 或照片 photoId');
  });
});
