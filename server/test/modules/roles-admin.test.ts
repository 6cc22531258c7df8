import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../src/shared/domain/permissions.ts';
import { OWNER_ROLE } from '../../src/shared/domain/roles.ts';
import { callersOf, signInAdminWith } from '../helpers/admin-access.ts';
import { bearer, createUser, culture, loginToken } from '../helpers/factories.ts';
import { api } from '../helpers/payments.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let callers: Awaited<ReturnType<typeof callersOf>>;
let menuEditor: Record<string, string>;
/** Role and menu editors who also hold what they grant (decisions/059). */
let granter: Record<string, string>;
let menuGranter: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  callers = await callersOf(t, PERMISSIONS.Roles, PERMISSIONS.RolesEdit);
  menuEditor = await signInAdminWith(t, [PERMISSIONS.Menus]);
  granter = await signInAdminWith(t, [
    PERMISSIONS.Roles,
    PERMISSIONS.RolesEdit,
    PERMISSIONS.Dashboard,
    PERMISSIONS.Orders,
  ]);
  menuGranter = await signInAdminWith(t, [PERMISSIONS.Menus, PERMISSIONS.Notifications]);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, path: string, payload?: object, headers: Record<string, string> = callers.editor) =>
  t.app.inject({ method, url: api(`AdminRole/${path}`), headers, ...(payload && { payload }) });

const roleId = async (name: string) => (await t.db.role.findUniqueOrThrow({ where: { name } })).id;
const createRole = async (displayName: string) =>
  (await call('POST', 'Create', { displayName, displayNameEn: `${displayName} (en)` })).json().result;

describe('AdminRole access', () => {
  it('lets readers read, editors change, and menu keepers tick menus; nobody else', async () => {
    const id = await roleId('Finance');
    const reads = [
      ['GET', 'GetAll'],
      ['GET', `Get?id=${id}`],
      ['GET', `GetPermissions?id=${id}`],
      ['GET', `GetUsers?roleId=${id}`],
    ] as const;
    const changes = [
      ['POST', 'Create', { displayName: 'x' }],
      ['PUT', 'Update', { id, displayName: 'x' }],
      ['DELETE', `Delete?id=${id}`],
      ['PUT', 'SetPermissions', { roleId: id, permissionNames: [] }],
    ] as const;
    const menuCalls = [
      ['GET', `GetMenus?id=${id}`],
      ['PUT', 'SetMenus', { roleId: id, menuIds: [] }],
    ] as const;
    for (const [method, path, payload] of [...reads, ...changes, ...menuCalls]) {
      expect((await call(method, path, payload, callers.guest)).statusCode, path).toBe(401);
      expect((await call(method, path, payload, callers.member)).statusCode, path).toBe(403);
      expect((await call(method, path, payload, callers.other)).statusCode, path).toBe(403);
    }
    for (const [method, path] of reads)
      expect((await call(method, path, undefined, callers.reader)).statusCode).toBe(200);
    for (const [method, path, payload] of changes) {
      expect((await call(method, path, payload, callers.reader)).statusCode, path).toBe(403);
      expect((await call(method, path, payload, menuEditor)).statusCode, path).toBe(403);
    }
    for (const [method, path, payload] of menuCalls) {
      expect((await call(method, path, payload, callers.editor)).statusCode, path).toBe(403);
    }
    expect((await call('GET', `GetMenus?id=${id}`, undefined, menuEditor)).statusCode).toBe(200);
    expect(await t.db.role.count({ where: { displayName: 'x' } })).toBe(0);
  });
});

