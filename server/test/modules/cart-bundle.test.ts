import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivity, createAlbum, createPhoto } from '../helpers/catalogue-factories.ts';
import { api, checkout, signIn } from '../helpers/payments.ts';
import { addToCart, createOrder } from '../helpers/shop-factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.paymentSetting.update({ where: { id: 1 }, data: { mode: 'simulator' } });
});
afterAll(() => t.close());

/** An activity with a bundle price and photos of bib 1234 at the given prices (plus one of another bib). */
async function runnerPhotos(bundlePrice: number | null, prices: number[]) {
  const activity = await t.db.activity.update({
    where: { id: (await createActivity(t.db)).id },
    data: { bundlePrice },
  });
  const album = await createAlbum(t.db, activity);
  const photos = [];
  for (const price of prices) {
    const photo = await createPhoto(t.db, album, { price });
    await t.db.bibTag.create({ data: { photoId: photo.id, activityId: activity.id, bib: '1234', source: 'ocr' } });
    photos.push(photo);
  }
  const other = await createPhoto(t.db, album, { price: 169 });
  await t.db.bibTag.create({ data: { photoId: other.id, activityId: activity.id, bib: '9999', source: 'ocr' } });
  return { activity, photos };
}

const offer = (headers: Record<string, string>, activityId: number, code = ' 1234 ') =>
  t.app.inject({ url: api(`Shop/GetBundleOffer?activityId=${activityId}&code=${encodeURIComponent(code)}`), headers });
const add = (headers: Record<string, string>, activityId: number, code = '1234') =>
  t.app.inject({ method: 'POST', url: api('Shop/AddBundle'), headers, payload: { activityId, code } });
const cart = async (headers: Record<string, string>) =>
  (await t.app.inject({ url: api('Shop/getShopCartList'), headers })).json().result;

describe('the bundle in the cart', () => {
  it("offers the member's photos of a bib at the bundle price, leaving out those already bought", async () => {
    const buyer = await signIn(t);
    const { activity, photos } = await runnerPhotos(399, [169, 169, 199, 249]);
    await createOrder(t.db, { userId: buyer.user.id, photos: [photos[3]!] });
    const answer = await offer(buyer.headers, activity.id);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().result).toEqual({ activityId: activity.id, photoCount: 3, price: 399, singlesTotal: 537 });
  });

  it('offers nothing without a bundle price, for one photo, or when the singles cost no more', async () => {
    const buyer = await signIn(t);
    for (const [price, prices] of [
      [null, [169, 199]],
      [100, [169]],
      [338, [169, 169]],
    ] as const) {
      const { activity } = await runnerPhotos(price, [...prices]);
      expect((await offer(buyer.headers, activity.id)).json().result).toBeNull();
      const refused = await add(buyer.headers, activity.id);
      expect(refused.statusCode).toBe(400);
    }
    expect(await t.db.cartBundle.count({ where: { userId: buyer.user.id } })).toBe(0);
  });

  it('adds the bundle as one line replacing the same singles, counts it in the totals, and checks it out', async () => {
    const buyer = await signIn(t);
    const { activity, photos } = await runnerPhotos(299, [169, 199]);
    await addToCart(t.db, buyer.user.id, [photos[0]!]);
    const added = await add(buyer.headers, activity.id);
    expect(added.statusCode).toBe(200);
    expect(added.json().result).toEqual({ activityId: activity.id, photoCount: 2, price: 299, singlesTotal: 368 });
    expect((await add(buyer.headers, activity.id)).statusCode).toBe(200);

    const listed = await cart(buyer.headers);
    expect(listed.items).toEqual([]);
    expect(listed.bundles).toEqual([
      expect.objectContaining({
        activityId: activity.id,
        photoCount: 2,
        price: 299,
        singlesTotal: 368,
        available: true,
      }),
    ]);
    expect(listed).toMatchObject({ totalCount: 2, totalAmount: 299 });

    // A single of a bundled photo is refused: it is in the cart already.
    const single = await t.app.inject({
      method: 'POST',
      url: api('Shop/CreateList'),
      headers: buyer.headers,
      payload: { photoIds: [photos[1]!.id] },
    });
    expect(single.json().result.items[0].status).toBe('duplicate');

    expect((await checkout(t, buyer.headers)).statusCode).toBe(200);
    const order = await t.db.order.findFirstOrThrow({ where: { userId: buyer.user.id } });
    expect(order.totalAmount).toBe(299);
  });

  it('removes a bundle only from its own cart', async () => {
    const buyer = await signIn(t);
    const stranger = await signIn(t);
    const { activity } = await runnerPhotos(299, [169, 199]);
    await add(buyer.headers, activity.id);
    const [bundle] = (await cart(buyer.headers)).bundles;
    const remove = (headers: Record<string, string>) =>
      t.app.inject({ url: api(`Shop/DeleteBundle?id=${bundle.id}`), headers });
    expect((await remove(stranger.headers)).statusCode).toBe(404);
    expect((await remove(buyer.headers)).statusCode).toBe(200);
    expect((await cart(buyer.headers)).bundles).toEqual([]);
  });

  it('is for members only', async () => {
    const { activity } = await runnerPhotos(299, [169, 199]);
    expect((await offer({}, activity.id)).statusCode).toBe(401);
    expect((await add({}, activity.id)).statusCode).toBe(401);
  });
});
