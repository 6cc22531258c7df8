import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAdjustment } from '../../src/shared/ledger/entries.ts';
import { createActivity, createAlbum, createPhoto } from '../helpers/catalogue-factories.ts';
import { bearer, createUser, culture, loginToken } from '../helpers/factories.ts';
import { createOrder } from '../helpers/shop-factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let me: Awaited<ReturnType<typeof headersOf>>;
let other: Awaited<ReturnType<typeof headersOf>>;
let buyerId: number;
let marathon: { id: number };
let soldItems: { id: number }[];
let othersItemId: number;

const api = (path: string) => `/api/services/app/PhotographerSales/${path}`;
const PATHS = ['GetMySales', 'GetMySale?id=1', 'GetMyLedger', 'GetMyEarnings', 'GetMyBalances'];

async function headersOf(overrides: Parameters<typeof createUser>[1]) {
  const user = await createUser(t.db, overrides);
  return { user, headers: bearer(await loginToken(t.app, user.email, user.password)) };
}
const get = (path: string, headers: Record<string, string>, query: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: api(path), headers, query });

async function photosOf(photographerId: number, activity: { id: number }, prices: number[]) {
  const album = await createAlbum(t.db, activity, { photographerId, name: '終點' });
  return Promise.all(prices.map((price) => createPhoto(t.db, album, { price })));
}

beforeAll(async () => {
  t = await createTestApp();
  await t.db.paymentSetting.update({ where: { id: 1 }, data: { commissionBasisPoints: 2000 } });
  me = await headersOf({ photographerAuth: true });
  other = await headersOf({ photographerAuth: true });
  buyerId = (await createUser(t.db)).id;
  marathon = await createActivity(t.db, {
    title: '台北馬拉松',
    titleEn: 'Taipei Marathon',
    activityDate: '2026-03-01',
  });
  const trail = await createActivity(t.db, { title: '越野跑', activityDate: '2026-04-01' });
  const [a, b] = await photosOf(me.user.id, marathon, [169, 199]);
  const [c] = await photosOf(me.user.id, trail, [300]);
  const [d] = await photosOf(other.user.id, marathon, [500]);
  // Taipei days: 2026-03-01 23:30 Taipei is 15:30 UTC.
  const first = await createOrder(t.db, { userId: buyerId, photos: [a!], paidAt: new Date('2026-03-01T15:30:00Z') });
  const second = await createOrder(t.db, {
    userId: buyerId,
    photos: [b!, d!],
    paidAt: new Date('2026-03-02T02:00:00Z'),
  });
  const refunded = await createOrder(t.db, {
    userId: buyerId,
    photos: [c!],
    status: 'refunded',
    paidAt: new Date('2026-04-02T02:00:00Z'),
  });
  await createOrder(t.db, { userId: buyerId, photos: [c!], status: 'pending' });
  soldItems = [refunded.items[0]!, second.items.find((item) => item.photoId === b!.id)!, first.items[0]!];
  othersItemId = second.items.find((item) => item.photoId === d!.id)!.id;
  await t.db.orderItem.update({ where: { id: first.items[0]!.id }, data: { settlementStatus: 'paid' } });
  await recordAdjustment(t.db, { photographerId: me.user.id, amount: 25, reason: '補發', createdById: other.user.id });
});
afterAll(() => t.close());

describe('who may read sales', () => {
  it('is photographers only: guests 401, members 403', async () => {
    const member = await headersOf({});
    for (const path of PATHS) {
      expect((await get(path, {})).statusCode, path).toBe(401);
      expect((await get(path, member.headers)).statusCode, path).toBe(403);
    }
  });

  it("answers 404 for another photographer's sale, and for an item that was never paid", async () => {
    const refused = await get('GetMySale', { ...me.headers, ...culture('en') }, { id: String(othersItemId) });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.message).toBe('Sale not found');
    expect((await get('GetMySale', other.headers, { id: String(othersItemId) })).statusCode).toBe(200);
    const unpaid = await t.db.orderItem.findFirstOrThrow({
      where: { photographerId: me.user.id, order: { status: 'pending' } },
    });
    expect((await get('GetMySale', me.headers, { id: String(unpaid.id) })).statusCode).toBe(404);
  });

  it('refuses bad filters with 400', async () => {
    for (const query of [
      { dateFrom: '2026-13-01' },
      { dateTo: '0000-01-01' },
      { activityId: '0' },
      { MaxResultCount: '101' },
      { dateFrom: '2026-03-02', dateTo: '2026-03-01' },
    ] as Record<string, string>[]) {
      expect((await get('GetMySales', me.headers, query)).statusCode, JSON.stringify(query)).toBe(400);
    }
    expect((await get('GetMyLedger', me.headers, { kind: 'gift' })).statusCode).toBe(400);
    expect((await get('GetMyEarnings', me.headers, { months: '37' })).statusCode).toBe(400);
    expect((await get('GetMySale', me.headers, { id: 'x' })).statusCode).toBe(400);
  });
});