describe('AdminRole', () => {
  it('lists the seeded roles, owner first, with user counts', async () => {
    const before = (await call('GET', 'GetAll')).json().result;
    const owner = before.items.find((role: { name: string }) => role.name === OWNER_ROLE);
    await createUser(t.db, { isAdmin: true, roles: [OWNER_ROLE] });
    const after = (await call('GET', 'GetAll')).json().result;
    expect(after.items.map((role: { name: string }) => role.name).slice(0, 4)).toEqual([
      OWNER_ROLE,
      'Finance',
      'Editor',
      'PhotoModerator',
    ]);
    expect(after.items[0]).toMatchObject({ isOwner: true, isStatic: true, displayNameEn: 'Owner' });
    expect(after.items[0].userCount).toBe(owner.userCount + 1);
    const found = (await call('GET', `GetAll?Keyword=${encodeURIComponent('moderator')}`)).json().result;
    expect(found.items.map((role: { name: string }) => role.name)).toEqual(['PhotoModerator']);
  });

  it('creates, renames and deletes a role; names are trimmed and unique', async () => {
    const role = (
      await call('POST', 'Create', { displayName: ' 客服 ', displayNameEn: ' Support ', description: '' })
    ).json().result;
    expect(role).toMatchObject({ displayName: '客服', displayNameEn: 'Support', description: null, isStatic: false });
    expect((await call('GET', `Get?id=${role.id}`)).json().result.displayName).toBe('客服');

    const taken = await call('POST', 'Create', { displayName: '客服' }, { ...callers.editor, ...culture('en') });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe('A role with this name already exists; choose another name');

    const renamed = await call('PUT', 'Update', { id: role.id, displayName: '客服組', description: '回覆表單' });
    expect(renamed.json().result).toMatchObject({ displayName: '客服組', displayNameEn: '', description: '回覆表單' });
    expect((await call('PUT', 'Update', { id: role.id, displayName: '財務' })).statusCode).toBe(409);

    expect((await call('DELETE', `Delete?id=${role.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `Delete?id=${role.id}`)).statusCode).toBe(404);
    expect((await call('GET', `Get?id=${role.id}`)).statusCode).toBe(404);
  });

  it('refuses to delete a role someone holds, or a built-in one', async () => {
    const role = await createRole('攝影組長');
    await createUser(t.db, {
      isAdmin: true,
      roles: [(await t.db.role.findUniqueOrThrow({ where: { id: role.id } })).name],
    });
    const assigned = await call('DELETE', `Delete?id=${role.id}`, undefined, {
      ...callers.editor,
      ...culture('zh-TW'),
    });
    expect(assigned.statusCode).toBe(400);
    expect(assigned.json().error.message).toBe('仍有 1 位使用者擁有此角色，請先移除他們的角色再刪除');
    expect(await t.db.role.count({ where: { id: role.id } })).toBe(1);

    for (const name of [OWNER_ROLE, 'Finance']) {
      const builtIn = await call('DELETE', `Delete?id=${await roleId(name)}`, undefined, {
        ...callers.editor,
        ...culture('en'),
      });
      expect(builtIn.statusCode, name).toBe(400);
      expect(builtIn.json().error.message).toBe('Built-in roles cannot be deleted');
    }
    expect(await t.db.role.count({ where: { name: OWNER_ROLE } })).toBe(1);
  });

  it('refuses bad input with nothing written', async () => {
    const count = await t.db.role.count();
    const id = await roleId('Finance');
    for (const body of [
      {},
      { displayName: '   ' },
      { displayName: 'x'.repeat(65) },
      { displayName: 'ok', description: 'x'.repeat(201) },
    ]) {
      expect((await call('POST', 'Create', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await call('PUT', 'Update', { id: 0, displayName: 'x' })).statusCode).toBe(400);
    expect((await call('GET', 'Get?id=abc')).statusCode).toBe(400);
    expect((await call('PUT', 'SetPermissions', { roleId: id, permissionNames: ['Pages.Nothing'] })).statusCode).toBe(
      400,
    );
    expect((await call('PUT', 'SetMenus', { roleId: id, menuIds: [999999] }, menuEditor)).statusCode).toBe(400);
    expect(await t.db.role.count()).toBe(count);
    expect(await t.db.rolePermission.count({ where: { roleId: id } })).toBeGreaterThan(0);
  });
});

describe('AdminRole permissions', () => {
  it('answers the catalogue by group, ticked where held, in the caller language', async () => {
    const id = await roleId('Finance');
    const result = (
      await call('GET', `GetPermissions?id=${id}`, undefined, { ...callers.editor, ...culture('en') })
    ).json().result;
    expect(result.fixed).toBe(false);
    expect(result.groups.map((g: { group: string }) => g.group)).toEqual([
      'content',
      'catalogue',
      'photos',
      'orders',
      'settlement',
      'users',
      'settings',
    ]);
    const settlement = result.groups.find((g: { group: string }) => g.group === 'settlement').permissions;
    expect(settlement).toContainEqual({
      name: PERMISSIONS.SettlementPay,
      displayName: 'Pay out settlements',
      parentName: PERMISSIONS.Settlement,
      granted: true,
    });
    const users = result.groups.find((g: { group: string }) => g.group === 'users').permissions;
    expect(users.every((p: { granted: boolean }) => !p.granted)).toBe(true);
  });

  it("takes a removed permission away on the holder's next request", async () => {
    const role = await createRole('報表檢視');
    const roleRow = await t.db.role.findUniqueOrThrow({ where: { id: role.id } });
    const set = (permissionNames: string[]) =>
      call('PUT', 'SetPermissions', { roleId: role.id, permissionNames }, granter);
    expect((await set([PERMISSIONS.Roles, PERMISSIONS.Dashboard])).statusCode).toBe(200);
    const holder = await createUser(t.db, { isAdmin: true, roles: [roleRow.name] });
    const headers = bearer(await loginToken(t.app, holder.email, holder.password));
    expect((await call('GET', 'GetAll', undefined, headers)).statusCode).toBe(200);

    expect((await set([PERMISSIONS.Dashboard])).statusCode).toBe(200);
    expect((await call('GET', 'GetAll', undefined, headers)).statusCode).toBe(403);
    const ticked = (await call('GET', `GetPermissions?id=${role.id}`))
      .json()
      .result.groups.flatMap((g: { permissions: { name: string; granted: boolean }[] }) =>
        g.permissions.filter((p) => p.granted).map((p) => p.name),
      );
    expect(ticked).toEqual([PERMISSIONS.Dashboard]);
  });

  it("never changes the owner's permissions", async () => {
    const id = await roleId(OWNER_ROLE);
    const before = await t.db.rolePermission.count({ where: { roleId: id } });
    const refused = await call(
      'PUT',
      'SetPermissions',
      { roleId: id, permissionNames: [PERMISSIONS.Dashboard] },
      {
        ...callers.editor,
        ...culture('en'),
      },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('The owner role always holds every permission; it cannot be changed');
    expect(await t.db.rolePermission.count({ where: { roleId: id } })).toBe(before);
    expect((await call('GET', `GetPermissions?id=${id}`)).json().result.fixed).toBe(true);
  });
});

describe('AdminRole menus', () => {
  it('grants menu entries that the holder then sees in their menu', async () => {
    const role = await createRole('通知值班');
    const roleRow = await t.db.role.findUniqueOrThrow({ where: { id: role.id } });
    const notifications = await t.db.menu.findUniqueOrThrow({ where: { key: 'notifications' } });
    const holder = await createUser(t.db, { isAdmin: true, roles: [roleRow.name] });
    const headers = bearer(await loginToken(t.app, holder.email, holder.password));
    const myPaths = async () =>
      (await t.app.inject({ url: api('AdminMenu/GetMyMenus'), headers }))
        .json()
        .result.menus.map((m: { path: string }) => m.path);
    expect(await myPaths()).not.toContain('/admin/Notification');

    const set = await call('PUT', 'SetMenus', { roleId: role.id, menuIds: [notifications.id] }, menuGranter);
    expect(set.statusCode).toBe(200);
    expect(await myPaths()).toContain('/admin/Notification');

    const menus = (await call('GET', `GetMenus?id=${role.id}`, undefined, { ...menuEditor, ...culture('en') })).json()
      .result.menus;
    expect(menus.find((m: { id: number }) => m.id === notifications.id)).toMatchObject({
      title: 'Notifications',
      granted: true,
      byPermission: false,
    });
    expect(menus.find((m: { path: string }) => m.path === '/admin/index')).toMatchObject({ byPermission: true });
  });

  it('takes away an entry its permissions would show once it is unticked, and gives it back when ticked again', async () => {
    const role = await createRole('訂單值班');
    const roleRow = await t.db.role.findUniqueOrThrow({ where: { id: role.id } });
    expect(
      (await call('PUT', 'SetPermissions', { roleId: role.id, permissionNames: [PERMISSIONS.Orders] }, granter))
        .statusCode,
    ).toBe(200);
    const holder = await createUser(t.db, { isAdmin: true, roles: [roleRow.name] });
    const headers = bearer(await loginToken(t.app, holder.email, holder.password));
    const myMenus = async () =>
      JSON.stringify((await t.app.inject({ url: api('AdminMenu/GetMyMenus'), headers })).json());
    const orderList = await t.db.menu.findUniqueOrThrow({ where: { key: 'order-list' } });
    const entries = async () =>
      (await call('GET', `GetMenus?id=${role.id}`, undefined, menuEditor)).json().result.menus as {
        id: number;
        granted: boolean;
        byPermission: boolean;
      }[];
    const ticked = async () => (await entries()).filter((menu) => menu.granted).map((menu) => menu.id);
    const before = await ticked();
    expect(before).toContain(orderList.id);
    expect(await myMenus()).toContain('/admin/OrderList');

    const without = before.filter((id) => id !== orderList.id);
    expect((await call('PUT', 'SetMenus', { roleId: role.id, menuIds: without }, menuEditor)).statusCode).toBe(200);
    expect(await myMenus()).not.toContain('/admin/OrderList');
    expect((await entries()).find((menu) => menu.id === orderList.id)).toMatchObject({
      granted: false,
      byPermission: true,
    });
    expect(await ticked()).toEqual(without);

    expect((await call('PUT', 'SetMenus', { roleId: role.id, menuIds: before }, menuEditor)).statusCode).toBe(200);
    expect(await myMenus()).toContain('/admin/OrderList');
    expect(await ticked()).toEqual(before);
  });
});

describe('AdminRole users', () => {
  it('pages through the holders of a role', async () => {
    const role = await createRole('志工');
    const name = (await t.db.role.findUniqueOrThrow({ where: { id: role.id } })).name;
    const holders = [
      await createUser(t.db, { isAdmin: true, roles: [name] }),
      await createUser(t.db, { isAdmin: true, roles: [name] }),
    ];
    const first = (await call('GET', `GetUsers?roleId=${role.id}&MaxResultCount=1`)).json().result;
    expect(first.totalCount).toBe(2);
    expect(first.items).toEqual([
      { id: holders[0]!.id, displayName: 'Test user', email: holders[0]!.email, isActive: true },
    ]);
    expect((await call('GET', 'GetUsers?roleId=999999')).statusCode).toBe(404);
  });
});
