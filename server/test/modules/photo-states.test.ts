import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivity, createAlbum, createPhoto } from '../helpers/catalogue-factories.ts';
import { bearer, createUser, culture, loginToken } from '../helpers/factories.ts';
import { addToCart, createOrder } from '../helpers/shop-factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const url = (photoIds: string) => `/api/services/app/Shop/GetMyPhotoStates?photoIds=${photoIds}`;

async function member() {
  const user = await createUser(t.db);
  return { id: user.id, headers: bearer(await loginToken(t.app, user.email, user.password)) };
}

async function states(headers: Record<string, string>, photoIds: string) {
  const response = await t.app.inject({ method: 'GET', url: url(photoIds), headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result.items as { photoId: number; state: string; orderId: number | null }[];
}

describe('Shop/GetMyPhotoStates', () => {
  it("names the member's bought, unpaid and in-cart photos with the order to open, and nothing else", async () => {
    const buyer = await member();
    const album = await createAlbum(t.db, await createActivity(t.db));
    const [fresh, bought, pending, expired, inCart, refunded, boughtAndInCart] = await Promise.all(
      Array.from({ length: 7 }, () => createPhoto(t.db, album)),
    );
    const paidOrder = await createOrder(t.db, { userId: buyer.id, photos: [bought!, boughtAndInCart!] });
    const pendingOrder = await createOrder(t.db, { userId: buyer.id, photos: [pending!], status: 'pending' });
    await createOrder(t.db, {
      userId: buyer.id,
      photos: [expired!],
      status: 'pending',
      expiresAt: new Date(Date.now() - 1000),
    });
    await createOrder(t.db, { userId: buyer.id, photos: [refunded!], status: 'refunded' });
    await addToCart(t.db, buyer.id, [inCart!, boughtAndInCart!]);

    const ids = [fresh, bought, pending, expired, inCart, refunded, boughtAndInCart].map((p) => p!.id);
    expect(await states(buyer.headers, ids.join(','))).toEqual([
      { photoId: bought!.id, state: 'bought', orderId: paidOrder.id },
      { photoId: pending!.id, state: 'pending', orderId: pendingOrder.id },
      { photoId: inCart!.id, state: 'inCart', orderId: null },
      { photoId: boughtAndInCart!.id, state: 'bought', orderId: paidOrder.id },
    ]);
  });

  it("never tells one member another's orders or cart", async () => {
    const [buyer, other] = await Promise.all([member(), member()]);
    const album = await createAlbum(t.db, await createActivity(t.db));
    const [bought, pending, inCart] = await Promise.all(Array.from({ length: 3 }, () => createPhoto(t.db, album)));
    await createOrder(t.db, { userId: buyer.id, photos: [bought!] });
    await createOrder(t.db, { userId: buyer.id, photos: [pending!], status: 'pending' });
    await addToCart(t.db, buyer.id, [inCart!]);

    expect(await states(other.headers, [bought, pending, inCart].map((p) => p!.id).join(','))).toEqual([]);
  });

  it('refuses guests', async () => {
    const response = await t.app.inject({ method: 'GET', url: url('1') });
    expect(response.statusCode).toBe(401);
  });

  it('takes up to 100 ids and refuses more, or anything that is not a list of ids, in the caller language', async () => {
    const buyer = await member();
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1).join(',');
    expect(await states(buyer.headers, hundred)).toEqual([]);
    for (const bad of [`${hundred},101`, '', '1,,2', '0', '-1', 'a', '1%2C2%00', '2147483648', '99999999999']) {
      const response = await t.app.inject({
        method: 'GET',
        url: url(bad),
        headers: { ...buyer.headers, ...culture('en') },
      });
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().error.message, bad).toMatch(/photoIds/);
    }
  });
});
