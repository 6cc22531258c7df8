import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdminWith } from '../helpers/admin-access.ts';
import { createActivity, createAlbum, createPhoto, createPhotographer } from '../helpers/catalogue-factories.ts';
import { bearer, createUser, culture, loginToken } from '../helpers/factories.ts';
import { api } from '../helpers/payments.ts';
import { createOrder } from '../helpers/shop-factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { PERMISSIONS } from '../../src/shared/domain/permissions.ts';

// Known orders around Taipei's midnight of 2019-03-31 → 2019-04-01 (16:00 UTC), commission 20 %:
//   A: paid 03-31 23:59:59 Taipei, activity 1 by photographer 1: 100 + 200
//   B: paid 04-01 00:00:00 Taipei: activity 2 by photographer 2: 300, activity 1 by photographer 1: 150 (refunded)
//   C: paid 04-02, then wholly refunded: activity 1 by photographer 2: 50
//   D: pending on 04-01: not counted
let t: TestApp;
let reader: Record<string, string>;
const ids = { activity1: 0, activity2: 0, photographer1: 0, photographer2: 0 };

beforeAll(async () => {
  t = await createTestApp();
  reader = await signInAdminWith(t, [PERMISSIONS.Reports]);
  const [photographer1, photographer2] = [
    await createPhotographer(t.db, '阿明'),
    await createPhotographer(t.db, '小華'),
  ];
  const [activity1, activity2] = [
    await createActivity(t.db, { title: '台北馬拉松', titleEn: 'Taipei Marathon' }),
    await createActivity(t.db),
  ];
  Object.assign(ids, {
    activity1: activity1.id,
    activity2: activity2.id,
    photographer1: photographer1.id,
    photographer2: photographer2.id,
  });
  const album11 = await createAlbum(t.db, activity1, { photographerId: photographer1.id });
  const album12 = await createAlbum(t.db, activity1, { photographerId: photographer2.id });
  const album22 = await createAlbum(t.db, activity2, { photographerId: photographer2.id });
  const photo = (album: typeof album11, price: number) => createPhoto(t.db, album, { status: 'ready', price });
  const buyer = await createUser(t.db);
  const order = (
    photos: Awaited<ReturnType<typeof photo>>[],
    paidAt: string,
    status: 'paid' | 'refunded' | 'pending' = 'paid',
  ) => createOrder(t.db, { userId: buyer.id, photos, status, createdAt: new Date(paidAt), paidAt: new Date(paidAt) });
  await order([await photo(album11, 100), await photo(album11, 200)], '2019-03-31T23:59:59+08:00');
  const b = await order([await photo(album22, 300), await photo(album11, 150)], '2019-04-01T00:00:00+08:00');
  const refunded = b.items.find((item) => item.price === 150)!;
  await t.db.orderItem.update({ where: { id: refunded.id }, data: { refundedAt: new Date('2019-04-03T00:00:00Z') } });
  await order([await photo(album12, 50)], '2019-04-02T12:00:00+08:00', 'refunded');
  await order([await photo(album22, 999)], '2019-04-01T12:00:00+08:00', 'pending');
});
afterAll(() => t.close());

const get = (path: string, headers: Record<string, string> = reader) =>
  t.app.inject({ method: 'GET', url: api(`AdminReport/${path}`), headers });
const result = async (path: string) => {
  const response = await get(path);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result;
};

const zero = {
  gross: 0,
  revenue: 0,
  orders: 0,
  photosSold: 0,
  averageOrderValue: 0,
  platformFee: 0,
  photographerShares: 0,
};

describe('AdminReport/GetSummary', () => {
  it('sums paid items by Taipei day, refunds apart, every day of the range present', async () => {
    const { series, totals } = await result('GetSummary?from=2019-03-30&to=2019-04-02&granularity=day');
    expect(series).toEqual([
      { period: '2019-03-30', ...zero, refunds: 0, refundedItems: 0 },
      {
        period: '2019-03-31',
        gross: 300,
        revenue: 300,
        orders: 1,
        photosSold: 2,
        averageOrderValue: 300,
        platformFee: 60,
        photographerShares: 240,
        refunds: 0,
        refundedItems: 0,
      },
      {
        period: '2019-04-01',
        gross: 450,
        revenue: 300,
        orders: 1,
        photosSold: 1,
        averageOrderValue: 300,
        platformFee: 60,
        photographerShares: 240,
        refunds: 150,
        refundedItems: 1,
      },
      { period: '2019-04-02', ...zero, gross: 50, refunds: 50, refundedItems: 1 },
    ]);
    expect(totals).toEqual({
      gross: 800,
      revenue: 600,
      orders: 2,
      photosSold: 3,
      averageOrderValue: 300,
      platformFee: 120,
      photographerShares: 480,
      refunds: 200,
      refundedItems: 2,
    });
  });

  it('cuts weeks on Mondays and months on the first, in Taipei time', async () => {
    const weeks = await result('GetSummary?from=2019-03-25&to=2019-04-07&granularity=week');
    expect(weeks.series.map((row: { period: string; revenue: number }) => [row.period, row.revenue])).toEqual([
      ['2019-03-25', 300],
      ['2019-04-01', 300],
    ]);
    const months = await result('GetSummary?from=2019-03-01&to=2019-04-30&granularity=month');
    expect(months.series.map((row: { period: string; revenue: number }) => [row.period, row.revenue])).toEqual([
      ['2019-03-01', 300],
      ['2019-04-01', 300],
    ]);
    // The last second of 03-31 in Taipei is still March; one day's range holds it alone.
    const lastDay = await result('GetSummary?from=2019-03-31&to=2019-03-31&granularity=day');
    expect(lastDay.totals.revenue).toBe(300);
  });

  it('narrows to an activity or a photographer', async () => {
    const range = 'from=2019-03-01&to=2019-04-30&granularity=month';
    const byActivity = await result(`GetSummary?${range}&activityId=${ids.activity2}`);
    expect(byActivity.totals).toMatchObject({ revenue: 300, orders: 1, photosSold: 1, refunds: 0 });
    const byPhotographer = await result(`GetSummary?${range}&photographerId=${ids.photographer1}`);
    expect(byPhotographer.totals).toMatchObject({ revenue: 300, orders: 1, photosSold: 2, refunds: 150 });
  });
});

