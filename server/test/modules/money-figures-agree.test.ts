import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../src/shared/domain/permissions.ts';
import { reconcileLedger } from '../../src/shared/ledger/reconcile.ts';
import { signInAdminWith } from '../helpers/admin-access.ts';
import { createActivity, createAlbum, createPhoto, createPhotographer } from '../helpers/catalogue-factories.ts';
import { bearer, createUser, loginToken } from '../helpers/factories.ts';
import { api } from '../helpers/payments.ts';
import { createOrder } from '../helpers/shop-factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// One month as finance lives it (docs/decisions/072): two photographers sell in two orders, an admin
// refunds one photo through the back office. Every screen that shows money must answer the same
// figures, and they must be the ledger's. The expected figures are added up here from the items
// themselves, not read back from any query under test.

let t: TestApp;
let admin: Record<string, string>;
const photographers: { id: number; headers: Record<string, string> }[] = [];
let refundedItemId: number;
let items: {
  photographerId: number;
  price: number;
  photographerShare: number;
  platformFee: number;
  refunded: boolean;
}[];

const TAIPEI_MS = 8 * 3_600_000;
const taipeiDay = (at: Date) => new Date(at.getTime() + TAIPEI_MS).toISOString().slice(0, 10);

async function result(path: string, headers: Record<string, string>) {
  const response = await t.app.inject({ method: 'GET', url: api(path), headers });
  expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
  return response.json().result;
}

beforeAll(async () => {
  t = await createTestApp();
  await t.db.paymentSetting.update({ where: { id: 1 }, data: { commissionBasisPoints: 2000 } });
  admin = await signInAdminWith(t, [
    PERMISSIONS.Dashboard,
    PERMISSIONS.Orders,
    PERMISSIONS.OrdersRefund,
    PERMISSIONS.Reports,
    PERMISSIONS.Income,
  ]);
  const activity = await createActivity(t.db, { title: '台北馬拉松' });
  const albums: Awaited<ReturnType<typeof createAlbum>>[] = [];
  for (const name of ['阿明', '小華']) {
    const user = await createPhotographer(t.db, name);
    photographers.push({ id: user.id, headers: bearer(await loginToken(t.app, user.email, user.password)) });
    albums.push(await createAlbum(t.db, activity, { photographerId: user.id }));
  }
  const photo = (index: 0 | 1, price: number) => createPhoto(t.db, albums[index]!, { status: 'ready', price });
  const buyer = await createUser(t.db);
  // A minute ago, but never before today's Taipei midnight: "today" and "this month" hold it.
  const now = Date.now();
  const todayStart = Math.floor((now + TAIPEI_MS) / 86_400_000) * 86_400_000 - TAIPEI_MS;
  const paidAt = new Date(Math.max(now - 60_000, todayStart));
  const first = await createOrder(t.db, {
    userId: buyer.id,
    photos: [await photo(0, 169), await photo(0, 299), await photo(1, 500)],
    paidAt,
  });
  await createOrder(t.db, { userId: buyer.id, photos: [await photo(1, 350)], paidAt });
  await createOrder(t.db, { userId: buyer.id, photos: [await photo(1, 999)], status: 'pending' });
  refundedItemId = first.items.find((item) => item.price === 299)!.id;
  const refund = await t.app.inject({
    method: 'POST',
    url: api('AdminOrder/Refund'),
    headers: admin,
    payload: { orderId: first.id, itemIds: [refundedItemId], reason: '拍錯人' },
  });
  expect(refund.statusCode, refund.body).toBe(200);
  const stored = await t.db.orderItem.findMany({ where: { order: { status: { in: ['paid', 'refunded'] } } } });
  items = stored.map((item) => ({ ...item, refunded: item.refundedAt !== null }));
});
afterAll(() => t.close());

/** The figures of the items of `photographerId` (or all), added up here. */
function expected(photographerId?: number) {
  const mine = items.filter((item) => photographerId === undefined || item.photographerId === photographerId);
  const kept = mine.filter((item) => !item.refunded);
  const sum = (rows: typeof items, pick: (row: (typeof items)[number]) => number) =>
    rows.reduce((total, row) => total + pick(row), 0);
  return {
    gross: sum(mine, (item) => item.price),
    refunds: sum(
      mine.filter((item) => item.refunded),
      (item) => item.price,
    ),
    net: sum(kept, (item) => item.price),
    photographerShare: sum(kept, (item) => item.photographerShare),
    platformFee: sum(kept, (item) => item.platformFee),
    photosSold: kept.length,
    refundedItems: mine.length - kept.length,
  };
}

async function ledgerShare(photographerId: number) {
  const entries = await t.db.ledgerEntry.findMany({ where: { photographerId, kind: { in: ['sale', 'reversal'] } } });
  return entries.reduce((total, entry) => total + entry.amount, 0);
}

