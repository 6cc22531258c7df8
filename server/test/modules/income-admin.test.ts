import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../src/shared/domain/permissions.ts';
import { recordPayout, reverseItem } from '../../src/shared/ledger/entries.ts';
import { reconcileLedger } from '../../src/shared/ledger/reconcile.ts';
import { callersOf } from '../helpers/admin-access.ts';
import { createActivity, createAlbum, createPhoto } from '../helpers/catalogue-factories.ts';
import { createUser, culture } from '../helpers/factories.ts';
import { createSettlementLine } from '../helpers/settlement-factories.ts';
import { createOrder } from '../helpers/shop-factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let callers: Awaited<ReturnType<typeof callersOf>>;
let photographer: { id: number; email: string };

const api = (path: string) => `/api/services/app/AdminIncome/${path}`;
const get = (path: string, headers: Record<string, string> = callers.reader) =>
  t.app.inject({ method: 'GET', url: api(path), headers });
const adjust = (payload: object, headers: Record<string, string> = callers.editor) =>
  t.app.inject({ method: 'POST', url: api('AddAdjustment'), headers, payload });

/** A photographer with 3 photos sold (100, 200, 300 at 20% commission), one refunded, one paid out. */
async function photographerWithSales(name: string) {
  const user = await createUser(t.db, { photographerAuth: true, displayName: name });
  const album = await createAlbum(t.db, await createActivity(t.db), { photographerId: user.id });
  const photos = await Promise.all([100, 200, 300].map((price) => createPhoto(t.db, album, { price })));
  const buyer = await createUser(t.db);
  const order = await createOrder(t.db, { userId: buyer.id, photos });
  await createOrder(t.db, { userId: buyer.id, photos: [photos[0]!], status: 'pending' });
  const refunded = order.items.find((item) => item.price === 300)!;
  await t.db.orderItem.update({ where: { id: refunded.id }, data: { refundedAt: new Date() } });
  await reverseItem(t.db, refunded.id);
  const line = await createSettlementLine(t.db, { photographerId: user.id, amount: 80, createdById: user.id });
  await recordPayout(t.db, { photographerId: user.id, amount: 80, settlementLineId: line.id, createdById: user.id });
  return user;
}

beforeAll(async () => {
  t = await createTestApp();
  await t.db.paymentSetting.update({ where: { id: 1 }, data: { commissionBasisPoints: 2000 } });
  callers = await callersOf(t, PERMISSIONS.Income, PERMISSIONS.IncomeAdjust);
  photographer = await photographerWithSales(`收益${Date.now()}`);
});
afterAll(() => t.close());

const figuresOf = async (id: number) => (await get(`Get?id=${id}`)).json().result.figures;

describe('AdminIncome access', () => {
  it('lets income readers read and only adjusters adjust', async () => {
    const body = { photographerId: photographer.id, amount: 10, reason: '補發' };
    for (const path of ['GetAll', `Get?id=${photographer.id}`]) {
      expect((await get(path, callers.guest)).statusCode, path).toBe(401);
      expect((await get(path, callers.member)).statusCode, path).toBe(403);
      expect((await get(path, callers.other)).statusCode, path).toBe(403);
      expect((await get(path, callers.reader)).statusCode, path).toBe(200);
    }
    expect((await adjust(body, callers.guest)).statusCode).toBe(401);
    expect((await adjust(body, callers.member)).statusCode).toBe(403);
    expect((await adjust(body, callers.reader)).statusCode).toBe(403);
    expect(await t.db.ledgerEntry.count({ where: { photographerId: photographer.id, kind: 'adjustment' } })).toBe(0);
  });

  it('gives the seeded Finance role and the owner the right to adjust', async () => {
    const roles = await t.db.rolePermission.findMany({
      where: { permissionName: PERMISSIONS.IncomeAdjust },
      select: { role: { select: { name: true } } },
    });
    expect(roles.map((row) => row.role.name)).toEqual(expect.arrayContaining(['Admin', 'Finance']));
  });
});

