import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createUser, loginToken } from '../helpers/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('MemEmber', () => {
  it('shows and updates the logged-in member’s own profile', async () => {
    const user = await createUser(t.db, { displayName: '小明' });
    const headers = bearer(await loginToken(t.app, user.email, user.password));

    const shown = await t.app.inject({ url: '/api/services/app/MemEmber/Get', headers });
    expect(shown.json().result).toMatchObject({
      id: user.id,
      email: user.email,
      displayName: '小明',
      phone: null,
      locale: 'zh-TW',
    });
    expect(shown.json().result).not.toHaveProperty('passwordHash');

    const updated = await t.app.inject({
      method: 'POST',
      url: '/api/services/app/MemEmber/Update',
      headers,
      // Fields a member may not set are dropped, not applied.
      payload: { displayName: ' 小明跑者 ', phone: '0912-345-678', locale: 'en', isAdmin: true, email: 'x@y.com' },
    });
    expect(updated.json().result).toMatchObject({
      displayName: '小明跑者',
      phone: '0912-345-678',
      locale: 'en',
      isAdmin: false,
      email: user.email,
    });
    const stored = await t.db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(stored.isAdmin).toBe(false);
  });

  it('refuses an empty display name and a malformed phone', async () => {
    const user = await createUser(t.db);
    const headers = bearer(await loginToken(t.app, user.email, user.password));
    const update = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/services/app/MemEmber/Update', headers, payload });
    expect((await update({ displayName: '' })).statusCode).toBe(400);
    expect((await update({ displayName: 'ok', phone: 'call me' })).statusCode).toBe(400);
    expect((await t.db.user.findUniqueOrThrow({ where: { id: user.id } })).displayName).toBe('Test user');
  });
});
