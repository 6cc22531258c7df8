import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../src/shared/domain/permissions.ts';
import { callersOf } from '../helpers/admin-access.ts';
import { bearer, createUser, culture, loginToken } from '../helpers/factories.ts';
import { api } from '../helpers/payments.ts';
import { photographerWithSales } from '../helpers/settlement-factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// The lists finance and photographers filter and take away: orders by photographer and activity
// with their CSV, Income over a date range, and a photographer's transaction records by date with
// their CSV. Every CSV is the filtered list, whole, and safe to open in a spreadsheet.

let t: TestApp;
let orders: Awaited<ReturnType<typeof callersOf>>;
let income: Awaited<ReturnType<typeof callersOf>>;
/** Two photographers' sales to one buyer whose name would be a formula in a spreadsheet. */
let first: Awaited<ReturnType<typeof photographerWithSales>>;
let second: Awaited<ReturnType<typeof photographerWithSales>>;

const day = (iso: string) => new Date(`${iso}T12:00:00+08:00`);

beforeAll(async () => {
  t = await createTestApp();
  await t.db.paymentSetting.update({ where: { id: 1 }, data: { commissionBasisPoints: 2000 } });
  orders = await callersOf(t, PERMISSIONS.Orders, PERMISSIONS.OrdersRefund);
  income = await callersOf(t, PERMISSIONS.Income, PERMISSIONS.IncomeAdjust);
  const buyer = await createUser(t.db, { displayName: '=HYPERLINK("http://evil.example","點我")' });
  first = await photographerWithSales(t, { buyerId: buyer.id, prices: [100, 200], paidAt: day('2026-03-05') });
  second = await photographerWithSales(t, { buyerId: buyer.id, prices: [300], paidAt: day('2026-03-20') });
});
afterAll(() => t.close());

const get = (path: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url: api(path), headers });
/** RFC 4180 rows of a CSV file with a BOM. */
const csvRows = (body: string) =>
  body
    .slice(1)
    .trimEnd()
    .split('\r\n')
    .map((line) =>
      [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)]
        .slice(0, -1)
        .map(([, field]) => (field!.startsWith('"') ? field!.slice(1, -1).replaceAll('""', '"') : field!)),
    );