describe('every money screen tells the same figures for a month with a refund', () => {
  it('adds up as it should before any screen is asked: gross 1 318, refunds 299, net 1 019', () => {
    expect(expected()).toMatchObject({ gross: 1318, refunds: 299, net: 1019, photosSold: 3, refundedItems: 1 });
    const all = expected();
    expect(all.photographerShare + all.platformFee).toBe(all.net);
  });

  it('agrees with the ledger, photographer by photographer, and the ledger reconciles', async () => {
    for (const { id } of photographers) expect(await ledgerShare(id)).toBe(expected(id).photographerShare);
    expect((await reconcileLedger(t.db)).ok).toBe(true);
  });

  it('/admin/AdminReport: the month and each photographer', async () => {
    const now = new Date();
    const day = taipeiDay(now);
    const range = `from=${day.slice(0, 8)}01&to=${day}`;
    const { totals } = await result(`AdminReport/GetSummary?${range}&granularity=month`, admin);
    const all = expected();
    expect(totals).toMatchObject({
      gross: all.gross,
      revenue: all.net,
      refunds: all.refunds,
      photographerShares: all.photographerShare,
      platformFee: all.platformFee,
      photosSold: all.photosSold,
      refundedItems: all.refundedItems,
      orders: 2,
    });
    const byPhotographer = await result(`AdminReport/GetByPhotographer?${range}`, admin);
    for (const { id } of photographers) {
      const mine = expected(id);
      expect(byPhotographer.items.find((row: { photographerId: number }) => row.photographerId === id)).toMatchObject({
        gross: mine.gross,
        revenue: mine.net,
        refunds: mine.refunds,
        photographerShares: mine.photographerShare,
        platformFee: mine.platformFee,
        photosSold: mine.photosSold,
      });
    }
  });

  it('/admin/index: net revenue and the orders that kept a photo, today and over 30 days', async () => {
    const { today, last30Days } = await result('AdminDashboard/GetSummary', admin);
    expect(today).toMatchObject({ revenue: expected().net, paidOrders: 2 });
    expect(last30Days).toMatchObject({ revenue: expected().net, paidOrders: 2 });
  });

  it('/admin/Income and /admin/IncomeDetails: each photographer, and the balance is the ledger', async () => {
    const list = await result('AdminIncome/GetAll', admin);
    for (const { id } of photographers) {
      const mine = expected(id);
      const figures = {
        salesCount: mine.photosSold,
        gross: mine.gross,
        refunds: mine.refunds,
        net: mine.net,
        shares: mine.photographerShare,
        fees: mine.platformFee,
        balance: await ledgerShare(id),
      };
      const row = list.items.find((item: { photographer: { id: number } }) => item.photographer.id === id);
      expect(row).toMatchObject(figures);
      expect((await result(`AdminIncome/Get?id=${id}`, admin)).figures).toMatchObject(figures);
    }
  });

  it('/selldetails, /salesdetails, /transactionrecordlist and /photographerearningslist: each photographer', async () => {
    for (const { id, headers } of photographers) {
      const mine = expected(id);
      const sales = await result('PhotographerSales/GetMySales', headers);
      expect(sales.totals).toEqual({
        count: mine.photosSold,
        price: mine.net,
        photographerShare: mine.photographerShare,
        platformFee: mine.platformFee,
        gross: mine.gross,
        refunds: mine.refunds,
        refundedItems: mine.refundedItems,
      });
      // The list still shows the refunded sale, marked so.
      expect(sales.totalCount).toBe(mine.photosSold + mine.refundedItems);

      const ledger = await result('PhotographerSales/GetMyLedger', headers);
      expect(ledger.balances.owed).toBe(mine.photographerShare);
      const booked = ledger.items.reduce((total: number, line: { amount: number }) => total + line.amount, 0);
      expect(booked).toBe(mine.photographerShare);

      const earnings = await result('PhotographerSales/GetMyEarnings?months=1', headers);
      expect(earnings.byMonth).toEqual([
        expect.objectContaining({ count: mine.photosSold, settled: 0, unsettled: mine.photographerShare }),
      ]);
      expect(earnings.byActivity).toEqual([
        expect.objectContaining({ count: mine.photosSold, unsettled: mine.photographerShare }),
      ]);
    }
    const [owner] = photographers;
    const refunded = await result(`PhotographerSales/GetMySale?id=${refundedItemId}`, owner!.headers);
    expect(refunded.status).toBe('refunded');
    const entries = refunded.entries.map((entry: { kind: string; amount: number }) => [entry.kind, entry.amount]);
    expect(entries).toEqual([
      ['sale', refunded.photographerShare],
      ['reversal', -refunded.photographerShare],
    ]);
  });
});