describe('AdminReport/GetByActivity and GetByPhotographer', () => {
  const range = 'from=2019-03-01&to=2019-04-30';

  it('ranks activities by revenue or refunds, a page at a time', async () => {
    const page = await result(`GetByActivity?${range}&sort=refunds`);
    expect(page.totalCount).toBe(2);
    expect(page.items[0]).toEqual({
      activityId: ids.activity1,
      title: '台北馬拉松',
      gross: 500,
      revenue: 300,
      orders: 1,
      photosSold: 2,
      averageOrderValue: 300,
      platformFee: 60,
      photographerShares: 240,
      refunds: 200,
      refundedItems: 2,
    });
    const second = await result(`GetByActivity?${range}&sort=refunds&SkipCount=1&MaxResultCount=1`);
    expect(second).toMatchObject({ totalCount: 2, items: [{ activityId: ids.activity2, revenue: 300, refunds: 0 }] });
    expect(await result(`GetByActivity?${range}&SkipCount=5`)).toEqual({ totalCount: 2, items: [] });
  });

  it('names activities in the reader’s language', async () => {
    const english = await get(`GetByActivity?${range}&sort=refunds&MaxResultCount=1`, { ...reader, ...culture('en') });
    expect(english.json().result.items[0]).toMatchObject({ activityId: ids.activity1, title: 'Taipei Marathon' });
  });

  it('ranks photographers with their shares', async () => {
    const page = await result(`GetByPhotographer?${range}&sort=refunds`);
    expect(page.items).toMatchObject([
      { photographerId: ids.photographer1, displayName: '阿明', revenue: 300, photographerShares: 240, refunds: 150 },
      { photographerId: ids.photographer2, displayName: '小華', revenue: 300, photographerShares: 240, refunds: 50 },
    ]);
  });
});

describe('AdminReport/ExportCsv', () => {
  it('gives the series with totals as UTF-8 CSV with a byte-order mark, in the caller’s language', async () => {
    const file = await result('ExportCsv?from=2019-03-31&to=2019-04-01&granularity=day');
    expect(file.fileName).toBe('report-period-2019-03-31-2019-04-01.csv');
    expect(file.content.split('\r\n')).toEqual([
      '\uFEFF期間,銷售總額（含退款）,營收（扣除退款）,訂單數,售出照片,平均客單價,平台手續費,攝影師分潤,退款金額,退款照片',
      '2019-03-31,300,300,1,2,300,60,240,0,0',
      '2019-04-01,450,300,1,1,300,60,240,150,1',
      '合計,750,600,2,3,300,120,480,150,1',
      '',
    ]);
    const english = await get('ExportCsv?from=2019-03-01&to=2019-04-30&by=photographer', {
      ...reader,
      ...culture('en'),
    });
    const lines = (english.json().result.content as string).split('\r\n');
    expect(lines[0]).toMatch(
      /^\uFEFFPhotographer ID,Photographer,Gross sales \(refunds included\),Revenue \(net of refunds\),/,
    );
    expect(lines).toHaveLength(4);
  });
});

describe('AdminReport access and input', () => {
  const paths = [
    'GetSummary?from=2019-03-01&to=2019-04-30',
    'GetByActivity?from=2019-03-01&to=2019-04-30',
    'GetByPhotographer?from=2019-03-01&to=2019-04-30',
    'ExportCsv?from=2019-03-01&to=2019-04-30',
  ];

  it('answers only admins holding the reports permission', async () => {
    const member = await createUser(t.db);
    const memberHeaders = bearer(await loginToken(t.app, member.email, member.password));
    const other = await signInAdminWith(t, [PERMISSIONS.Orders]);
    for (const path of paths) {
      expect((await get(path, {})).statusCode, path).toBe(401);
      expect((await get(path, memberHeaders)).statusCode, path).toBe(403);
      expect((await get(path, other)).statusCode, path).toBe(403);
      expect((await get(path)).statusCode, path).toBe(200);
    }
  });

  it('refuses reversed, too long, too fine and malformed ranges with a message in one language', async () => {
    const refused = async (query: string, message: RegExp) => {
      const response = await get(`GetSummary?${query}`, { ...reader, ...culture('en') });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.message, query).toMatch(message);
    };
    await refused('from=2019-04-02&to=2019-04-01', /cannot end before it starts/);
    await refused('from=2016-01-01&to=2019-12-31&granularity=month', /at most 3 years/);
    await refused('from=2018-01-01&to=2019-03-01&granularity=day', /at most 366 days; choose weeks or months/);
    await refused('from=2019-02-30&to=2019-03-01', /./);
    await refused('from=2019-03-01&to=2019-04-01&granularity=hour', /./);
    await refused('from=2019-03-01', /./);
    // Exactly three years by month and a year by day are answered.
    expect((await get('GetSummary?from=2017-01-01&to=2019-12-31&granularity=month')).statusCode).toBe(200);
    expect((await get('GetSummary?from=2019-01-01&to=2019-12-31&granularity=day')).statusCode).toBe(200);
  });
});
