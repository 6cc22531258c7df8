import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createUser, culture, latestMail, loginToken } from '../helpers/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (path: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/services/app/Account/${path}`, payload, headers });

async function codeFor(email: string): Promise<string> {
  const mail = await latestMail(t.db, email);
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in "${mail.text}"`);
  return code;
}

/** Registers with the code the outbox holds for the address. */
async function registerWithMailedCode(email: string, password = 'abcd1234') {
  return post('Register', { email, code: await codeFor(email), displayName: '跑者', password });
}

describe('registration with an e-mailed code', () => {
  it('registers with the code read from the outbox, then logs in', async () => {
    const sent = await post('SendRegisterCode', { email: 'New.Runner@Example.com' });
    expect(sent.json()).toMatchObject({ success: true, result: { expireInSeconds: 600, resendAfterSeconds: 60 } });
    const mail = await latestMail(t.db, 'new.runner@example.com');
    expect(mail.subject).toBe('運動相簿註冊驗證碼');

    const registered = await registerWithMailedCode('new.runner@example.com', 'runfast2024');
    expect(registered.json()).toMatchObject({ success: true, result: { email: 'new.runner@example.com' } });
    expect(await loginToken(t.app, 'NEW.runner@example.com', 'runfast2024')).toEqual(expect.any(String));

    // The new member is logged in at once, with the same kind of session as a login gives.
    const { accessToken, userId } = registered.json().result;
    expect(registered.json().result).toMatchObject({ displayName: '跑者', isAdmin: false, photographerAuth: false });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/services/app/Favorite/GetIds',
      headers: bearer(accessToken),
    });
    expect(me.statusCode, me.body).toBe(200);
    expect(userId).toBe((await t.db.user.findUniqueOrThrow({ where: { email: 'new.runner@example.com' } })).id);

    // The code works once.
    const again = await registerWithMailedCode('new.runner@example.com', 'runfast2024');
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe('驗證碼已失效，請重新取得驗證碼');
  });

  it('tells the holder of a valid code that the address was registered meanwhile', async () => {
    await post('SendRegisterCode', { email: 'slow@example.com' });
    await createUser(t.db, { email: 'slow@example.com' });
    const late = await registerWithMailedCode('slow@example.com');
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe('此電子郵件已註冊，請直接登入');
  });

  it('counts wrong codes down and stops after five tries', async () => {
    await post('SendRegisterCode', { email: 'guesser@example.com' });
    const right = await codeFor('guesser@example.com');
    const wrong = right === '000000' ? '111111' : '000000';
    const attempt = (code: string) =>
      post('Register', { email: 'guesser@example.com', code, displayName: 'G', password: 'abcd1234' });

    const first = await attempt(wrong);
    expect(first.statusCode).toBe(400);
    expect(first.json().error.message).toBe('驗證碼錯誤，還可再試 4 次');
    for (let i = 0; i < 3; i++) await attempt(wrong);
    expect((await attempt(wrong)).json().error.message).toBe('驗證碼已失效，請重新取得驗證碼');
    // Even the right code is dead now.
    expect((await attempt(right)).json().error.message).toBe('驗證碼已失效，請重新取得驗證碼');
    expect(await t.db.user.count({ where: { email: 'guesser@example.com' } })).toBe(0);
  });

  it('refuses an expired code', async () => {
    await post('SendRegisterCode', { email: 'late@example.com' });
    await t.db.emailCode.updateMany({
      where: { email: 'late@example.com' },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const response = await post(
      'Register',
      { email: 'late@example.com', code: await codeFor('late@example.com'), displayName: 'L', password: 'abcd1234' },
      culture('en'),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('The code is no longer valid, please ask for a new one');
  });

  it('makes the member wait before a new code, and only the newest code counts', async () => {
    await post('SendRegisterCode', { email: 'twice@example.com' });
    const tooSoon = await post('SendRegisterCode', { email: 'twice@example.com' });
    expect(tooSoon.statusCode).toBe(400);
    expect(tooSoon.json().error.message).toMatch(/^驗證碼已寄出，請於 \d+ 秒後再重新寄送$/);

    await t.db.emailCode.updateMany({
      where: { email: 'twice@example.com' },
      data: { createdAt: new Date(Date.now() - 61_000) },
    });
    await post('SendRegisterCode', { email: 'twice@example.com' });
    const live = await t.db.emailCode.findMany({ where: { email: 'twice@example.com', consumedAt: null } });
    expect(live).toHaveLength(1);
    expect(await t.db.emailCode.count({ where: { email: 'twice@example.com' } })).toBe(2);
    const fresh = await codeFor('twice@example.com');
    const withFresh = await post('Register', {
      email: 'twice@example.com',
      code: fresh,
      displayName: 'T',
      password: 'abcd1234',
    });
    expect(withFresh.json().success).toBe(true);
  });

  it('refuses a weak password', async () => {
    await post('SendRegisterCode', { email: 'weak@example.com' });
    const weak = await registerWithMailedCode('weak@example.com', 'onlyletters');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.message).toBe('密碼至少 8 個字元，且需同時包含英文字母與數字');
  });
});

describe('an address that already has an account', () => {
  it('is answered exactly like a new one, and its owner gets a reset link instead of a code', async () => {
    const existing = await createUser(t.db, { password: 'forgot1234' });
    const fresh = await post('SendRegisterCode', { email: 'brand.new@example.com' }, culture('en'));
    const taken = await post('SendRegisterCode', { email: existing.email.toUpperCase() }, culture('en'));
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.json()).toEqual(fresh.json());

    const mail = await latestMail(t.db, existing.email);
    expect(mail.subject).toBe('You already have a 運動相簿 account');
    expect(mail.text).not.toMatch(/\b\d{6}\b/);
    const token = /http:\/\/photos\.test\/resetPassword\?token=([\w-]+)/.exec(mail.text)?.[1];
    expect(token).toBeDefined();
    expect((await post('ResetPassword', { token, newPassword: 'remembered99' })).json().success).toBe(true);
    expect(await loginToken(t.app, existing.email, 'remembered99')).toEqual(expect.any(String));
  });

  it('writes to its owner in Chinese by default', async () => {
    const existing = await createUser(t.db);
    await post('SendRegisterCode', { email: existing.email });
    const mail = await latestMail(t.db, existing.email);
    expect(mail.subject).toBe('您已經有運動相簿帳號');
    expect(mail.text).toContain('http://photos.test/resetPassword?token=');
  });

  it('makes the caller wait before asking again, like a new address', async () => {
    const existing = await createUser(t.db);
    await post('SendRegisterCode', { email: 'patient@example.com' });
    await post('SendRegisterCode', { email: existing.email });
    const freshAgain = await post('SendRegisterCode', { email: 'patient@example.com' });
    const takenAgain = await post('SendRegisterCode', { email: existing.email });
    expect(takenAgain.statusCode).toBe(400);
    expect(takenAgain.json().error.message).toMatch(/^驗證碼已寄出，請於 \d+ 秒後再重新寄送$/);
    expect(takenAgain.json().error.message).toBe(freshAgain.json().error.message);
  });

  it('answers a guessed registration code like it would for a new address', async () => {
    const existing = await createUser(t.db);
    const guess = (email: string) =>
      post('Register', { email, code: '123456', displayName: 'G', password: 'abcd1234' });

    const neverAsked = await guess('never.asked@example.com');
    const takenNeverAsked = await guess(existing.email);
    expect(takenNeverAsked.statusCode).toBe(neverAsked.statusCode);
    expect(takenNeverAsked.json()).toEqual(neverAsked.json());

    await post('SendRegisterCode', { email: 'asked@example.com' });
    await post('SendRegisterCode', { email: existing.email });
    const asked = await guess('asked@example.com');
    const takenAsked = await guess(existing.email);
    expect(asked.statusCode).toBe(400);
    expect(takenAsked.statusCode).toBe(asked.statusCode);
    expect(takenAsked.json()).toEqual(asked.json());
  });
});

/** The reset tokens of the links mailed to the address, oldest first. */
async function resetTokensMailedTo(email: string): Promise<string[]> {
  const mails = await t.db.outboxMail.findMany({ where: { to: email }, orderBy: { id: 'asc' } });
  return mails.flatMap((mail) => /resetPassword\?token=([\w-]+)/.exec(mail.text)?.[1] ?? []);
}

describe('password reset', () => {
  it('resets with the one-time link, which then stops working', async () => {
    const user = await createUser(t.db, { password: 'oldpass123' });
    const oldToken = await loginToken(t.app, user.email, 'oldpass123');
    expect((await post('SendPasswordResetLink', { email: user.email.toUpperCase() })).json().success).toBe(true);

    const mail = await latestMail(t.db, user.email);
    const link = /http:\/\/photos\.test\/resetPassword\?token=([\w-]+)/.exec(mail.text);
    expect(link).not.toBeNull();
    const token = link![1]!;

    const reset = await post('ResetPassword', { token, newPassword: 'newpass456' });
    expect(reset.json()).toMatchObject({ success: true });
    await expect(loginToken(t.app, user.email, 'oldpass123')).rejects.toThrow();
    expect(await loginToken(t.app, user.email, 'newpass456')).toEqual(expect.any(String));
    // Sessions from before the reset end.
    const stale = await t.app.inject({ url: '/api/services/app/MemEmber/Get', headers: bearer(oldToken) });
    expect(stale.statusCode).toBe(401);

    const reused = await post('ResetPassword', { token, newPassword: 'another789' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.message).toBe('重設密碼連結無效或已過期，請重新申請');
  });

  it('refuses an expired link', async () => {
    const user = await createUser(t.db);
    await post('SendPasswordResetLink', { email: user.email });
    const token = /token=([\w-]+)/.exec((await latestMail(t.db, user.email)).text)![1]!;
    await t.db.passwordResetToken.updateMany({
      where: { userId: user.id },
      data: { expiresAt: new Date(Date.now() - 1) },
    });
    expect((await post('ResetPassword', { token, newPassword: 'newpass456' })).statusCode).toBe(400);
  });

  it('ends every link mailed before the password changes: the member’s own and an administrator’s', async () => {
    const user = await createUser(t.db, { password: 'first1234' });
    const admin = await createUser(t.db, { isAdmin: true, roles: ['Admin'] });
    await post('SendPasswordResetLink', { email: user.email });
    await t.app.inject({
      method: 'POST',
      url: '/api/services/app/AdminMemEmber/SendPasswordReset',
      headers: bearer(await loginToken(t.app, admin.email, admin.password)),
      payload: { id: user.id },
    });
    const links = await resetTokensMailedTo(user.email);
    expect(links).toHaveLength(2);

    const session = await loginToken(t.app, user.email, 'first1234');
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/services/app/Account/ChangePassword',
      headers: bearer(session),
      payload: { currentPassword: 'first1234', newPassword: 'second1234' },
    });
    expect(changed.statusCode).toBe(200);

    for (const token of links) {
      const reset = await post('ResetPassword', { token, newPassword: 'thief12345' });
      expect(reset.statusCode).toBe(400);
      expect(reset.json().error.message).toBe('重設密碼連結無效或已過期，請重新申請');
    }
    expect(await loginToken(t.app, user.email, 'second1234')).toEqual(expect.any(String));
  });

  it('ends the other links when one of them is used', async () => {
    const user = await createUser(t.db);
    await post('SendPasswordResetLink', { email: user.email });
    await post('SendPasswordResetLink', { email: user.email });
    const [first, second] = await resetTokensMailedTo(user.email);

    expect((await post('ResetPassword', { token: second!, newPassword: 'newpass456' })).statusCode).toBe(200);
    expect((await post('ResetPassword', { token: first!, newPassword: 'thief12345' })).statusCode).toBe(400);
    expect(await loginToken(t.app, user.email, 'newpass456')).toEqual(expect.any(String));
  });

  it('answers an unknown address exactly like a known one, and sends nothing', async () => {
    const user = await createUser(t.db);
    const known = await post('SendPasswordResetLink', { email: user.email });
    const unknown = await post('SendPasswordResetLink', { email: 'stranger@example.com' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(await t.db.outboxMail.count({ where: { to: 'stranger@example.com' } })).toBe(0);
  });
});

describe('change password', () => {
  it('needs the current password, ends other sessions and hands this one a new token', async () => {
    const user = await createUser(t.db, { password: 'first1234' });
    const token = await loginToken(t.app, user.email, 'first1234');
    const change = (payload: object, headers = bearer(token)) =>
      t.app.inject({ method: 'POST', url: '/api/services/app/Account/ChangePassword', payload, headers });

    const wrong = await change({ currentPassword: 'nope12345', newPassword: 'second1234' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe('目前密碼不正確');

    const changed = await change({ currentPassword: 'first1234', newPassword: 'second1234' });
    expect(changed.statusCode).toBe(200);
    const fresh = changed.json().result.accessToken;
    expect((await t.app.inject({ url: '/api/services/app/MemEmber/Get', headers: bearer(token) })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ url: '/api/services/app/MemEmber/Get', headers: bearer(fresh) })).statusCode).toBe(
      200,
    );
    expect(await loginToken(t.app, user.email, 'second1234')).toEqual(expect.any(String));
  });

  it('is for logged-in members only', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/services/app/Account/ChangePassword',
      payload: { currentPassword: 'a', newPassword: 'b' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, unAuthorizedRequest: true });
  });
});
