import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, culture, latestMail, loginToken } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = (path: string) => `/api/services/app/${path}`;
const form = {
  name: '王小明',
  email: 'runner.one+race@mail.example.tw',
  subject: '照片下載',
  message: '我買的照片無法下載',
};

const send = (payload: object, headers: Record<string, string> = {}, app = t.app) =>
  app.inject({ method: 'POST', url: api('MemEmber/AddTableFrom'), headers, payload });

describe('the contact form', () => {
  it('takes a guest’s message and a member’s, linking the member', async () => {
    const guest = await send({ ...form, phone: '0912-345-678' });
    expect(guest.statusCode, guest.body).toBe(200);
    const stored = await t.db.inquiry.findUniqueOrThrow({ where: { id: guest.json().result.id } });
    expect(stored).toMatchObject({ ...form, phone: '0912-345-678', userId: null, status: 'pending' });

    const user = await createUser(t.db);
    const headers = bearer(await loginToken(t.app, user.email, user.password));
    const member = await send({ ...form, email: user.email }, headers);
    expect((await t.db.inquiry.findUniqueOrThrow({ where: { id: member.json().result.id } })).userId).toBe(user.id);

    // A stale token does not stop the message: it is kept as a guest's.
    const stale = await send(form, bearer('not-a-token'));
    expect(stale.statusCode).toBe(200);
  });

  it('checks the e-mail with the site’s rule and the lengths, in both languages', async () => {
    for (const email of ['no-at-sign.example.com', 'a@nodot', 'a@b.c', 'a b@example.com', 'ä@example.com']) {
      const zh = await send({ ...form, email }, culture('zh-TW'));
      expect(zh.statusCode, email).toBe(400);
      expect(zh.json().error.message).toBe('輸入資料有誤：email 格式不正確');
      const en = await send({ ...form, email }, culture('en'));
      expect(en.json().error.message).toBe('Invalid input: email has the wrong format');
    }
    for (const email of ['A_b.c%d+e-f@sub.example.com.tw', 'x@y.io']) {
      expect((await send({ ...form, email })).statusCode, email).toBe(200);
    }
    const long = await send({ ...form, message: '字'.repeat(2001) }, culture('en'));
    expect(long.json().error.message).toBe('Invalid input: message allows at most 2000 characters');
    expect((await send({ ...form, message: '字'.repeat(2000) })).statusCode).toBe(200);
    const blank = await send({ ...form, name: '   ' }, culture('zh-TW'));
    expect(blank.json().error.message).toBe('輸入資料有誤：name 不可只有空白');
    const missing = await send({ name: 'x', email: 'x@y.io', message: 'hi' }, culture('zh-TW'));
    expect(missing.json().error.message).toBe('輸入資料有誤：缺少欄位 subject');
    const phone = await send({ ...form, phone: 'call me' }, culture('en'));
    expect(phone.json().error.message).toBe('Invalid input: phone has the wrong format');
  });

  it('is rate-limited like login', async () => {
    const limited = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '2' } });
    try {
      expect((await send(form, {}, limited.app)).statusCode).toBe(200);
      expect((await send(form, {}, limited.app)).statusCode).toBe(200);
      const refused = await send(form, {}, limited.app);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.message).toMatch(/^嘗試次數過多/);
      expect(await limited.db.inquiry.count()).toBe(2);
    } finally {
      await limited.close();
    }
  });
});

describe('inquiries in the back office', () => {
  it('lists them newest first by status, and a reply is stored, mailed and marks it replied', async () => {
    const admin = await createUser(t.db, { isAdmin: true, roles: ['Admin'] });
    const headers = bearer(await loginToken(t.app, admin.email, admin.password));
    const writer = await createUser(t.db);
    await t.db.user.update({ where: { id: writer.id }, data: { locale: 'en' } });
    const older = await send(
      { ...form, email: writer.email, subject: 'Refund?' },
      bearer(await loginToken(t.app, writer.email, writer.password)),
    );
    const newer = await send({ ...form, subject: '較新的' });

    const list = await t.app.inject({
      method: 'GET',
      url: api('AdminMemEmber/GetTableFrom?status=pending&MaxResultCount=1000'),
      headers,
    });
    const ids = list.json().result.items.map((i: { id: number }) => i.id);
    expect(ids.indexOf(newer.json().result.id)).toBeLessThan(ids.indexOf(older.json().result.id));

    const reply = await t.app.inject({
      method: 'POST',
      url: api('AdminMemEmber/UpdateTableFrom'),
      headers,
      payload: { id: older.json().result.id, reply: 'Your refund is on its way.' },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().result).toMatchObject({ status: 'replied', reply: 'Your refund is on its way.' });
    expect(reply.json().result.repliedAt).toEqual(expect.any(String));
    const mail = await latestMail(t.db, writer.email);
    expect(mail.subject).toBe('運動相簿 support: Refund?');
    expect(mail.text).toContain('Your refund is on its way.');

    const close = await t.app.inject({
      method: 'POST',
      url: api('AdminMemEmber/UpdateTableFrom'),
      headers,
      payload: { id: older.json().result.id, status: 'closed' },
    });
    expect(close.json().result).toMatchObject({ status: 'closed', reply: 'Your refund is on its way.' });
    const replied = await t.app.inject({
      method: 'GET',
      url: api('AdminMemEmber/GetTableFrom?status=closed'),
      headers,
    });
    expect(replied.json().result.items.map((i: { id: number }) => i.id)).toContain(older.json().result.id);
    expect(replied.json().result.items.every((i: { status: string }) => i.status === 'closed')).toBe(true);

    const missing = await t.app.inject({
      method: 'POST',
      url: api('AdminMemEmber/UpdateTableFrom'),
      headers: { ...headers, ...culture('en') },
      payload: { id: 999_999, status: 'closed' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Inquiry not found');

    const empty = await t.app.inject({
      method: 'POST',
      url: api('AdminMemEmber/UpdateTableFrom'),
      headers,
      payload: { id: older.json().result.id },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('請填寫回覆內容或選擇狀態');
  });

  it('is closed to members and to admins without the inquiries permission', async () => {
    const member = await createUser(t.db);
    const financeAdmin = await createUser(t.db, { isAdmin: true, roles: ['Finance'] });
    for (const user of [member, financeAdmin]) {
      const headers = bearer(await loginToken(t.app, user.email, user.password));
      const list = await t.app.inject({ method: 'GET', url: api('AdminMemEmber/GetTableFrom'), headers });
      expect(list.statusCode).toBe(403);
      const update = await t.app.inject({
        method: 'POST',
        url: api('AdminMemEmber/UpdateTableFrom'),
        headers,
        payload: { id: 1, status: 'closed' },
      });
      expect(update.statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: api('AdminMemEmber/GetTableFrom') })).statusCode).toBe(401);
  });
});
