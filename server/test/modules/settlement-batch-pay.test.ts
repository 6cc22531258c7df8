import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSettlementBatch, monthPeriod } from '../../src/modules/settlement/service.ts';
import { PERMISSIONS } from '../../src/shared/domain/permissions.ts';
import { balances } from '../../src/shared/ledger/balances.ts';
import { reconcileLedger } from '../../src/shared/ledger/reconcile.ts';
import { callersOf, signInAdminWith } from '../helpers/admin-access.ts';
import { culture } from '../helpers/factories.ts';
import { api, signIn } from '../helpers/payments.ts';
import { photographerWithSales, saveRemittanceAccount } from '../helpers/settlement-factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// AdminSettlement/PayBatch: finance sends the bank one transfer file and marks the whole batch paid
// in one action (decisions/073). All or nothing, once, whoever else is paying it at the same time.

let t: TestApp;
let callers: Awaited<ReturnType<typeof callersOf>>;
let secondPayer: Record<string, string>;
let buyerId: number;
let adminId: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.db.paymentSetting.update({ where: { id: 1 }, data: { commissionBasisPoints: 2000, refundWindowDays: 7 } });
  callers = await callersOf(t, PERMISSIONS.Settlement, PERMISSIONS.SettlementPay);
  secondPayer = await signInAdminWith(t, [PERMISSIONS.Settlement, PERMISSIONS.SettlementPay]);
  buyerId = (await signIn(t)).user.id;
  adminId = (await signIn(t, { isAdmin: true })).user.id;
});
afterAll(() => t.close());

const post = (path: string, payload: object, headers: Record<string, string> = callers.editor) =>
  t.app.inject({ method: 'POST', url: api(`AdminSettlement/${path}`), headers, payload });
const payBatch = (batchId: number, headers?: Record<string, string>, transferReference = 'BANK-0001') =>
  post('PayBatch', { batchId, transferReference }, headers);

/** Each test settles its own month, so no batch takes another test's sales. */
async function monthWithSales(month: string, sellers: { prices: number[]; withAccount?: boolean }[]) {
  const { from, to } = monthPeriod(month);
  const paidAt = new Date(from.getTime() + 5 * 86_400_000);
  const sold = [];
  for (const seller of sellers) sold.push(await photographerWithSales(t, { buyerId, paidAt, ...seller }));
  const now = new Date(to.getTime() + 20 * 86_400_000);
  const batchId = await createSettlementBatch(t.db, { from, to, createdById: adminId, now });
  const lines = await Promise.all(
    sold.map(({ photographer }) =>
      t.db.settlementLine.findUniqueOrThrow({
        where: { batchId_photographerId: { batchId, photographerId: photographer.id } },
      }),
    ),
  );
  return { batchId, sold, lines };
}

const lineStates = (batchId: number) =>
  t.db.settlementLine.findMany({ where: { batchId }, orderBy: { id: 'asc' }, select: { state: true } });
const payoutsOf = (lineIds: number[]) =>
  t.db.ledgerEntry.count({ where: { kind: 'payout', settlementLineId: { in: lineIds } } });

async function expectReconciled() {
  const reconciliation = await reconcileLedger(t.db);
  expect(reconciliation.lines.filter((line) => line.difference !== 0)).toEqual([]);
}

