import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealText } from '../../src/lib/field-cipher.ts';
import { createSettlementBatch } from '../../src/modules/settlement/service.ts';
import { PERMISSIONS } from '../../src/shared/domain/permissions.ts';
import { balances } from '../../src/shared/ledger/balances.ts';
import { reconcileLedger } from '../../src/shared/ledger/reconcile.ts';
import { callersOf, signInAdminWith } from '../helpers/admin-access.ts';
import { createPhoto } from '../helpers/catalogue-factories.ts';
import { api, signIn } from '../helpers/payments.ts';
import { photographerWithSales, saveRemittanceAccount } from '../helpers/settlement-factories.ts';
import { createOrder } from '../helpers/shop-factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { culture } from '../helpers/factories.ts';

let t: TestApp;
let callers: Awaited<ReturnType<typeof callersOf>>;
let buyerId: number;
let adminId: number;
let refunder: Record<string, string>;
/** Pays and makes the bank's transfer file. */
let transferrer: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  await t.db.paymentSetting.update({ where: { id: 1 }, data: { commissionBasisPoints: 2000, refundWindowDays: 7 } });
  callers = await callersOf(t, PERMISSIONS.Settlement, PERMISSIONS.SettlementPay);
  buyerId = (await signIn(t)).user.id;
  adminId = (await signIn(t, { isAdmin: true })).user.id;
  refunder = await signInAdminWith(t, [PERMISSIONS.Orders, PERMISSIONS.OrdersRefund]);
  transferrer = await signInAdminWith(t, [
    PERMISSIONS.Settlement,
    PERMISSIONS.SettlementPay,
    PERMISSIONS.SettlementRevealAccounts,
  ]);
});
afterAll(() => t.close());

const MARCH = { from: new Date('2026-03-01T00:00:00+08:00'), to: new Date('2026-04-01T00:00:00+08:00') };
const APRIL = { from: MARCH.to, to: new Date('2026-05-01T00:00:00+08:00') };
const day = (iso: string) => new Date(`${iso}T12:00:00+08:00`);

const get = (path: string, headers: Record<string, string> = callers.editor) =>
  t.app.inject({ method: 'GET', url: api(`AdminSettlement/${path}`), headers });
const post = (path: string, payload: object, headers: Record<string, string> = callers.editor) =>
  t.app.inject({ method: 'POST', url: api(`AdminSettlement/${path}`), headers, payload });

const sales = (prices: number[], paidAt: Date, { withAccount = true } = {}) =>
  photographerWithSales(t, { buyerId, prices, paidAt, withAccount });
const setAccount = (photographer: { email: string; password: string }, accountNumber?: string) =>
  saveRemittanceAccount(t, photographer, accountNumber);

const batch = (period = MARCH, now = day('2026-04-20')) =>
  createSettlementBatch(t.db, { ...period, createdById: adminId, now });
const lineOf = (batchId: number, photographerId: number) =>
  t.db.settlementLine.findUnique({ where: { batchId_photographerId: { batchId, photographerId } } });
const statusOf = async (itemId: number) =>
  (await t.db.orderItem.findUniqueOrThrow({ where: { id: itemId } })).settlementStatus;
const refundItem = (orderId: number, itemId: number) =>
  t.app.inject({
    method: 'POST',
    url: api('AdminOrder/Refund'),
    headers: refunder,
    payload: { orderId, itemIds: [itemId], reason: 'Wrong runner' },
  });

async function expectReconciled() {
  const reconciliation = await reconcileLedger(t.db);
  expect(reconciliation.lines.filter((line) => line.difference !== 0)).toEqual([]);
}

