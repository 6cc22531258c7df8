import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../src/lib/envelope.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createUser, loginToken } from '../helpers/factories.ts';

// One route per access level, guarded by the real authorization plugin.
function guardedRoutes(app: FastifyInstance) {
  app.get('/api/test/member', { config: { auth: 'member' } }, async () => ok('member'));
  app.get('/api/test/photographer', { config: { auth: 'photographer' } }, async () => ok('photographer'));
  app.get('/api/test/admin', { config: { auth: { admin: [] } } }, async () => ok('admin'));
  app.get('/api/test/orders', { config: { auth: { admin: ['Pages.Orders'] } } }, async () => ok('orders'));
  app.get('/api/test/public', async () => ok('public'));
  app.get('/api/test/any', { config: { auth: { admin: ['Pages.Orders', 'Pages.Banners'], any: true } } }, async () =>
    ok('any'),
  );
}

let t: TestApp;
const tokens: Record<string, string | undefined> = {};

beforeAll(async () => {
  t = await createTestApp({ routes: guardedRoutes });
  const accounts = {
    member: await createUser(t.db),
    photographer: await createUser(t.db, { photographerAuth: true, photographerAuthStatus: '' }),
    restoredPhotographer: await createUser(t.db, { photographerAuth: true, photographerAuthStatus: 'restore' }),
    blockedPhotographer: await createUser(t.db, { photographerAuth: true, photographerAuthStatus: 'blocked' }),
    adminWithoutRoles: await createUser(t.db, { isAdmin: true }),
    financeAdmin: await createUser(t.db, { isAdmin: true, roles: ['Finance'] }),
    editorAdmin: await createUser(t.db, { isAdmin: true, roles: ['Editor'] }),
    roleButNotAdmin: await createUser(t.db, { roles: ['Admin'] }),
  };
  for (const [name, user] of Object.entries(accounts))
    tokens[name] = await loginToken(t.app, user.email, user.password);
});
afterAll(() => t.close());

const get = (path: string, who: string) =>
  t.app.inject({ url: `/api/test/${path}`, headers: tokens[who] ? bearer(tokens[who]) : {} });

// caller → expected status on [public, member, photographer, admin, admin with Pages.Orders]
const matrix: Record<string, [number, number, number, number, number]> = {
  guest: [200, 401, 401, 401, 401],
  member: [200, 200, 403, 403, 403],
  photographer: [200, 200, 200, 403, 403],
  restoredPhotographer: [200, 200, 200, 403, 403],
  blockedPhotographer: [200, 200, 605, 403, 403],
  adminWithoutRoles: [200, 200, 403, 200, 403],
  financeAdmin: [200, 200, 403, 200, 200],
  editorAdmin: [200, 200, 403, 200, 403],
  roleButNotAdmin: [200, 200, 403, 403, 403],
};
const levels = ['public', 'member', 'photographer', 'admin', 'orders'] as const;

describe('access levels', () => {
  for (const [who, expected] of Object.entries(matrix)) {
    it(`${who}: ${expected.join(' ')}`, async () => {
      const statuses = [];
      for (const level of levels) statuses.push((await get(level, who)).statusCode);
      expect(statuses).toEqual(expected);
    });
  }

  it('lets an admin holding one of the permissions of an `any` rule in', async () => {
    expect((await get('any', 'financeAdmin')).statusCode).toBe(200);
    expect((await get('any', 'editorAdmin')).statusCode).toBe(200);
    expect((await get('any', 'adminWithoutRoles')).statusCode).toBe(403);
    expect((await get('any', 'member')).statusCode).toBe(403);
  });

  it('explains each refusal', async () => {
    expect((await get('member', 'guest')).json()).toMatchObject({
      success: false,
      unAuthorizedRequest: true,
      error: { code: 'Unauthorized', message: '請先登入' },
    });
    expect((await get('photographer', 'member')).json()).toMatchObject({
      unAuthorizedRequest: false,
      error: { code: 'Forbidden', message: '請先完成攝影師認證' },
    });
    expect((await get('admin', 'member')).json().error.message).toBe('請登錄管理員賬號後再訪問');
    expect((await get('orders', 'editorAdmin')).json().error.message).toBe('您沒有權限執行此操作');
    expect((await get('photographer', 'blockedPhotographer')).body).toBe('您的攝影師資格已被停權，請聯繫管理員');
  });
});

describe('tokens', () => {
  it('refuses a forged, expired or malformed token with 401', async () => {
    const member = await createUser(t.db);
    const forged = t.app.jwt.sign({ sub: String(member.id), ver: 0 }, { key: 'another-secret-another-secret-1234' });
    const expired = t.app.jwt.sign({ sub: String(member.id), ver: 0 }, { expiresIn: -10 });
    for (const token of [forged, expired, 'not-a-jwt']) {
      const response = await t.app.inject({ url: '/api/test/member', headers: bearer(token) });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.message).toBe('登入已失效，請重新登入');
    }
  });

  it('notices a suspension and a lost photographer status at once, without a new login', async () => {
    const user = await createUser(t.db, { photographerAuth: true });
    const token = await loginToken(t.app, user.email, user.password);
    expect((await t.app.inject({ url: '/api/test/photographer', headers: bearer(token) })).statusCode).toBe(200);
    await t.db.user.update({ where: { id: user.id }, data: { photographerAuthStatus: 'blocked' } });
    expect((await t.app.inject({ url: '/api/test/photographer', headers: bearer(token) })).statusCode).toBe(605);
    await t.db.user.update({ where: { id: user.id }, data: { isActive: false } });
    expect((await t.app.inject({ url: '/api/test/member', headers: bearer(token) })).statusCode).toBe(605);
  });

  it('refuses a deleted user’s token', async () => {
    const user = await createUser(t.db);
    const token = await loginToken(t.app, user.email, user.password);
    await t.db.user.delete({ where: { id: user.id } });
    expect((await t.app.inject({ url: '/api/test/member', headers: bearer(token) })).statusCode).toBe(401);
  });
});