describe('paying a whole batch', () => {
  it('pays every pending line at once with the bank reference, leaves a held line held, and reconciles', async () => {
    const { batchId, sold, lines } = await monthWithSales('2025-01', [
      { prices: [100, 200] },
      { prices: [500] },
      { prices: [300] },
    ]);
    const [first, second, held] = lines;
    expect((await post('HoldLine', { lineId: held!.id, reason: '帳戶待確認' })).statusCode).toBe(200);

    const paid = await payBatch(batchId, callers.editor, '  BANK-2025-01  ');
    expect(paid.statusCode).toBe(200);
    expect(paid.json().result).toEqual({ lineCount: 2, amount: 240 + 400 });
    const after = await Promise.all(
      lines.map((line) => t.db.settlementLine.findUniqueOrThrow({ where: { id: line.id } })),
    );
    expect(after.map((line) => [line.state, line.transferReference])).toEqual([
      ['paid', 'BANK-2025-01'],
      ['paid', 'BANK-2025-01'],
      ['held', null],
    ]);
    expect(await payoutsOf([first!.id, second!.id, held!.id])).toBe(2);
    const items = sold.flatMap((seller) => seller.items);
    const statuses = await Promise.all(
      items.map((item) => t.db.orderItem.findUniqueOrThrow({ where: { id: item.id } })),
    );
    expect(statuses.map((item) => item.settlementStatus)).toEqual(['paid', 'paid', 'paid', 'in_settlement']);
    expect(await balances(t.db, sold[0]!.photographer.id)).toMatchObject({ owed: 0, paidOut: 240 });
    await expectReconciled();

    // The held line is still paid, or released, on its own; the batch then has nothing left to pay.
    expect((await post('PayLine', { lineId: held!.id, transferReference: 'BANK-LATE' })).statusCode).toBe(200);
    expect((await payBatch(batchId)).json().error.code).toBe('Conflict');
  });

  it('pays a batch once when two admins (or two tabs) pay it at the same time, five requests in all', async () => {
    const { batchId, lines } = await monthWithSales('2025-02', [{ prices: [100] }, { prices: [200] }]);
    const answers = await Promise.all([
      payBatch(batchId, callers.editor, 'TAB-1'),
      payBatch(batchId, secondPayer, 'TAB-2'),
      payBatch(batchId, callers.editor, 'TAB-3'),
      payBatch(batchId, secondPayer, 'TAB-4'),
      payBatch(batchId, callers.editor, 'TAB-5'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const ids = lines.map((line) => line.id);
    expect(await payoutsOf(ids)).toBe(2);
    const references = await t.db.settlementLine.findMany({ where: { id: { in: ids } } });
    // Both lines carry the winner's one reference: no line was paid by two requests.
    expect(new Set(references.map((line) => line.transferReference)).size).toBe(1);
    expect(await balances(t.db, lines[0]!.photographerId)).toMatchObject({ owed: 0, paidOut: 80 });
    await expectReconciled();
  });

  it('tells a second tab, in its language, that the batch is paid; writing nothing', async () => {
    const { batchId, lines } = await monthWithSales('2025-03', [{ prices: [250] }]);
    expect((await payBatch(batchId)).statusCode).toBe(200);
    const ledgerBefore = await t.db.ledgerEntry.count();
    const chinese = await payBatch(batchId, { ...secondPayer, ...culture('zh-TW') }, 'AGAIN');
    expect(chinese.statusCode).toBe(409);
    expect(chinese.json().error.message).toBe('這個結算批次已付款（可能已由其他分頁或管理員完成），沒有重複付款');
    const english = await payBatch(batchId, { ...secondPayer, ...culture('en') }, 'AGAIN');
    expect(english.json().error.message).toBe(
      'This settlement batch has already been paid (perhaps in another tab or by another admin); nothing was paid twice',
    );
    expect(await t.db.ledgerEntry.count()).toBe(ledgerBefore);
    expect((await t.db.settlementLine.findUniqueOrThrow({ where: { id: lines[0]!.id } })).transferReference).toBe(
      'BANK-0001',
    );
  });

  it('pays nothing when one pending line has no remittance account, naming it; pays after the line is held', async () => {
    const { batchId, sold, lines } = await monthWithSales('2025-04', [
      { prices: [100] },
      { prices: [200], withAccount: false },
    ]);
    const withoutAccount = sold[1]!.photographer;
    await t.db.user.update({ where: { id: withoutAccount.id }, data: { displayName: '林攝影' } });
    const refused = await payBatch(batchId, { ...callers.editor, ...culture('zh-TW') });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain('林攝影');
    expect(await lineStates(batchId)).toEqual([{ state: 'pending' }, { state: 'pending' }]);
    expect(await payoutsOf(lines.map((line) => line.id))).toBe(0);

    expect((await post('HoldLine', { lineId: lines[1]!.id, reason: '等待帳戶' })).statusCode).toBe(200);
    expect((await payBatch(batchId)).json().result).toEqual({ lineCount: 1, amount: 80 });
    await saveRemittanceAccount(t, withoutAccount);
    expect((await post('PayLine', { lineId: lines[1]!.id, transferReference: 'LATER' })).statusCode).toBe(200);
    await expectReconciled();
  });

  it('pays a line once when it is paid on its own while the batch is paid', async () => {
    const { batchId, lines } = await monthWithSales('2025-05', [{ prices: [100] }, { prices: [300] }]);
    const [single, whole] = await Promise.all([
      post('PayLine', { lineId: lines[0]!.id, transferReference: 'ONE' }),
      payBatch(batchId, secondPayer, 'ALL'),
    ]);
    expect([single.statusCode, whole.statusCode]).toContain(200);
    expect(await payoutsOf(lines.map((line) => line.id))).toBe(2);
    expect(await lineStates(batchId)).toEqual([{ state: 'paid' }, { state: 'paid' }]);
    await expectReconciled();
  });
});

describe('AdminSettlement/PayBatch', () => {
  it('lets only payers pay; refuses bad input, unknown batches and batches with nothing to pay', async () => {
    const { batchId, lines } = await monthWithSales('2025-06', [{ prices: [100] }]);
    for (const headers of [callers.guest, callers.member, callers.other, callers.reader])
      expect((await payBatch(batchId, headers)).statusCode).toBe(Object.keys(headers).length ? 403 : 401);
    for (const body of [
      { batchId, transferReference: '   ' },
      { batchId, transferReference: 'x'.repeat(65) },
      { batchId, transferReference: 'A\u0000B' },
      { batchId: 0, transferReference: 'X' },
      { batchId: 2 ** 31, transferReference: 'X' },
      { transferReference: 'X' },
    ])
      expect((await post('PayBatch', body)).statusCode, JSON.stringify(body)).toBe(400);
    expect((await payBatch(2_000_000_000)).statusCode).toBe(404);
    expect(await payoutsOf([lines[0]!.id])).toBe(0);

    expect((await post('HoldLine', { lineId: lines[0]!.id, reason: '查核中' })).statusCode).toBe(200);
    const nothing = await payBatch(batchId, { ...callers.editor, ...culture('en') });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().error.message).toBe('This settlement batch has no line to pay');
  });
});