describe('AdminIncome/GetAll and Get', () => {
  it('adds up each photographer from the orders and the ledger, and reconciles', async () => {
    const figures = await figuresOf(photographer.id);
    // The refunded photo counts in gross and refunds only (docs/decisions/072).
    expect(figures).toEqual({
      salesCount: 2,
      gross: 600,
      refunds: 300,
      net: 300,
      shares: 240,
      fees: 60,
      refunded: 240,
      paidOut: 80,
      adjustments: 0,
      balance: 160,
    });
    expect(figures.gross - figures.refunds).toBe(figures.net);
    expect(figures.shares + figures.fees).toBe(figures.net);
    expect(figures.shares - figures.paidOut + figures.adjustments).toBe(figures.balance);
    const line = (await reconcileLedger(t.db)).lines.find((row) => row.photographerId === photographer.id);
    expect(line).toMatchObject({ ledger: figures.balance, difference: 0 });
  });

  it('finds photographers by name or e-mail, a page at a time, sorted by balance', async () => {
    const tag = `排序${Date.now()}`;
    const poor = await createUser(t.db, { photographerAuth: true, displayName: `${tag}乙` });
    const rich = await photographerWithSales(`${tag}甲`);
    const list = async (query: string) =>
      (await get(`GetAll?keyword=${encodeURIComponent(tag)}&${query}`)).json().result;
    const all = await list('');
    expect(all.totalCount).toBe(2);
    expect(all.items.map((row: { photographer: { id: number } }) => row.photographer.id)).toEqual([rich.id, poor.id]);
    expect(all.items[1]).toMatchObject({ salesCount: 0, balance: 0 });
    const ascending = await list('sort=balanceAsc&MaxResultCount=1');
    expect(ascending.totalCount).toBe(2);
    expect(ascending.items.map((row: { photographer: { id: number } }) => row.photographer.id)).toEqual([poor.id]);
    const byEmail = (await get(`GetAll?keyword=${encodeURIComponent(photographer.email.toUpperCase())}`)).json().result;
    expect(byEmail.items.map((row: { photographer: { id: number } }) => row.photographer.id)).toEqual([
      photographer.id,
    ]);
    expect((await get('GetAll?keyword=%25_')).json().result.items).toEqual([]);
  });

  it("shows one photographer's ledger newest first with its running balance and the masked account", async () => {
    const detail = (await get(`Get?id=${photographer.id}&MaxResultCount=2`)).json().result;
    expect(detail.photographer.id).toBe(photographer.id);
    expect(detail.balances.owed).toBe(detail.figures.balance);
    expect(detail.remittance).toEqual({ hasAccount: false, account: null });
    expect(detail.ledger.totalCount).toBe(5);
    expect(detail.ledger.items).toHaveLength(2);
    expect(detail.ledger.items[0]).toMatchObject({ kind: 'payout', amount: -80, balance: 160 });
    const payouts = (await get(`Get?id=${photographer.id}&kind=payout`)).json().result.ledger;
    expect(payouts.totalCount).toBe(1);
  });

  it('answers 404 for a member who never sold, and 400 for a bad id', async () => {
    const member = await createUser(t.db);
    const refused = await t.app.inject({
      method: 'GET',
      url: api(`Get?id=${member.id}`),
      headers: { ...callers.reader, ...culture('en') },
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.message).toBe('Photographer not found');
    expect((await get('Get?id=0')).statusCode).toBe(400);
  });
});

describe('AdminIncome/AddAdjustment', () => {
  it('books a signed correction with its reason and author, and the figures still reconcile', async () => {
    const someone = await photographerWithSales(`調整${Date.now()}`);
    const response = await adjust({ photographerId: someone.id, amount: -30, reason: '  重複撥款扣回  ' });
    expect(response.statusCode).toBe(200);
    const { figures, ledger } = response.json().result;
    expect(figures).toMatchObject({ adjustments: -30, balance: 130 });
    expect(figures.shares - figures.paidOut + figures.adjustments).toBe(figures.balance);
    expect(ledger.items[0]).toMatchObject({ kind: 'adjustment', amount: -30, balance: 130, reason: '重複撥款扣回' });
    expect(ledger.items[0].createdByName).toEqual(expect.any(String));
    const line = (await reconcileLedger(t.db)).lines.find((row) => row.photographerId === someone.id);
    expect(line).toMatchObject({ adjustments: -30, ledger: 130, difference: 0 });
  });

  it('refuses a zero, an amount out of bounds, a blank reason or an unknown photographer, writing nothing', async () => {
    const member = await createUser(t.db);
    const before = await t.db.ledgerEntry.count();
    const refusals: [object, number][] = [
      [{ photographerId: photographer.id, amount: 0, reason: '補發' }, 400],
      [{ photographerId: photographer.id, amount: 1_000_001, reason: '補發' }, 400],
      [{ photographerId: photographer.id, amount: -1_000_001, reason: '補發' }, 400],
      [{ photographerId: photographer.id, amount: 1.5, reason: '補發' }, 400],
      [{ photographerId: photographer.id, amount: 10, reason: '   ' }, 400],
      [{ photographerId: photographer.id, amount: 10, reason: 'x'.repeat(501) }, 400],
      [{ photographerId: photographer.id, amount: 10 }, 400],
      [{ photographerId: member.id, amount: 10, reason: '補發' }, 404],
    ];
    for (const [body, status] of refusals) expect((await adjust(body)).statusCode, JSON.stringify(body)).toBe(status);
    expect(await t.db.ledgerEntry.count()).toBe(before);
    const zero = await adjust(
      { photographerId: photographer.id, amount: 0, reason: '補發' },
      {
        ...callers.editor,
        ...culture('en'),
      },
    );
    expect(zero.json().error.message).toMatch(/cannot be 0/);
  });
});
