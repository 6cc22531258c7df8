import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../src/shared/domain/permissions.ts';
import { BLOCKED_PHOTOGRAPHER } from '../../src/shared/domain/photographer-status.ts';
import { OWNER_ROLE } from '../../src/shared/domain/roles.ts';
import { signInAdminWith } from '../helpers/admin-access.ts';
import { bearer, createUser, culture, loginToken } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = (path: string) => `/api/services/app/${path}`;
const account = { bankCode: '822', branch: '台北分行', accountName: '王小明', accountNumber: '0123456789012345' };

async function headersOf(overrides: Parameters<typeof createUser>[1]) {
  const user = await createUser(t.db, overrides);
  return { user, headers: bearer(await loginToken(t.app, user.email, user.password)) };
}
const photographer = () => headersOf({ photographerAuth: true, displayName: '阿明' });

const get = (path: string, headers: Record<string, string> = {}, query: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: api(path), headers, query });
const save = (payload: object, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: api('MemEmber/UpdateUsersRemittance'), headers, payload });

describe('a photographer’s remittance account', () => {
  it('is only for photographers: guests 401, members 403, blocked photographers 605', async () => {
    const member = await headersOf({});
    const blocked = await headersOf({ photographerAuth: true, photographerAuthStatus: BLOCKED_PHOTOGRAPHER });
    for (const path of ['MemEmber/getUsersRemittance', 'MemEmber/getUsersAndRemittanceDto']) {
      expect((await get(path)).statusCode, path).toBe(401);
      expect((await get(path, member.headers)).statusCode, path).toBe(403);
      expect((await get(path, blocked.headers)).statusCode, path).toBe(605);
    }
    expect((await save(account, {})).statusCode).toBe(401);
    expect((await save(account, member.headers)).statusCode).toBe(403);
    expect((await save(account, blocked.headers)).statusCode).toBe(605);
    expect(await t.db.usersRemittance.count({ where: { userId: { in: [member.user.id, blocked.user.id] } } })).toBe(0);
  });

  it('serves the bank list in the caller’s language to anyone logged in', async () => {
    const member = await headersOf({});
    expect((await get('MemEmber/GetBankList')).statusCode).toBe(401);
    const zh = (await get('MemEmber/GetBankList', { ...member.headers, ...culture('zh-TW') })).json().result;
    expect(zh.length).toBeGreaterThanOrEqual(35);
    expect(zh).toContainEqual({ code: '700', name: '中華郵政' });
    const en = (await get('MemEmber/GetBankList', { ...member.headers, ...culture('en') })).json().result;
    expect(en).toContainEqual({ code: '822', name: 'CTBC Bank' });
  });

  it('saves an account, shows it masked, and gives the full number only to its owner’s edit form', async () => {
    const me = await photographer();
    const none = await get('MemEmber/getUsersRemittance', me.headers);
    expect(none.json().result).toEqual({ hasAccount: false, account: null });

    const saved = await save({ ...account, branch: '  台北分行 ' }, me.headers);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().result.account).toMatchObject({
      bankName: '中國信託商業銀行',
      branch: '台北分行',
      accountNumberMasked: '****2345',
    });
    expect(saved.body).not.toContain(account.accountNumber);

    const masked = await get('MemEmber/getUsersRemittance', me.headers);
    expect(masked.json().result.hasAccount).toBe(true);
    expect(masked.body).not.toContain(account.accountNumber);

    const own = await get('MemEmber/getUsersAndRemittanceDto', me.headers);
    expect(own.json().result).toMatchObject({
      user: { id: me.user.id, displayName: '阿明', email: me.user.email },
      account: { ...account, bankName: '中國信託商業銀行' },
    });

    // At rest the number is sealed: the row holds neither it nor more than its last four digits.
    const row = await t.db.usersRemittance.findUniqueOrThrow({ where: { userId: me.user.id } });
    expect(JSON.stringify(row)).not.toContain(account.accountNumber);
    expect(row.accountLast4).toBe('2345');
  });

  it('records every change with who, when, the fields and masked values; an unchanged save records nothing', async () => {
    const me = await photographer();
    await save(account, me.headers);
    await save(account, me.headers);
    await save({ ...account, bankCode: '700', accountNumber: '12345678901234' }, me.headers);
    const changes = await t.db.remittanceChange.findMany({ where: { userId: me.user.id }, orderBy: { id: 'asc' } });
    expect(changes).toHaveLength(2);
    expect(changes[0]).toMatchObject({
      changedById: me.user.id,
      oldMasked: '',
      fields: ['bankCode', 'branch', 'accountName', 'accountNumber'],
    });
    expect(changes[1]).toMatchObject({
      fields: ['bankCode', 'accountNumber'],
      oldMasked: '822 / 台北分行 / 王小明 / ****2345',
      newMasked: '700 / 台北分行 / 王小明 / ****1234',
    });
    expect(JSON.stringify(changes)).not.toMatch(/0123456789012345|12345678901234/);
  });

  it('refuses unknown banks, numbers with letters, too short or long, NUL and long strings, writing nothing', async () => {
    const me = await photographer();
    const refusals: [object, string][] = [
      [{ bankCode: '999' }, '銀行代碼不在清單中，請從清單選擇銀行'],
      [{ bankCode: '82' }, '輸入資料有誤：bankCode 格式不正確'],
      [{ accountNumber: '01234abc567890' }, '輸入資料有誤：accountNumber 格式不正確'],
      [{ accountNumber: '123456789' }, '輸入資料有誤：accountNumber 格式不正確'],
      [{ accountNumber: '12345678901234567' }, '輸入資料有誤：accountNumber 格式不正確'],
      [{ accountName: '王\u0000小明' }, '輸入資料有誤：accountName 不可包含空字元（NUL）'],
      [{ branch: '分'.repeat(65) }, '輸入資料有誤：branch 最多 64 個字元'],
      [{ accountName: '   ' }, '輸入資料有誤：accountName 不可只有空白'],
    ];
    for (const [change, message] of refusals) {
      const refused = await save({ ...account, ...change }, { ...me.headers, ...culture('zh-TW') });
      expect(refused.statusCode, JSON.stringify(change)).toBe(400);
      expect(refused.json().error.message).toBe(message);
    }
    const en = await save({ ...account, bankCode: '999' }, { ...me.headers, ...culture('en') });
    expect(en.json().error.message).toBe('That bank code is not on the list: choose a bank from the list');
    expect(await t.db.usersRemittance.count({ where: { userId: me.user.id } })).toBe(0);
    expect(await t.db.remittanceChange.count({ where: { userId: me.user.id } })).toBe(0);
  });
});

