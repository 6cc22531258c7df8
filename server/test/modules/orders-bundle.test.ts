import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../src/shared/domain/permissions.ts';
import { reconcileLedger } from '../../src/shared/ledger/reconcile.ts';
import { callersOf } from '../helpers/admin-access.ts';
import { createActivity, createAlbum, createPhotographer, createPhoto } from '../helpers/catalogue-factories.ts';
import { api, checkout, postForm, returnNotification, signIn } from '../helpers/payments.ts';
import { addToCart } from '../helpers/shop-factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let callers: Awaited<ReturnType<typeof callersOf>>;

beforeAll(async () => {
  t = await createTestApp();
  callers = await callersOf(t, PERMISSIONS.Orders, PERMISSIONS.OrdersRefund);
  await t.db.paymentSetting.update({ where: { id: 1 }, data: { mode: 'simulator', commissionBasisPoints: 2000 } });
});
afterAll(() => t.close());

/** An activity with a bundle price and two photographers' photos at the given prices. */
async function bundledActivity(bundlePrice: number, pricesA: number[], pricesB: number[]) {
  const activity = await t.db.activity.update({
    where: { id: (await createActivity(t.db)).id },
    data: { bundlePrice },
  });
  const shoot = async (prices: number[]) => {
    const photographer = await createPhotographer(t.db);
    const album = await createAlbum(t.db, activity, { photographerId: photographer.id });
    const photos = [];
    for (const price of prices) photos.push(await createPhoto(t.db, album, { price }));
    return { photographer, photos };
  };
  return { activity, a: await shoot(pricesA), b: await shoot(pricesB) };
}

describe('a bundle at checkout and payment', () => {
  it('sells the bundle as items whose prices add up to the bundle price, and credits each photographer its share', async () => {
    const buyer = await signIn(t);
    const { activity, a, b } = await bundledActivity(500, [169, 199], [249]);
    const bundled = [...a.photos, ...b.photos];
    await t.db.cartBundle.create({
      data: { userId: buyer.user.id, activityId: activity.id, photoIds: bundled.map((photo) => photo.id) },
    });
    // A single from another activity in the same cart.
    const [single] = await (async () => {
      const album = await createAlbum(t.db, await createActivity(t.db));
      return [await createPhoto(t.db, album, { price: 169 })];
    })();
    await addToCart(t.db, buyer.user.id, [single!]);

    const response = await checkout(t, buyer.headers);
    expect(response.statusCode).toBe(200);
    const order = await t.db.order.findFirstOrThrow({
      where: { userId: buyer.user.id },
      include: { items: { orderBy: { photoId: 'asc' } } },
    });
    expect(order).toMatchObject({ totalAmount: 500 + 169, itemCount: 4 });
    // 500 in proportion to 169 : 199 : 249 (largest remainder): 137, 161, 202.
    expect(order.items.map(({ photoId, price, bundleActivityId }) => ({ photoId, price, bundleActivityId }))).toEqual([
      { photoId: bundled[0]!.id, price: 137, bundleActivityId: activity.id },
      { photoId: bundled[1]!.id, price: 161, bundleActivityId: activity.id },
      { photoId: bundled[2]!.id, price: 202, bundleActivityId: activity.id },
      { photoId: single!.id, price: 169, bundleActivityId: null },
    ]);
    for (const item of order.items) expect(item.platformFee + item.photographerShare).toBe(item.price);
    expect(await t.db.cartBundle.count({ where: { userId: buyer.user.id } })).toBe(0);
    expect(await t.db.cartItem.count({ where: { userId: buyer.user.id } })).toBe(0);

    const paid = await postForm(t.app, api('Payment/EcpayReturn'), returnNotification(t, order));
    expect(paid.body).toBe('1|OK');
    const credited = async (photographerId: number) =>
      (await t.db.ledgerEntry.findMany({ where: { photographerId, kind: 'sale' }, orderBy: { id: 'asc' } })).map(
        (entry) => entry.amount,
      );
    // 20 % fee rounded half up: 137 → 27, 161 → 32, 202 → 40.
    expect(await credited(a.photographer.id)).toEqual([110, 129]);
    expect(await credited(b.photographer.id)).toEqual([162]);
    expect((await reconcileLedger(t.db)).ok).toBe(true);
  });

  it('never charges a bundle more than its photos alone', async () => {
    const buyer = await signIn(t);
    const { activity, a } = await bundledActivity(1000, [169, 199], []);
    await t.db.cartBundle.create({
      data: { userId: buyer.user.id, activityId: activity.id, photoIds: a.photos.map((photo) => photo.id) },
    });
    expect((await checkout(t, buyer.headers)).statusCode).toBe(200);
    const order = await t.db.order.findFirstOrThrow({ where: { userId: buyer.user.id } });
    expect(order.totalAmount).toBe(368);
  });

  it('refuses the checkout when a bundled photo can no longer be bought, and keeps the bundle', async () => {
    const buyer = await signIn(t);
    const { activity, a } = await bundledActivity(300, [169, 199], []);
    await t.db.cartBundle.create({
      data: { userId: buyer.user.id, activityId: activity.id, photoIds: a.photos.map((photo) => photo.id) },
    });
    await t.db.photo.update({ where: { id: a.photos[0]!.id }, data: { status: 'hidden' } });
    expect((await checkout(t, buyer.headers)).statusCode).toBe(409);
    expect(await t.db.order.count({ where: { userId: buyer.user.id } })).toBe(0);
    expect(await t.db.cartBundle.count({ where: { userId: buyer.user.id } })).toBe(1);
  });
});