describe('GetMySales', () => {
  it("lists only the caller's sold photos, newest first, with totals of the whole list", async () => {
    const response = await get('GetMySales', { ...me.headers, ...culture('en') }, { MaxResultCount: '2' });
    expect(response.statusCode, response.body).toBe(200);
    const { totalCount, items, totals, activities } = response.json().result;
    expect(totalCount).toBe(3);
    expect(items.map((item: { id: number }) => item.id)).toEqual(soldItems.slice(0, 2).map((item) => item.id));
    expect(items[1]).toMatchObject({
      activityTitle: 'Taipei Marathon',
      albumName: '終點',
      price: 199,
      photographerShare: 159,
      platformFee: 40,
      status: 'unsettled',
      soldAt: '2026-03-02T02:00:00.000Z',
    });
    expect(items[0].status).toBe('refunded');
    // The refunded photo is listed but counts in gross and refunds only (docs/decisions/072).
    expect(totals).toEqual({
      count: 2,
      price: 368,
      photographerShare: 294,
      platformFee: 74,
      gross: 668,
      refunds: 300,
      refundedItems: 1,
    });
    expect(activities.map((a: { title: string }) => a.title)).toEqual(['越野跑', 'Taipei Marathon']);
  });

  it('filters by activity and by Taipei days', async () => {
    const byActivity = (await get('GetMySales', me.headers, { activityId: String(marathon.id) })).json().result;
    expect(byActivity.totals).toMatchObject({ count: 2, price: 368, gross: 368 });
    const firstDay = (await get('GetMySales', me.headers, { dateFrom: '2026-03-01', dateTo: '2026-03-01' })).json()
      .result;
    expect(firstDay.items.map((item: { id: number }) => item.id)).toEqual([soldItems[2]!.id]);
    expect(firstDay.items[0].status).toBe('paid');
    const fromSecond = (await get('GetMySales', me.headers, { dateFrom: '2026-03-02' })).json().result;
    expect(fromSecond.totalCount).toBe(2);
  });

  it('shows one sale with its ledger entries', async () => {
    const sale = (await get('GetMySale', me.headers, { id: String(soldItems[0]!.id) })).json().result;
    expect(sale).toMatchObject({ price: 300, photographerShare: 240, status: 'refunded' });
    expect(sale.entries.map((entry: { kind: string; amount: number }) => [entry.kind, entry.amount])).toEqual([
      ['sale', 240],
      ['reversal', -240],
    ]);
  });
});

describe('GetMyLedger and GetMyEarnings', () => {
  it('pages the ledger newest first with the running balance after each entry', async () => {
    const { items, totalCount, balances } = (await get('GetMyLedger', me.headers)).json().result;
    expect(totalCount).toBe(5);
    expect(
      items.map((item: { kind: string; amount: number; balance: number }) => [item.kind, item.amount, item.balance]),
    ).toEqual([
      ['adjustment', 25, 319],
      ['reversal', -240, 294],
      ['sale', 240, 534],
      ['sale', 159, 294],
      ['sale', 135, 135],
    ]);
    expect(balances).toEqual({ owed: 319, unsettled: 319, inSettlement: 0, paidOut: 0 });
    const sales = (await get('GetMyLedger', me.headers, { kind: 'sale', SkipCount: '1', MaxResultCount: '1' })).json()
      .result;
    expect(sales).toMatchObject({ totalCount: 3, items: [{ amount: 159, balance: 294 }] });
    const theirs = (await get('GetMyLedger', other.headers)).json().result;
    expect(theirs.items.map((item: { amount: number }) => item.amount)).toEqual([400]);
  });

  it('adds up earnings by month and by activity, settled and not', async () => {
    const { byMonth, byActivity, balances } = (await get('GetMyEarnings', me.headers, { months: '36' })).json().result;
    expect(byMonth).toHaveLength(36);
    expect(byMonth.find((row: { month: string }) => row.month === '2026-03')).toEqual({
      month: '2026-03',
      count: 2,
      settled: 135,
      unsettled: 159,
    });
    // A refund counts in the month of its sale, as on every money screen (docs/decisions/072); the
    // ledger shows when its reversal was booked.
    expect(byMonth.find((row: { month: string }) => row.month === '2026-04')).toMatchObject({
      count: 0,
      unsettled: 0,
    });
    expect(byMonth.at(-1)).toMatchObject({ count: 0, unsettled: 0 });
    expect(byActivity).toEqual([
      expect.objectContaining({ activityId: marathon.id, title: '台北馬拉松', count: 2, settled: 135, unsettled: 159 }),
      expect.objectContaining({ title: '越野跑', count: 0, settled: 0, unsettled: 0 }),
    ]);
    expect(balances.owed).toBe(319);
    expect((await get('GetMyBalances', me.headers)).json().result).toEqual(balances);
  });
});