describe('creating a batch', () => {
  it('refuses a batch with nothing to settle and writes nothing', async () => {
    await sales([100], day('2026-03-28')); // within the refund window on 2026-04-01
    await expect(batch(MARCH, day('2026-04-01'))).rejects.toMatchObject({ code: 'Conflict' });
    expect(await t.db.settlementBatch.count()).toBe(0);
  });

  it('takes items paid before the end of the period, past the refund window and not refunded', async () => {
    const { photographer, items, orders } = await sales([100, 200, 300, 400], day('2026-03-10'));
    await t.db.order.update({ where: { id: orders[1]!.id }, data: { paidAt: day('2026-04-02') } }); // after March
    await t.db.order.update({ where: { id: orders[2]!.id }, data: { paidAt: day('2026-03-30') } }); // in the window
    expect((await refundItem(orders[3]!.id, items[3]!.id)).statusCode).toBe(200);
    const batchId = await batch(MARCH, day('2026-04-03'));
    expect(await lineOf(batchId, photographer.id)).toMatchObject({
      itemCount: 1,
      itemsAmount: 80,
      carriedAmount: 0,
      amount: 80,
      state: 'pending',
    });
    expect(await Promise.all(items.map((item) => statusOf(item.id)))).toEqual([
      'in_settlement',
      'unsettled',
      'unsettled',
      'unsettled',
    ]);
    // The next batch takes what the refund window kept back, never an item twice.
    const next = await batch(APRIL, day('2026-05-10'));
    expect(await lineOf(next, photographer.id)).toMatchObject({ itemCount: 2, amount: 160 + 240 });
    expect(await balances(t.db, photographer.id)).toMatchObject({ owed: 480, inSettlement: 480, unsettled: 0 });
    await expectReconciled();
  });

  it('never takes an item into two batches created at once', async () => {
    const { photographer, items } = await sales([100, 100, 100], day('2026-03-05'));
    const ids = await Promise.all([batch(), batch(), batch()].map((created) => created.catch(() => null)));
    const lines = await t.db.settlementLine.findMany({ where: { photographerId: photographer.id } });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ itemCount: 3, amount: 240 });
    expect(ids).toContain(lines[0]!.batchId);
    const taken = await t.db.orderItem.findMany({ where: { id: { in: items.map((item) => item.id) } } });
    expect(new Set(taken.map((item) => item.settlementLineId))).toEqual(new Set([lines[0]!.id]));
  });

  it('agrees with a refund made while it is created: the item is left out, or taken and then reversed', async () => {
    const { photographer, items, orders } = await sales([100, 200], day('2026-03-12'));
    const [batchId, refund] = await Promise.all([batch(), refundItem(orders[0]!.id, items[0]!.id)]);
    expect(refund.statusCode).toBe(200);
    const line = (await lineOf(batchId, photographer.id))!;
    const taken = await t.db.ledgerEntry.findMany({
      where: { kind: 'sale', orderItem: { settlementLineId: line.id } },
    });
    expect(line.itemCount).toBe(taken.length);
    expect(line.itemsAmount).toBe(taken.reduce((sum, sale) => sum + sale.amount, 0));
    expect(taken.map((sale) => sale.orderItemId)).toContain(items[1]!.id);
    await expectReconciled();
  });
});