describe('a sold bundle on the order pages and in refunds', () => {
  async function paidBundle() {
    const buyer = await signIn(t);
    const { activity, a, b } = await bundledActivity(400, [169, 199], [249]);
    const photoIds = [...a.photos, ...b.photos].map((photo) => photo.id);
    await t.db.cartBundle.create({ data: { userId: buyer.user.id, activityId: activity.id, photoIds } });
    const orderId = (await checkout(t, buyer.headers)).json().result.orderId as number;
    const order = await t.db.order.findUniqueOrThrow({ where: { id: orderId }, include: { items: true } });
    await postForm(t.app, api('Payment/EcpayReturn'), returnNotification(t, order));
    return { buyer, activity, order };
  }
  const refund = (payload: object) =>
    t.app.inject({ method: 'POST', url: api('AdminOrder/Refund'), headers: callers.editor, payload });

  it('shows the bundle once with its price to the buyer and in the back office', async () => {
    const { buyer, activity, order } = await paidBundle();
    const bundle = { activityId: activity.id, activityTitle: activity.title, price: 400, photoCount: 3 };
    const mine = await t.app.inject({ method: 'GET', url: api(`Order/Get?id=${order.id}`), headers: buyer.headers });
    expect(mine.json().result.bundles).toEqual([bundle]);
    const admin = await t.app.inject({
      method: 'GET',
      url: api(`AdminOrder/Get?id=${order.id}`),
      headers: callers.reader,
    });
    expect(admin.json().result.bundles).toEqual([bundle]);
  });

  it('refunds a bundle only whole', async () => {
    const { order } = await paidBundle();
    const partly = await refund({ orderId: order.id, itemIds: [order.items[0]!.id], reason: 'One photo' });
    expect(partly.statusCode).toBe(400);
    expect(partly.json().error.message).toBe('整組優惠的照片只能一起退款，請選擇這組的全部項目');
    expect(await t.db.refund.count({ where: { orderId: order.id } })).toBe(0);

    const whole = await refund({
      orderId: order.id,
      itemIds: order.items.map((item) => item.id),
      reason: 'Wrong runner',
    });
    expect(whole.statusCode).toBe(200);
    expect(whole.json().result).toMatchObject({ status: 'refunded', refundedAmount: 400 });
    expect((await reconcileLedger(t.db)).ok).toBe(true);
  });
});