describe('finance’s view of a remittance account', () => {
  const view = (userId: number, headers: Record<string, string> = {}) =>
    get('AdminMemEmber/getUsersAndRemittanceDto', headers, { userId: String(userId), MaxResultCount: '1' });

  it('needs the settlement permission', async () => {
    const owner = await photographer();
    const member = await headersOf({});
    const editor = await headersOf({ isAdmin: true, roles: ['Editor'] });
    expect((await view(owner.user.id)).statusCode).toBe(401);
    expect((await view(owner.user.id, member.headers)).statusCode).toBe(403);
    expect((await view(owner.user.id, owner.headers)).statusCode).toBe(403);
    expect((await view(owner.user.id, editor.headers)).statusCode).toBe(403);
    const finance = await headersOf({ isAdmin: true, roles: ['Finance'] });
    expect((await view(owner.user.id, finance.headers)).statusCode).toBe(200);
  });

  it('shows the account masked and the change history, newest first and paged', async () => {
    const owner = await photographer();
    const other = await photographer();
    await save(account, owner.headers);
    await save({ ...account, accountNumber: '9876543210' }, owner.headers);
    await save({ ...account, accountNumber: '5555555555' }, other.headers);
    const finance = await headersOf({ isAdmin: true, roles: ['Finance'] });
    const answer = await view(owner.user.id, finance.headers);
    expect(answer.json().result).toMatchObject({
      user: { id: owner.user.id, displayName: '阿明' },
      account: { bankCode: '822', branch: '台北分行', accountName: '王小明', accountNumberMasked: '****3210' },
      changes: {
        totalCount: 2,
        items: [{ fields: ['accountNumber'], changedBy: '阿明', newMasked: '822 / 台北分行 / 王小明 / ****3210' }],
      },
    });
    expect(answer.body).not.toContain('9876543210');
    expect(answer.body).not.toContain('5555555555');

    const member = await createUser(t.db);
    expect((await view(member.id, finance.headers)).statusCode).toBe(404);
    expect((await view(0, finance.headers)).statusCode).toBe(400);
  });
});

