import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balances } from '../../src/shared/ledger/balances.ts';
import { creditSale, recordAdjustment, recordPayout, reverseItem } from '../../src/shared/ledger/entries.ts';
import { reconcileLedger } from '../../src/shared/ledger/reconcile.ts';
import { createActivity, createAlbum, createPhotographer, createPhoto } from '../helpers/catalogue-factories.ts';
import { api, postForm, returnNotification, signIn } from '../helpers/payments.ts';
import { createSettlementLine } from '../helpers/settlement-factories.ts';
import { createOrder } from '../helpers/shop-factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let buyerId: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.db.paymentSetting.update({ where: { id: 1 }, data: { mode: 'simulator', commissionBasisPoints: 2000 } });
  buyerId = (await signIn(t)).user.id;
});
afterAll(() => t.close());

/** A photographer with one album and photos at the given prices. */
async function photographerWithPhotos(prices: number[]) {
  const photographer = await createPhotographer(t.db);
  const album = await createAlbum(t.db, await createActivity(t.db), { photographerId: photographer.id });
  const photos = [];
  for (const price of prices) photos.push(await createPhoto(t.db, album, { price }));
  return { photographer, photos };
}

/** What an admin's refund will do to the order (the refund flow itself comes with settlements). */
const refund = (orderId: number) =>
  t.db.order.update({ where: { id: orderId }, data: { status: 'refunded', refundedAt: new Date() } });

const entriesOf = (photographerId: number) =>
  t.db.ledgerEntry.findMany({ where: { photographerId }, orderBy: { id: 'asc' } });

describe('the payment callback credits the ledger', () => {
  it('credits each item its share once, even when ECPay repeats the notice', async () => {
    const { photographer, photos } = await photographerWithPhotos([169, 199, 1]);
    const order = await createOrder(t.db, { userId: buyerId, photos, status: 'pending' });
    const notice = returnNotification(t, order);
    for (let i = 0; i < 3; i++) expect((await postForm(t.app, api('Payment/EcpayReturn'), notice)).body).toBe('1|OK');

    // 20 % platform fee, rounded half up: 169 → 34, 199 → 40, 1 → 0.
    const entries = await entriesOf(photographer.id);
    expect(entries.map(({ kind, amount, orderItemId }) => ({ kind, amount, orderItemId }))).toEqual(
      order.items.map((item) => ({ kind: 'sale', amount: item.photographerShare, orderItemId: item.id })),
    );
    expect(entries.map((entry) => entry.amount)).toEqual([135, 159, 1]);
    const { paidAt } = await t.db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(entries.every((entry) => entry.createdAt.getTime() === paidAt!.getTime())).toBe(true);
  });

  it('credits nothing for a failed payment', async () => {
    const { photographer, photos } = await photographerWithPhotos([169]);
    const order = await createOrder(t.db, { userId: buyerId, photos, status: 'pending' });
    await postForm(t.app, api('Payment/EcpayReturn'), returnNotification(t, order, { RtnCode: '10100058' }));
    expect(await entriesOf(photographer.id)).toEqual([]);
  });

  it('credits an order only once when called again', async () => {
    const { photographer, photos } = await photographerWithPhotos([300]);
    const order = await createOrder(t.db, { userId: buyerId, photos });
    expect(await creditSale(t.db, order.id)).toBe(0);
    expect((await entriesOf(photographer.id)).map((entry) => entry.amount)).toEqual([240]);
  });
});

