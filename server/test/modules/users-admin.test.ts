import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdminWith } from '../helpers/admin-access.ts';
import { bearer, createUser, culture, latestMail, loginToken } from '../helpers/factories.ts';
import { api, signIn } from '../helpers/payments.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { PERMISSIONS } from '../../src/shared/domain/permissions.ts';
import { OWNER_ROLE } from '../../src/shared/domain/roles.ts';

let t: TestApp;
let reader: Record<string, string>;
let editor: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  reader = await signInAdminWith(t, [PERMISSIONS.Users]);
  editor = await signInAdminWith(t, [PERMISSIONS.Users, PERMISSIONS.UsersEdit]);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, path: string, payload?: object, headers = editor) =>
  t.app.inject({ method, url: api(`AdminMemEmber/${path}`), headers, ...(payload && { payload }) });

const profile = (id: number, extra: object = {}) => ({
  id,
  displayName: 'Runner',
  phone: null,
  isAdmin: false,
  roleIds: [],
  ...extra,
});

const roleId = async (name: string) => (await t.db.role.findUniqueOrThrow({ where: { name } })).id;

describe('AdminMemEmber users', () => {
  it('is for admins with the users permission; changes need Users.Edit', async () => {
    const target = await createUser(t.db);
    const member = (await signIn(t)).headers;
    const finance = (await signIn(t, { isAdmin: true, roles: ['Finance'] })).headers;
    const reads = [
      ['GET', 'GetAll'],
      ['GET', `Get?id=${target.id}`],
      ['GET', 'GetRoles'],
    ] as const;
    const writes = [
      ['PUT', 'Update', profile(target.id)],
      ['POST', 'SetActive', { id: target.id, isActive: true }],
      ['POST', 'SendPasswordReset', { id: target.id }],
    ] as const;
    for (const [method, path, payload] of [...reads, ...writes]) {
      expect((await call(method, path, payload, {})).statusCode, path).toBe(401);
      expect((await call(method, path, payload, member)).statusCode, path).toBe(403);
      expect((await call(method, path, payload, finance)).statusCode, path).toBe(403);
      expect((await call(method, path, payload, editor)).statusCode, path).toBe(200);
    }
    for (const [method, path] of reads) expect((await call(method, path, undefined, reader)).statusCode).toBe(200);
    for (const [method, path, payload] of writes)
      expect((await call(method, path, payload, reader)).statusCode).toBe(403);
  });

  it('searches by e-mail, name and phone and filters by role, photographer status and suspension, a page at a time', async () => {
    const tag = `find${Date.now()}`;
    const plain = await createUser(t.db, { email: `${tag}-plain@example.com`, displayName: 'Plain' });
    const finance = await createUser(t.db, { email: `${tag}-fin@example.com`, isAdmin: true, roles: ['Finance'] });
    const shooter = await createUser(t.db, { displayName: `${tag} Shooter`, photographerAuth: true });
    const blocked = await createUser(t.db, {
      displayName: `${tag} Blocked`,
      photographerAuth: true,
      photographerAuthStatus: 'blocked',
    });
    const applicant = await createUser(t.db, { displayName: `${tag} Applicant`, isActive: false });
    await t.db.photographerApplication.create({
      data: {
        userId: applicant.id,
        displayName: 'A',
        realName: 'A',
        phone: '0912000000',
        introduction: 'I shoot',
        termsAcceptedAt: new Date(),
      },
    });
    const phone = `09${String(plain.id).padStart(8, '7')}`;
    await t.db.user.update({ where: { id: plain.id }, data: { phone } });
    const ids = async (query: string) =>
      ((await call('GET', `GetAll?${query}`)).json().result.items as { id: number }[]).map((row) => row.id);

    expect(await ids(`keyword=${tag}`)).toEqual([applicant.id, blocked.id, shooter.id, finance.id, plain.id]);
    expect(await ids(`keyword=${tag.toUpperCase()}-PLAIN`)).toEqual([plain.id]);
    expect(await ids(`keyword=${phone.slice(1)}`)).toEqual([plain.id]);
    expect(await ids(`keyword=${tag}&roleId=${await roleId('Finance')}`)).toEqual([finance.id]);
    expect(await ids(`keyword=${tag}&photographerStatus=approved`)).toEqual([shooter.id]);
    expect(await ids(`keyword=${tag}&photographerStatus=blocked`)).toEqual([blocked.id]);
    expect(await ids(`keyword=${tag}&photographerStatus=pending`)).toEqual([applicant.id]);
    expect(await ids(`keyword=${tag}&photographerStatus=none`)).toEqual([finance.id, plain.id]);
    expect(await ids(`keyword=${tag}&suspended=true`)).toEqual([applicant.id]);
    expect(await ids(`keyword=${tag}&suspended=false`)).toHaveLength(4);

    const second = (await call('GET', `GetAll?keyword=${tag}&SkipCount=2&MaxResultCount=2`)).json().result;
    expect(second.totalCount).toBe(5);
    expect(second.items.map((row: { id: number }) => row.id)).toEqual([shooter.id, finance.id]);
    expect(second.items[1]).toMatchObject({ isAdmin: true, roles: [{ name: 'Finance' }], photographerStatus: 'none' });

    for (const query of [
      'keyword=' + 'x'.repeat(101),
      'photographerStatus=famous',
      'MaxResultCount=1001',
      'roleId=0',
    ]) {
      expect((await call('GET', `GetAll?${query}`)).statusCode, query).toBe(400);
    }
  });

  it("shows a user's page: profile, roles, photographer application and the latest orders", async () => {
    const user = await createUser(t.db, { roles: ['Editor'], isAdmin: true });
    const application = await t.db.photographerApplication.create({
      data: {
        userId: user.id,
        displayName: 'A',
        realName: 'A',
        phone: '0912000000',
        introduction: 'I shoot',
        termsAcceptedAt: new Date(),
      },
    });
    for (let n = 0; n < 12; n += 1) {
      await t.db.order.create({
        data: {
          merchantTradeNo: `U${user.id}N${String(n).padStart(3, '0')}`,
          userId: user.id,
          totalAmount: 100 + n,
          itemCount: 1,
          choosePayment: 'Credit',
          expiresAt: new Date(Date.now() + 3_600_000),
          createdAt: new Date(Date.now() - (12 - n) * 60_000),
        },
      });
    }
    const page = (await call('GET', `Get?id=${user.id}`)).json().result;
    expect(page).toMatchObject({
      id: user.id,
      email: user.email,
      isAdmin: true,
      isActive: true,
      photographerStatus: 'pending',
      roles: [{ name: 'Editor' }],
      latestApplication: { id: application.id, status: 'pending' },
      lastLoginAt: null,
    });
    expect(page.orders.totalCount).toBe(12);
    expect(page.orders.items).toHaveLength(10);
    expect(page.orders.items[0].totalAmount).toBe(111);
    expect((await call('GET', 'Get?id=2147483647')).statusCode).toBe(404);
    expect((await call('GET', 'Get?id=abc')).statusCode).toBe(400);
  });

  it('names the roles in both languages, for the English back office', async () => {
    const user = await createUser(t.db, { roles: ['Finance'], isAdmin: true });
    const finance = { id: await roleId('Finance'), name: 'Finance', displayName: '財務', displayNameEn: 'Finance' };
    expect((await call('GET', 'GetRoles')).json().result).toContainEqual(finance);
    expect((await call('GET', `Get?id=${user.id}`)).json().result.roles).toEqual([finance]);
    const list = (await call('GET', `GetAll?keyword=${encodeURIComponent(user.email)}`)).json().result;
    expect(list.items[0].roles).toEqual([finance]);
  });

  it('corrects the profile and sets admin access and roles; refuses bad input writing nothing', async () => {
    const user = await createUser(t.db, { displayName: 'Before' });
    const editorRole = await roleId('Editor');
    // Giving a role takes holding its permissions (decisions/059).
    const editorPermissions = await t.db.rolePermission.findMany({ where: { roleId: editorRole } });
    const granter = await signInAdminWith(t, [
      PERMISSIONS.Users,
      PERMISSIONS.UsersEdit,
      ...editorPermissions.map((row) => row.permissionName),
    ]);
    const changed = await call(
      'PUT',
      'Update',
      profile(user.id, { displayName: ' After ', phone: '0911 222 333', isAdmin: true, roleIds: [editorRole] }),
      granter,
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json().result).toMatchObject({
      displayName: 'After',
      phone: '0911 222 333',
      isAdmin: true,
      roles: [{ id: editorRole }],
    });

    for (const bad of [
      { displayName: '   ' },
      { displayName: 'x'.repeat(65) },
      { displayName: 'a\u0000b' },
      { phone: 'call me' },
      { roleIds: [2147483647] },
      { roleIds: [editorRole, editorRole] },
      { isAdmin: 'yes' },
    ]) {
      const response = await call('PUT', 'Update', profile(user.id, { isAdmin: false, ...bad }));
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const unknownRole = await call('PUT', 'Update', profile(user.id, { roleIds: [2147483647] }), {
      ...editor,
      ...culture('en'),
    });
    expect(unknownRole.json().error.message).toBe('A chosen role does not exist; please reload the page');
    const stored = await t.db.user.findUniqueOrThrow({ where: { id: user.id }, include: { roles: true } });
    expect(stored).toMatchObject({ displayName: 'After', isAdmin: true, roles: [{ roleId: editorRole }] });
    expect((await call('PUT', 'Update', profile(2147483647))).statusCode).toBe(404);
  });
});

describe('guards on admin access', () => {
  it('keeps the last owner: no removing the role, the admin flag, nor suspending them', async () => {
    await t.db.userRole.deleteMany({ where: { role: { name: OWNER_ROLE } } });
    const owner = await createUser(t.db, { isAdmin: true, roles: [OWNER_ROLE] });
    const ownerRole = await roleId(OWNER_ROLE);
    const attempts = [
      call('PUT', 'Update', profile(owner.id, { isAdmin: true, roleIds: [] })),
      call('PUT', 'Update', profile(owner.id, { isAdmin: false, roleIds: [ownerRole] })),
      call('POST', 'SetActive', { id: owner.id, isActive: false }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('這是最後一位擁有者，不能移除其擁有者角色、管理員身分或停用帳號');
    }
    expect(await t.db.user.findUniqueOrThrow({ where: { id: owner.id }, include: { roles: true } })).toMatchObject({
      isAdmin: true,
      isActive: true,
      displayName: 'Test user',
      roles: [{ roleId: ownerRole }],
    });

    // A second owner lets the first one go (only an owner takes the owner role away: decisions/059).
    const second = await signIn(t, { isAdmin: true, roles: [OWNER_ROLE] });
    const release = await call('PUT', 'Update', profile(owner.id, { isAdmin: true, roleIds: [] }), second.headers);
    expect(release.statusCode).toBe(200);
  });

  it('lets nobody suspend themselves or take away their own owner role or right to manage users', async () => {
    const owner = await signIn(t, { isAdmin: true, roles: [OWNER_ROLE] });
    await createUser(t.db, { isAdmin: true, roles: [OWNER_ROLE] });
    const ownerRole = await roleId(OWNER_ROLE);
    const self = (payload: object) => call('PUT', 'Update', profile(owner.user.id, payload), owner.headers);
    expect((await self({ isAdmin: true, roleIds: [] })).statusCode).toBe(400);
    expect((await self({ isAdmin: false, roleIds: [ownerRole] })).statusCode).toBe(400);
    const suspend = await call(
      'POST',
      'SetActive',
      { id: owner.user.id, isActive: false },
      { ...owner.headers, ...culture('en') },
    );
    expect(suspend.statusCode).toBe(400);
    expect(suspend.json().error.message).toBe('You cannot suspend your own account');
    expect((await self({ isAdmin: true, roleIds: [ownerRole], displayName: 'Renamed' })).statusCode).toBe(200);

    const manager = await t.db.user.findFirstOrThrow({
      where: {
        roles: { some: { role: { permissions: { some: { permissionName: PERMISSIONS.UsersEdit } } } } },
        NOT: { roles: { some: { roleId: ownerRole } } },
      },
      include: { roles: true },
    });
    const ownRoles = manager.roles.map((role) => role.roleId);
    const lockout = await call(
      'PUT',
      'Update',
      profile(manager.id, { isAdmin: true, roleIds: [await roleId('Editor')] }),
      {
        ...editor,
        ...culture('en'),
      },
    );
    expect(lockout.statusCode).toBe(400);
    expect(lockout.json().error.message).toBe('You cannot take away your own owner role or your right to manage users');
    expect((await call('PUT', 'Update', profile(manager.id, { isAdmin: false, roleIds: ownRoles }))).statusCode).toBe(
      400,
    );
    expect((await t.db.user.findUniqueOrThrow({ where: { id: manager.id } })).isAdmin).toBe(true);
  });
});

describe('suspension and password reset', () => {
  it('ends a suspended account’s sessions at once; restoring lets it log in again', async () => {
    const member = await signIn(t);
    const own = (headers: Record<string, string>) => t.app.inject({ url: api('MemEmber/Get'), headers });
    expect((await own(member.headers)).statusCode).toBe(200);

    const suspended = await call('POST', 'SetActive', { id: member.user.id, isActive: false });
    expect(suspended.json().result.isActive).toBe(false);
    const refused = await own(member.headers);
    expect(refused.statusCode).toBe(605);
    expect(refused.body).toBe('您的帳號已被停用，請聯繫管理員');
    await expect(loginToken(t.app, member.user.email, member.user.password)).rejects.toThrow();

    expect((await call('POST', 'SetActive', { id: member.user.id, isActive: true })).json().result.isActive).toBe(true);
    // The old session stays over; a new login works.
    expect((await own(member.headers)).statusCode).toBe(401);
    const fresh = bearer(await loginToken(t.app, member.user.email, member.user.password));
    expect((await own(fresh)).statusCode).toBe(200);
    expect((await call('POST', 'SetActive', { id: member.user.id, isActive: 'no' })).statusCode).toBe(400);
    expect((await call('POST', 'SetActive', { id: 2147483647, isActive: false })).statusCode).toBe(404);
  });

  it("mails the public form's reset link in the member's language; not to a suspended account", async () => {
    const user = await createUser(t.db);
    await t.db.user.update({ where: { id: user.id }, data: { locale: 'en' } });
    expect((await call('POST', 'SendPasswordReset', { id: user.id })).statusCode).toBe(200);
    const mail = await latestMail(t.db, user.email);
    expect(mail.subject).toMatch(/password/i);
    const token = /resetPassword\?token=([\w-]+)/.exec(mail.text)![1]!;
    const reset = await t.app.inject({
      method: 'POST',
      url: api('Account/ResetPassword'),
      payload: { token, newPassword: 'renewed123' },
    });
    expect(reset.statusCode).toBe(200);
    expect(await loginToken(t.app, user.email, 'renewed123')).toEqual(expect.any(String));

    const suspended = await createUser(t.db, { isActive: false });
    expect((await call('POST', 'SendPasswordReset', { id: suspended.id })).statusCode).toBe(409);
    expect(await t.db.outboxMail.count({ where: { to: suspended.email } })).toBe(0);
    expect((await call('POST', 'SendPasswordReset', { id: 2147483647 })).statusCode).toBe(404);
    expect((await call('POST', 'SendPasswordReset', { id: 'me' })).statusCode).toBe(400);
  });

  it('rate-limits reset e-mails like the public form', async () => {
    const limited = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '2' } });
    try {
      const headers = await signInAdminWith(limited, [PERMISSIONS.Users, PERMISSIONS.UsersEdit]);
      const user = await createUser(limited.db);
      const send = () =>
        limited.app.inject({
          method: 'POST',
          url: api('AdminMemEmber/SendPasswordReset'),
          headers,
          payload: { id: user.id },
        });
      expect((await send()).statusCode).toBe(200);
      expect((await send()).statusCode).toBe(200);
      expect((await send()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