describe('paying, holding and releasing lines', () => {
  it('pays a line once, even when the same request comes five times at once', async () => {
    const { photographer, items } = await sales([100, 200], day('2026-03-06'));
    const line = (await lineOf(await batch(), photographer.id))!;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post('PayLine', { lineId: line.id, transferReference: 'TX-0001' })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const payouts = await t.db.ledgerEntry.findMany({ where: { settlementLineId: line.id } });
    expect(payouts).toEqual([
      expect.objectContaining({ kind: 'payout', amount: -240, photographerId: photographer.id }),
    ]);
    expect(await t.db.settlementLine.findUnique({ where: { id: line.id } })).toMatchObject({
      state: 'paid',
      transferReference: 'TX-0001',
      decidedById: expect.any(Number),
    });
    expect(await Promise.all(items.map((item) => statusOf(item.id)))).toEqual(['paid', 'paid']);
    expect((await post('PayLine', { lineId: line.id, transferReference: 'TX-0002' })).statusCode).toBe(409);
    expect(await balances(t.db, photographer.id)).toEqual({ owed: 0, unsettled: 0, inSettlement: 0, paidOut: 240 });
    await expectReconciled();
  });

  it('refuses to pay a photographer without a remittance account, writing nothing, until the account is set', async () => {
    const { photographer, items } = await sales([100], day('2026-03-12'), { withAccount: false });
    const line = (await lineOf(await batch(), photographer.id))!;
    const pay = { lineId: line.id, transferReference: 'TX-NA' };
    const refused = await post('PayLine', pay, { ...callers.editor, ...culture('zh-TW') });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('此攝影師尚未設定匯款帳戶，無法付款');
    const english = await post('PayLine', pay, { ...callers.editor, ...culture('en') });
    expect(english.json().error.message).toBe('This photographer has no remittance account yet, so it cannot be paid');
    expect(await t.db.ledgerEntry.count({ where: { settlementLineId: line.id } })).toBe(0);
    expect(await t.db.settlementLine.findUnique({ where: { id: line.id } })).toMatchObject({
      state: 'pending',
      transferReference: null,
      decidedById: null,
    });
    expect(await statusOf(items[0]!.id)).toBe('in_settlement');
    // Holding needs no account.
    expect((await post('HoldLine', { lineId: line.id, reason: '等待帳戶' })).statusCode).toBe(200);

    await setAccount(photographer);
    expect((await post('PayLine', pay)).statusCode).toBe(200);
    expect(await statusOf(items[0]!.id)).toBe('paid');
    await expectReconciled();
  });

  it('carries a refund after settlement to the next batch as a negative balance', async () => {
    const { photographer, items, orders } = await sales([500, 100], day('2026-03-07'));
    const first = (await lineOf(await batch(), photographer.id))!;
    expect((await post('PayLine', { lineId: first.id, transferReference: 'TX-1' })).statusCode).toBe(200);
    expect((await refundItem(orders[0]!.id, items[0]!.id)).statusCode).toBe(200); // 400 back after payout

    // Nothing new: the line shows −400, carried, and nothing is paid.
    const second = (await lineOf(await batch(APRIL, day('2026-05-10')), photographer.id))!;
    expect(second).toMatchObject({ itemCount: 0, carriedAmount: -400, amount: -400, state: 'carried' });
    expect((await post('PayLine', { lineId: second.id, transferReference: 'TX-2' })).statusCode).toBe(409);

    // New sales of 600 (share 480) are netted against it: 80 is paid.
    const album = await t.db.album.findFirstOrThrow({ where: { photographerId: photographer.id } });
    const photo = await createPhoto(t.db, album, { price: 600 });
    const later = day('2026-05-03');
    await createOrder(t.db, { userId: buyerId, photos: [photo], createdAt: later, paidAt: later });
    const may = { from: APRIL.to, to: new Date('2026-06-01T00:00:00+08:00') };
    const third = (await lineOf(await batch(may, day('2026-06-10')), photographer.id))!;
    expect(third).toMatchObject({ itemCount: 1, itemsAmount: 480, carriedAmount: -400, amount: 80, state: 'pending' });
    expect((await post('PayLine', { lineId: third.id, transferReference: 'TX-3' })).statusCode).toBe(200);
    expect(await balances(t.db, photographer.id)).toMatchObject({ owed: 0, paidOut: 80 + 480 });
    await expectReconciled();
  });

  it('holds a line with a reason, then pays it or releases its items back to unsettled', async () => {
    const paidLater = await sales([100], day('2026-03-08'));
    const released = await sales([200], day('2026-03-08'));
    const batchId = await batch();
    const held = (await lineOf(batchId, paidLater.photographer.id))!;
    const toRelease = (await lineOf(batchId, released.photographer.id))!;
    expect((await post('ReleaseLine', { lineId: toRelease.id })).statusCode).toBe(409); // only a held line
    for (const line of [held, toRelease])
      expect((await post('HoldLine', { lineId: line.id, reason: '  帳戶待確認  ' })).statusCode).toBe(200);
    expect(await t.db.settlementLine.findUnique({ where: { id: held.id } })).toMatchObject({
      state: 'held',
      holdReason: '帳戶待確認',
    });
    expect((await post('PayLine', { lineId: held.id, transferReference: 'TX-H' })).statusCode).toBe(200);
    expect((await post('ReleaseLine', { lineId: toRelease.id })).statusCode).toBe(200);
    expect(await statusOf(released.items[0]!.id)).toBe('unsettled');
    expect((await post('PayLine', { lineId: toRelease.id, transferReference: 'TX-R' })).statusCode).toBe(409);
    const again = await lineOf(await batch(), released.photographer.id);
    expect(again).toMatchObject({ itemCount: 1, amount: 160, state: 'pending' });
    await expectReconciled();
  });
});