describe('showing a full account number in the back office', () => {
  const reveal = (userId: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: api('AdminMemEmber/RevealRemittanceAccount'), headers, payload: { userId } });
  const reveals = (entityId: number) =>
    t.db.auditLog.findMany({ where: { entity: 'UsersRemittance', entityId: String(entityId), action: 'reveal' } });

  async function photographerWithAccount(accountNumber = '0123456789012345') {
    const owner = await photographer();
    expect((await save({ ...account, accountNumber }, owner.headers)).statusCode).toBe(200);
    const row = await t.db.usersRemittance.findUniqueOrThrow({ where: { userId: owner.user.id } });
    return { ...owner, remittanceId: row.id };
  }

  it('is refused to everyone without its permission, settlement payers included, and records nothing', async () => {
    const owner = await photographerWithAccount();
    const payer = await signInAdminWith(t, [PERMISSIONS.Settlement, PERMISSIONS.SettlementPay, PERMISSIONS.Income]);
    const refusals: [Record<string, string>, number][] = [
      [{}, 401],
      [(await headersOf({})).headers, 403],
      [owner.headers, 403],
      [(await headersOf({ isAdmin: true, roles: ['Editor'] })).headers, 403],
      [payer, 403],
    ];
    for (const [headers, status] of refusals) {
      const refused = await reveal(owner.user.id, headers);
      expect(refused.statusCode).toBe(status);
      expect(refused.body).not.toContain('0123456789012345');
    }
    expect(await reveals(owner.remittanceId)).toEqual([]);
  });

  it('answers the number to finance and the owner role, recording who saw which account each time', async () => {
    const owner = await photographerWithAccount('0123456789012345');
    const finance = await headersOf({ isAdmin: true, roles: ['Finance'] });
    const siteOwner = await headersOf({ isAdmin: true, roles: [OWNER_ROLE] });
    for (const admin of [finance, siteOwner, finance]) {
      const shown = await reveal(owner.user.id, admin.headers);
      expect(shown.statusCode, shown.body).toBe(200);
      expect(shown.json().result).toEqual({ accountNumber: '0123456789012345' });
      expect(shown.headers['cache-control']).toBe('no-store');
    }
    const recorded = await reveals(owner.remittanceId);
    expect(recorded.map((row) => row.actorId)).toEqual([finance.user.id, siteOwner.user.id, finance.user.id]);
    expect(recorded[0]).toMatchObject({
      route: 'POST /api/services/app/AdminMemEmber/RevealRemittanceAccount',
      changes: {},
    });

    // The trail tells who saw the account, never the number itself.
    const history = await get('AdminAuditLog/GetEntityHistory', siteOwner.headers, {
      entity: 'UsersRemittance',
      entityId: String(owner.remittanceId),
    });
    expect(history.json().result.items.map((item: { action: string }) => item.action)).toEqual([
      'reveal',
      'reveal',
      'reveal',
    ]);
    expect(history.body).not.toContain('0123456789012345');
  });

  it('is the only back-office answer carrying it, even to an admin who holds every permission', async () => {
    const owner = await photographerWithAccount('0123456789012345');
    const siteOwner = await headersOf({ isAdmin: true, roles: [OWNER_ROLE] });
    expect((await reveal(owner.user.id, siteOwner.headers)).statusCode).toBe(200);
    const { id, email } = owner.user;
    const answers: [string, Record<string, string>][] = [
      ['AdminMemEmber/getUsersAndRemittanceDto', { userId: String(id) }],
      ['AdminMemEmber/Get', { id: String(id) }],
      ['AdminMemEmber/GetAll', { keyword: email }],
      ['AdminIncome/Get', { id: String(id) }],
      ['AdminIncome/GetAll', { keyword: email }],
      ['AdminAuditLog/GetAll', { entity: 'UsersRemittance' }],
    ];
    for (const [path, query] of answers) {
      const answer = await get(path, siteOwner.headers, query);
      expect(answer.statusCode, path).toBe(200);
      expect(answer.body, path).not.toContain('0123456789012345');
    }
    const income = await get('AdminIncome/Get', siteOwner.headers, { id: String(id) });
    expect(income.json().result.remittance.account.accountNumberMasked).toBe('****2345');
  });

  it('says so when there is no account, in both languages, and records nothing', async () => {
    const finance = await headersOf({ isAdmin: true, roles: ['Finance'] });
    const without = await photographer();
    const zh = await reveal(without.user.id, { ...finance.headers, ...culture('zh-TW') });
    expect(zh.statusCode).toBe(404);
    expect(zh.json().error.message).toBe('此攝影師尚未設定匯款帳號');
    const en = await reveal(without.user.id, { ...finance.headers, ...culture('en') });
    expect(en.json().error.message).toBe('That photographer has no remittance account');
    for (const userId of [0, 'x', 2 ** 31]) expect((await reveal(userId, finance.headers)).statusCode).toBe(400);
    expect(await t.db.auditLog.count({ where: { action: 'reveal', actorId: finance.user.id } })).toBe(0);
  });
});
