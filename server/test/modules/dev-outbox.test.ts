import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createUser, loginToken } from '../helpers/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const readOutbox = (headers: Record<string, string> = {}) =>
  t.app.inject({ url: '/api/services/app/DevOutbox/GetAll', headers });

describe('DevOutbox (the local outbox holds every account’s codes and reset links)', () => {
  it('lets an administrator who may edit users read it', async () => {
    const member = await createUser(t.db);
    await t.app.inject({
      method: 'POST',
      url: '/api/services/app/Account/SendPasswordResetLink',
      payload: { email: member.email },
    });
    const admin = await createUser(t.db, { isAdmin: true, roles: ['Admin'] });
    const response = await readOutbox(bearer(await loginToken(t.app, admin.email, admin.password)));
    expect(response.statusCode).toBe(200);
    expect(response.json().result.items).toEqual(
      expect.arrayContaining([expect.objectContaining({ to: member.email })]),
    );
  });

  it('refuses a guest with 401', async () => {
    const response = await readOutbox();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, unAuthorizedRequest: true, result: null });
  });

  it('refuses a member, and an administrator without the users permission, with 403', async () => {
    const member = await createUser(t.db);
    expect((await readOutbox(bearer(await loginToken(t.app, member.email, member.password)))).statusCode).toBe(403);
    const finance = await createUser(t.db, { isAdmin: true, roles: ['Finance'] });
    expect((await readOutbox(bearer(await loginToken(t.app, finance.email, finance.password)))).statusCode).toBe(403);
  });
});