describe('orders by photographer and activity, and their CSV', () => {
  it('lists only the orders with a photo of the photographer, or of the activity', async () => {
    const byPhotographer = await get(`AdminOrder/GetAll?photographerId=${first.photographer.id}`, orders.reader);
    expect(
      byPhotographer
        .json()
        .result.items.map((order: { id: number }) => order.id)
        .sort(),
    ).toEqual(first.orders.map((order) => order.id).sort());
    const activityId = second.items[0]!.activityId;
    const byActivity = await get(`AdminOrder/GetAll?activityId=${activityId}`, orders.reader);
    expect(byActivity.json().result.items.map((order: { id: number }) => order.id)).toEqual([second.orders[0]!.id]);
  });

  it('exports the filtered list whole, formulas defused, in the caller’s language', async () => {
    const path = `AdminOrder/ExportCsv?photographerId=${first.photographer.id}`;
    const file = await get(path, { ...orders.reader, ...culture('en') });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toContain('orders.csv');
    expect(file.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = csvRows(file.body);
    expect(header).toEqual([
      'Order',
      'MerchantTradeNo',
      'Ordered at',
      'Paid at',
      'Member e-mail',
      'Member name',
      'Status',
      'Payment type',
      'Photos',
      'Refunded photos',
      'Amount',
      'Payment anomaly',
    ]);
    expect(rows.map((row) => Number(row[0])).sort()).toEqual(first.orders.map((order) => order.id).sort());
    expect(rows.map((row) => Number(row[10])).sort((a, b) => a - b)).toEqual([100, 200]);
    expect(new Set(rows.map((row) => row[5]))).toEqual(new Set(['\'=HYPERLINK("http://evil.example","點我")']));
    expect(rows[0]![6]).toBe('Paid');
    expect(rows[0]![3]).toBe('2026-03-05 12:00');

    const chinese = csvRows((await get(path, orders.reader)).body);
    expect(chinese[0]![0]).toBe('訂單編號');
  });

  it('gives an admin who may read orders the photographer and activity pickers of the filters', async () => {
    for (const path of ['AdminMemEmber/GetPhotographerOptions', 'AdminActivity/GetAll'])
      expect((await get(`${path}?MaxResultCount=10`, orders.reader)).statusCode, path).toBe(200);
    expect((await get('AdminMemEmber/GetPhotographerOptions', income.reader)).statusCode).toBe(403);
  });

  it('lets only admins who may read orders export them, and refuses bad filters', async () => {
    for (const headers of [orders.guest, orders.member, orders.other, income.editor])
      expect((await get('AdminOrder/ExportCsv', headers)).statusCode).toBe(Object.keys(headers).length ? 403 : 401);
    for (const query of ['photographerId=0', 'photographerId=abc', `activityId=${2 ** 31}`, 'dateFrom=2026-13-01'])
      expect((await get(`AdminOrder/ExportCsv?${query}`, orders.reader)).statusCode, query).toBe(400);
  });
});

describe('Income over a date range', () => {
  const rowOf = async (query: string, photographerId: number) => {
    const answer = await get(`AdminIncome/GetAll?MaxResultCount=100&${query}`, income.reader);
    expect(answer.statusCode).toBe(200);
    return answer
      .json()
      .result.items.find((row: { photographer: { id: number } }) => row.photographer.id === photographerId);
  };

  it('counts the sales paid within the days, and keeps the balance today’s', async () => {
    expect(await rowOf('dateFrom=2026-03-01&dateTo=2026-03-10', first.photographer.id)).toMatchObject({
      salesCount: 2,
      gross: 300,
      balance: 240,
    });
    expect(await rowOf('dateFrom=2026-03-06&dateTo=2026-03-31', first.photographer.id)).toMatchObject({
      salesCount: 0,
      gross: 0,
      balance: 240,
    });
    expect(await rowOf('dateTo=2026-03-20', second.photographer.id)).toMatchObject({ salesCount: 1, gross: 300 });
    expect(await rowOf('dateTo=2026-03-19', second.photographer.id)).toMatchObject({ salesCount: 0 });
    const backwards = await get('AdminIncome/GetAll?dateFrom=2026-03-10&dateTo=2026-03-01', income.reader);
    expect(backwards.statusCode).toBe(400);
  });
});

describe("a photographer's transaction records by date, and their CSV", () => {
  const as = async (photographer: { email: string; password: string }) =>
    bearer(await loginToken(t.app, photographer.email, photographer.password));

  it('lists and exports only the days asked, only the caller’s own entries, with the balance after each', async () => {
    const headers = await as(first.photographer);
    const inDays = await get('PhotographerSales/GetMyLedger?dateFrom=2026-03-05&dateTo=2026-03-05', headers);
    expect(inDays.json().result.totalCount).toBe(2);
    const none = await get('PhotographerSales/GetMyLedger?dateFrom=2026-03-06', headers);
    expect(none.json().result.totalCount).toBe(0);

    const file = await get('PhotographerSales/ExportMyLedgerCsv?dateFrom=2026-03-01&dateTo=2026-03-31', {
      ...headers,
      ...culture('zh-TW'),
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, ...rows] = csvRows(file.body);
    expect(header).toEqual(['日期', '類型', '說明', '金額', '餘額']);
    expect(rows.map((row) => [row[1], Number(row[3])])).toEqual([
      ['銷售', 160],
      ['銷售', 80],
    ]);
    expect(Number(rows[0]![4])).toBe(240);

    const empty = csvRows((await get('PhotographerSales/ExportMyLedgerCsv?dateTo=2026-03-04', headers)).body);
    expect(empty).toHaveLength(1);
  });

  it('is for photographers only, and refuses a backwards or malformed range', async () => {
    expect((await get('PhotographerSales/ExportMyLedgerCsv', orders.member)).statusCode).toBe(403);
    expect((await get('PhotographerSales/ExportMyLedgerCsv', {})).statusCode).toBe(401);
    const headers = await as(second.photographer);
    for (const query of ['dateFrom=2026-03-10&dateTo=2026-03-01', 'dateFrom=03/01/2026', 'kind=gift'])
      expect((await get(`PhotographerSales/ExportMyLedgerCsv?${query}`, headers)).statusCode, query).toBe(400);
    expect((await get('PhotographerSales/GetMyLedger?dateFrom=2026-03-10&dateTo=2026-03-01', headers)).statusCode).toBe(
      400,
    );
  });
});