describe('reversals, payouts, adjustments and balances', () => {
  it('reverses a refunded item once, and only an item that was credited', async () => {
    const { photographer, photos } = await photographerWithPhotos([169, 199]);
    const refunded = await createOrder(t.db, { userId: buyerId, photos: [photos[0]!] });
    await createOrder(t.db, { userId: buyerId, photos: [photos[1]!] });
    const [first] = refunded.items;
    await refund(refunded.id);
    expect(await reverseItem(t.db, first!.id)).toBe(true);
    expect(await reverseItem(t.db, first!.id)).toBe(false);
    expect((await entriesOf(photographer.id)).map(({ kind, amount }) => ({ kind, amount }))).toEqual([
      { kind: 'sale', amount: 135 },
      { kind: 'sale', amount: 159 },
      { kind: 'reversal', amount: -135 },
    ]);
    const pending = await createOrder(t.db, { userId: buyerId, photos: [photos[1]!], status: 'pending' });
    expect(await reverseItem(t.db, pending.items[0]!.id)).toBe(false);
  });

  it('sums the balances from the entries and the items in settlement', async () => {
    const { photographer, photos } = await photographerWithPhotos([100, 200, 300, 400]);
    const admin = await signIn(t, { isAdmin: true });
    const order = await createOrder(t.db, { userId: buyerId, photos: photos.slice(0, 3) });
    const refunded = await createOrder(t.db, { userId: buyerId, photos: [photos[3]!] });
    const [a, b, c] = order.items; // shares 80, 160, 240
    const [d] = refunded.items; // share 320
    await t.db.orderItem.updateMany({ where: { id: { in: [a!.id, b!.id] } }, data: { settlementStatus: 'paid' } });
    await t.db.orderItem.update({ where: { id: c!.id }, data: { settlementStatus: 'in_settlement' } });
    // The payout is for a settlement line marked paid (reconciliation checks one against the other).
    const line = await createSettlementLine(t.db, {
      photographerId: photographer.id,
      amount: 240,
      createdById: admin.user.id,
    });
    expect(
      await recordPayout(t.db, {
        photographerId: photographer.id,
        amount: 240,
        settlementLineId: line.id,
        createdById: admin.user.id,
      }),
    ).toBe(true);
    expect(
      await recordPayout(t.db, {
        photographerId: photographer.id,
        amount: 240,
        settlementLineId: line.id,
        createdById: admin.user.id,
      }),
    ).toBe(false);
    await recordAdjustment(t.db, {
      photographerId: photographer.id,
      amount: -15,
      reason: '  重複上傳  ',
      createdById: admin.user.id,
    });
    await refund(refunded.id);
    await reverseItem(t.db, d!.id);

    // owed: 80 + 160 + 240 + 320 − 240 − 15 − 320 = 225, of which 240 in settlement.
    expect(await balances(t.db, photographer.id)).toEqual({
      owed: 225,
      unsettled: -15,
      inSettlement: 240,
      paidOut: 240,
    });
    expect((await entriesOf(photographer.id)).find((entry) => entry.kind === 'adjustment')).toMatchObject({
      reason: '重複上傳',
      createdById: admin.user.id,
    });
    expect(await balances(t.db, (await createPhotographer(t.db)).id)).toEqual({
      owed: 0,
      unsettled: 0,
      inSettlement: 0,
      paidOut: 0,
    });
  });

  it('refuses a payout or an adjustment that is not a whole, meaningful amount', async () => {
    const { photographer } = await photographerWithPhotos([]);
    const base = { photographerId: photographer.id, createdById: photographer.id };
    await expect(recordPayout(t.db, { ...base, amount: 0, settlementLineId: 9002 })).rejects.toThrow(RangeError);
    await expect(recordPayout(t.db, { ...base, amount: 1.5, settlementLineId: 9002 })).rejects.toThrow(RangeError);
    expect(() => recordAdjustment(t.db, { ...base, amount: 0, reason: 'x' })).toThrow(RangeError);
    expect(() => recordAdjustment(t.db, { ...base, amount: 5, reason: '   ' })).toThrow(RangeError);
    expect(await entriesOf(photographer.id)).toEqual([]);
  });
});

describe('the ledger is append-only', () => {
  it('refuses UPDATE and DELETE of an entry in the database itself', async () => {
    const { photographer, photos } = await photographerWithPhotos([169]);
    await createOrder(t.db, { userId: buyerId, photos });
    const [entry] = await entriesOf(photographer.id);
    await expect(t.db.$executeRaw`UPDATE "LedgerEntry" SET "amount" = 1000 WHERE "id" = ${entry!.id}`).rejects.toThrow(
      /append-only/,
    );
    await expect(t.db.$executeRaw`DELETE FROM "LedgerEntry" WHERE "id" = ${entry!.id}`).rejects.toThrow(/append-only/);
    await expect(t.db.ledgerEntry.deleteMany({ where: { photographerId: photographer.id } })).rejects.toThrow();
    expect(await entriesOf(photographer.id)).toEqual([entry]);
  });

  it('refuses a sale without an item and a payout that credits', async () => {
    const { photographer } = await photographerWithPhotos([]);
    await expect(
      t.db.ledgerEntry.create({ data: { photographerId: photographer.id, kind: 'sale', amount: 10 } }),
    ).rejects.toThrow();
    await expect(
      t.db.ledgerEntry.create({ data: { photographerId: photographer.id, kind: 'payout', amount: 10 } }),
    ).rejects.toThrow();
  });
});

describe('reconciliation', () => {
  it('finds the ledger equal to paid items − refunds − payouts, then names a photographer whose sale was never credited', async () => {
    const { photographer, photos } = await photographerWithPhotos([169, 199]);
    await createOrder(t.db, { userId: buyerId, photos: [photos[0]!], status: 'refunded' });
    const healthy = await reconcileLedger(t.db);
    expect(healthy.ok).toBe(true);
    expect(healthy.total.difference).toBe(0);
    expect(healthy.lines.find((line) => line.photographerId === photographer.id)).toMatchObject({
      ledger: 0,
      paidItems: 135,
      refunded: 135,
      difference: 0,
    });

    // An order made paid around the one function that credits it.
    const order = await createOrder(t.db, { userId: buyerId, photos: [photos[1]!], status: 'pending' });
    await t.db.order.update({ where: { id: order.id }, data: { status: 'paid', paidAt: new Date() } });
    const broken = await reconcileLedger(t.db);
    expect(broken.ok).toBe(false);
    expect(broken.lines.filter((line) => line.difference !== 0)).toEqual([
      expect.objectContaining({ photographerId: photographer.id, ledger: 0, expected: 159, difference: -159 }),
    ]);
    expect(broken.total.difference).toBe(-159);

    await creditSale(t.db, order.id);
    expect((await reconcileLedger(t.db)).ok).toBe(true);
  });
});