describe('AdminSettlement endpoints', () => {
  it('lets settlement readers read and create, only payers pay, hold, release and export, and only those who may see full numbers make the transfer file', async () => {
    const { photographer } = await sales([100], day('2026-03-09'));
    for (const headers of [callers.guest, callers.member, callers.other]) {
      const refused = await post('Create', { month: '2026-03' }, headers);
      expect(refused.statusCode).toBe(Object.keys(headers).length ? 403 : 401);
    }
    const created = await post('Create', { month: '2026-03' }, callers.reader);
    expect(created.statusCode).toBe(200);
    const batchId = created.json().result.id as number;
    const line = (await lineOf(batchId, photographer.id))!;
    expect((await get(`Get?batchId=${batchId}`, callers.reader)).statusCode).toBe(200);
    expect((await get('GetAll', callers.reader)).json().result.items[0]).toMatchObject({ id: batchId });
    for (const [path, body] of [
      ['PayLine', { lineId: line.id, transferReference: 'TX' }],
      ['HoldLine', { lineId: line.id, reason: 'why' }],
      ['ReleaseLine', { lineId: line.id }],
    ] as const)
      expect((await post(path, body, callers.reader)).statusCode, path).toBe(403);
    for (const path of ['ExportCsv', 'ExportExcel'])
      expect((await get(`${path}?batchId=${batchId}`, callers.reader)).statusCode, path).toBe(403);
    for (const headers of [callers.reader, callers.editor])
      expect((await get(`ExportTransferFile?batchId=${batchId}&format=csv`, headers)).statusCode).toBe(403);
    expect(await t.db.ledgerEntry.count({ where: { settlementLineId: line.id } })).toBe(0);
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const before = await t.db.settlementBatch.count();
    for (const month of ['2026-13', '26-03', '2026-3', '2026-03-01', '']) {
      expect((await post('Create', { month })).statusCode, month).toBe(400);
    }
    expect((await post('Create', { month: '2999-01' })).statusCode).toBe(400);
    expect((await post('PayLine', { lineId: 1, transferReference: '   ' })).statusCode).toBe(400);
    expect((await post('PayLine', { lineId: 1, transferReference: 'x'.repeat(65) })).statusCode).toBe(400);
    expect((await post('HoldLine', { lineId: 0, reason: 'x' })).statusCode).toBe(400);
    expect((await get('ExportCsv?batchId=abc')).statusCode).toBe(400);
    for (const query of ['batchId=1&format=pdf', 'batchId=1', 'format=csv'])
      expect((await get(`ExportTransferFile?${query}`, transferrer)).statusCode, query).toBe(400);
    expect((await post('PayLine', { lineId: 2_000_000_000, transferReference: 'TX' })).statusCode).toBe(404);
    expect(await t.db.settlementBatch.count()).toBe(before);
  });
});

/** RFC 4180 fields of one CSV line. */
const csvFields = (line: string) =>
  [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)]
    .slice(0, -1)
    .map(([, field]) => (field!.startsWith('"') ? field!.slice(1, -1).replaceAll('""', '"') : field!));

describe('the batch list and the bank’s transfer file', () => {
  /** A batch of March with a line to pay to an account and a held line without one. */
  async function batchToPay() {
    const withAccount = await sales([1000], day('2026-03-11'), { withAccount: false });
    const held = await sales([100], day('2026-03-11'), { withAccount: false });
    const remittance = await t.db.usersRemittance.create({
      data: {
        userId: withAccount.photographer.id,
        bankCode: '004',
        branch: '台北, 信義分行',
        accountName: '=王小明',
        accountNumberCipher: sealText(t.app.config.remittanceKey, '0012345678901'),
        accountLast4: '8901',
      },
    });
    const batchId = await batch();
    const line = (await lineOf(batchId, withAccount.photographer.id))!;
    const heldLine = (await lineOf(batchId, held.photographer.id))!;
    expect((await post('HoldLine', { lineId: heldLine.id, reason: 'check' })).statusCode).toBe(200);
    return { batchId, line, heldLine, remittanceId: remittance.id };
  }

  const sheetRows = async (rawPayload: Buffer) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(rawPayload as unknown as ArrayBuffer);
    return workbook.worksheets[0]!.getSheetValues()
      .filter((row) => Array.isArray(row))
      .map((row) => (row as unknown[]).slice(1));
  };
  const csvRows = (body: string) => body.slice(1).trimEnd().split('\r\n').map(csvFields);

  it('exports the lines to pay and paid, CSV (UTF-8 with BOM) and Excel, account numbers masked', async () => {
    const { batchId, line, heldLine } = await batchToPay();
    const detail = await get(`Get?batchId=${batchId}`);
    expect(detail.body).not.toContain('0012345678901');
    const shown = detail.json().result.lines.find((row: { id: number }) => row.id === line.id);
    expect(shown.account).toMatchObject({ bankCode: '004', accountNumberMasked: '****8901' });

    const csv = await get(`ExportCsv?batchId=${batchId}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toContain(`settlement-${batchId}.csv`);
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csv.body).not.toContain('0012345678901');
    const rows = csvRows(csv.body);
    expect(rows[0]).toEqual(['銀行代碼', '分行', '戶名', '帳號', '金額', '附言', '攝影師', '狀態']);
    expect(rows.find((row) => row[5] === `SETTLE-${batchId}-${line.id}`)).toEqual([
      '004',
      '台北, 信義分行',
      "'=王小明",
      '****8901',
      '800',
      `SETTLE-${batchId}-${line.id}`,
      '攝影師',
      '待付款',
    ]);
    expect(rows.some((row) => row[5] === `SETTLE-${batchId}-${heldLine.id}`)).toBe(false);

    expect((await post('PayLine', { lineId: line.id, transferReference: 'BANK-77' })).statusCode).toBe(200);
    const excel = await get(`ExportExcel?batchId=${batchId}`);
    expect(excel.statusCode).toBe(200);
    const values = await sheetRows(excel.rawPayload);
    expect(JSON.stringify(values)).not.toContain('0012345678901');
    expect(values.find((row) => row[5] === 'BANK-77')).toEqual([
      '004',
      '台北, 信義分行',
      "'=王小明",
      '****8901',
      800,
      'BANK-77',
      '攝影師',
      '已付款',
    ]);
    expect(values.filter((row) => row.length > 0)).toHaveLength(rows.length);
    // Masked lists show no secret: the trail records nothing for them.
    expect(await t.db.auditLog.count({ where: { action: 'reveal', route: { contains: 'AdminSettlement' } } })).toBe(0);
  });

  it('gives the bank its transfer file with full numbers, in either format, recording each account shown', async () => {
    const { batchId, line, remittanceId } = await batchToPay();
    const csv = await get(`ExportTransferFile?batchId=${batchId}&format=csv`, transferrer);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toContain(`transfer-${batchId}.csv`);
    expect(csv.headers['cache-control']).toBe('private, no-store');
    const rows = csvRows(csv.body);
    expect(rows.find((row) => row[5] === `SETTLE-${batchId}-${line.id}`)?.[3]).toBe('0012345678901');

    const excel = await get(`ExportTransferFile?batchId=${batchId}&format=xlsx`, transferrer);
    expect(excel.statusCode).toBe(200);
    expect(excel.headers['content-disposition']).toContain(`transfer-${batchId}.xlsx`);
    const values = await sheetRows(excel.rawPayload);
    expect(values.find((row) => row[5] === `SETTLE-${batchId}-${line.id}`)).toEqual([
      '004',
      '台北, 信義分行',
      "'=王小明",
      '0012345678901',
      800,
      `SETTLE-${batchId}-${line.id}`,
      '攝影師',
      '待付款',
    ]);

    // One row per download and account with a number in it (the held line has none).
    const recorded = await t.db.auditLog.findMany({
      where: { action: 'reveal', route: { contains: 'ExportTransferFile' } },
      orderBy: { id: 'asc' },
    });
    expect(recorded.map((row) => [row.entity, row.entityId])).toEqual([
      ['UsersRemittance', String(remittanceId)],
      ['UsersRemittance', String(remittanceId)],
    ]);
    expect(JSON.stringify(recorded)).not.toContain('0012345678901');
  });
});
