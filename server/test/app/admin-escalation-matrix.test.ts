import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate, type MessageKey } from '../../src/lib/i18n.ts';
import { PERMISSIONS } from '../../src/shared/domain/permissions.ts';
import { OWNER_ROLE } from '../../src/shared/domain/roles.ts';
import { createUser, culture } from '../helpers/factories.ts';
import { adminHolding, adminWith, grantState, roleHolding, type Caller } from '../helpers/grant-callers.ts';
import { api } from '../helpers/payments.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// Nobody gets more than they were given (decisions/059). Every seeded role and roles holding one
// back-office power each try every change that grants something: permissions to their own role and
// another, roles and admin access to themselves and others, an owner's account, a new role, menu
// entries. A refusal is a 403 (or the owner role's own 400) that changes nothing in the database and
// leaves a `refused` row in the audit trail; what the rules allow still works.

const ALL = Object.values(PERMISSIONS) as string[];
const ROLE_EDITING = [PERMISSIONS.Roles, PERMISSIONS.RolesEdit];
const USER_EDITING = [PERMISSIONS.Users, PERMISSIONS.UsersEdit];
const MENU_EDITING = [PERMISSIONS.Menus];

let t: TestApp;
let callers: Caller[];
const ids = { owner: 0, finance: 0, editor: 0, moderator: 0 };
let financePermissions: string[];
let ownerRoleName: string;
let menuIds: number[];
/** The entries the menu editor's own permission opens, or that need none. */
let menuEditorsEntries: number[];

const roleIdOf = async (name: string) => (await t.db.role.findUniqueOrThrow({ where: { name } })).id;
const permissionsOfRole = async (name: string) =>
  (await t.db.rolePermission.findMany({ where: { role: { name } } })).map((row) => row.permissionName);
const newRole = (permissionNames: readonly string[]) => roleHolding(t, permissionNames);
const callerWith = (name: string, permissions: readonly string[]) => adminWith(t, name, permissions);

beforeAll(async () => {
  t = await createTestApp();
  ids.owner = await roleIdOf(OWNER_ROLE);
  ownerRoleName = (await t.db.role.findUniqueOrThrow({ where: { id: ids.owner } })).displayName;
  ids.finance = await roleIdOf('Finance');
  ids.editor = await roleIdOf('Editor');
  ids.moderator = await roleIdOf('PhotoModerator');
  financePermissions = await permissionsOfRole('Finance');
  const menus = await t.db.menu.findMany();
  menuIds = menus.map((menu) => menu.id);
  menuEditorsEntries = menus
    .filter((menu) => menu.permissionName === null || menu.permissionName === PERMISSIONS.Menus)
    .map((menu) => menu.id);
  callers = [
    await adminHolding(t, 'owner', OWNER_ROLE, ALL),
    await adminHolding(t, 'finance', 'Finance', financePermissions),
    await adminHolding(t, 'content editor', 'Editor', await permissionsOfRole('Editor')),
    await adminHolding(t, 'photo moderator', 'PhotoModerator', await permissionsOfRole('PhotoModerator')),
    await callerWith('role editor only', ROLE_EDITING),
    await callerWith('user editor only', USER_EDITING),
    await callerWith('menu editor only', MENU_EDITING),
    await callerWith('role editor with orders', [...ROLE_EDITING, PERMISSIONS.Orders, PERMISSIONS.OrdersRefund]),
    await callerWith('user editor with finance', [...USER_EDITING, ...financePermissions]),
  ];
});
afterAll(() => t.close());

type Method = 'POST' | 'PUT';
const send = (caller: Caller, method: Method, path: string, payload: object) =>
  t.app.inject({ method, url: api(path), headers: caller.headers, payload });

const profile = (id: number, changes: object) => ({ id, displayName: 'Target', phone: null, ...changes });
const anOwner = () => createUser(t.db, { isAdmin: true, roles: [OWNER_ROLE], displayName: 'Target' });
const aMember = () => createUser(t.db, { displayName: 'Target' });
const rolesOf = async (userId: number) =>
  (await t.db.userRole.findMany({ where: { userId } })).map((row) => row.roleId).sort();
const permissionsOf = async (roleId: number) =>
  (await t.db.rolePermission.findMany({ where: { roleId } })).map((row) => row.permissionName).sort();

interface Attempt {
  name: string;
  /** The permissions the endpoint itself asks for: without them, its route answers 403. */
  needs: readonly string[];
  /** Callers the rules let through. */
  allowed: readonly string[];
  /** The refusal a caller who reaches the rules gets. */
  refusal: MessageKey | ((caller: Caller) => MessageKey);
  /** A refusal with another status than 403 (the owner role's fixed permissions). */
  status?: (caller: Caller) => number | undefined;
  /** Makes what the attempt needs; `send` tries it, `check` proves an allowed one took effect. */
  prepare(caller: Caller): Promise<{ send: () => Promise<LightMyRequestResponse>; check?: () => Promise<void> }>;
  /** Puts back what an allowed attempt changed that others share. */
  undo?(): Promise<void>;
}

type Prepared = Awaited<ReturnType<Attempt['prepare']>>;

/** SetPermissions on a new role holding `initial`; allowed, the role then holds what was asked. */
const settingPermissions =
  (initial: () => readonly string[], asked: () => readonly string[]) =>
  async (caller: Caller): Promise<Prepared> => {
    const role = await newRole(initial());
    const permissionNames = asked();
    return {
      send: () => send(caller, 'PUT', 'AdminRole/SetPermissions', { roleId: role.id, permissionNames }),
      check: async () => expect(await permissionsOf(role.id)).toEqual([...permissionNames].sort()),
    };
  };

/** SetMenus on a new role without permissions; allowed, the role then has entries of its own. */
const settingMenus =
  (ticked: () => number[]) =>
  async (caller: Caller): Promise<Prepared> => {
    const role = await newRole([]);
    return {
      send: () => send(caller, 'PUT', 'AdminRole/SetMenus', { roleId: role.id, menuIds: ticked() }),
      check: async () =>
        expect(await t.db.roleMenu.count({ where: { roleId: role.id, hidden: false } })).toBeGreaterThan(0),
    };
  };

/** An account made by `target`, then changed by `path` with `payload`; `check` reads it after an allowed one. */
const onAccount =
  (
    target: () => Promise<{ id: number }>,
    path: string,
    payload: (id: number) => object,
    check: (id: number) => Promise<void>,
  ) =>
  async (caller: Caller): Promise<Prepared> => {
    const { id } = await target();
    const method = path.endsWith('/Update') ? 'PUT' : 'POST';
    return { send: () => send(caller, method, path, payload(id)), check: () => check(id) };
  };

const updating = (target: () => Promise<{ id: number }>, changes: () => object, check: (id: number) => Promise<void>) =>
  onAccount(target, 'AdminMemEmber/Update', (id) => profile(id, changes()), check);
const rolesAre = (roleIds: () => number[]) => async (id: number) => expect(await rolesOf(id)).toEqual(roleIds());
const accountOf = (id: number) => t.db.user.findUniqueOrThrow({ where: { id } });
const givingAMember = (roleId: () => number) =>
  updating(
    aMember,
    () => ({ isAdmin: true, roleIds: [roleId()] }),
    rolesAre(() => [roleId()]),
  );
const emptyingRoles = (target: () => Promise<{ id: number }>) =>
  updating(
    target,
    () => ({ isAdmin: true, roleIds: [] }),
    rolesAre(() => []),
  );
const financeHolder = (isAdmin: boolean) => () =>
  createUser(t.db, { displayName: 'Target', isAdmin, roles: ['Finance'] });

const ATTEMPTS: Attempt[] = [
  {
    name: 'SetPermissions: every permission to their own role',
    needs: ROLE_EDITING,
    allowed: [],
    refusal: (caller) => (caller.name === 'owner' ? 'role.ownerFixed' : 'grants.notHeld'),
    status: (caller) => (caller.name === 'owner' ? 400 : undefined),
    prepare: async (caller) => ({
      send: () => send(caller, 'PUT', 'AdminRole/SetPermissions', { roleId: caller.roleId, permissionNames: ALL }),
    }),
  },
  {
    name: 'SetPermissions: every permission to another role',
    needs: ROLE_EDITING,
    allowed: ['owner'],
    refusal: 'grants.notHeld',
    prepare: settingPermissions(
      () => [PERMISSIONS.Dashboard],
      () => ALL,
    ),
  },
  {
    name: 'SetPermissions: orders and refunds to another role',
    needs: ROLE_EDITING,
    allowed: ['owner', 'role editor with orders'],
    refusal: 'grants.notHeld',
    prepare: settingPermissions(
      () => [PERMISSIONS.Dashboard],
      () => [PERMISSIONS.Dashboard, PERMISSIONS.Orders, PERMISSIONS.OrdersRefund],
    ),
  },
  {
    name: 'SetPermissions: takes every permission from another role',
    needs: ROLE_EDITING,
    allowed: ['owner', 'role editor only', 'role editor with orders'],
    refusal: 'grants.notHeld',
    prepare: settingPermissions(
      () => financePermissions,
      () => [],
    ),
  },
  {
    name: 'Create: a role with permissions and menus slipped into the body',
    needs: ROLE_EDITING,
    allowed: ['owner', 'role editor only', 'role editor with orders'],
    refusal: 'grants.notHeld',
    prepare: async (caller) => {
      const displayName = `Smuggled ${randomBytes(4).toString('hex')}`;
      const body = { displayName, permissionNames: ALL, permissions: ALL.map((name) => ({ name })), menuIds };
      const check = async () => {
        const role = await t.db.role.findFirstOrThrow({
          where: { displayName },
          include: { permissions: true, menus: true },
        });
        expect([role.permissions, role.menus]).toEqual([[], []]);
      };
      return { send: () => send(caller, 'POST', 'AdminRole/Create', body), check };
    },
  },
  {
    name: 'Update: renames the owner role',
    needs: ROLE_EDITING,
    allowed: ['owner'],
    refusal: 'grants.ownerRoleOnly',
    prepare: async (caller) => ({
      send: () => send(caller, 'PUT', 'AdminRole/Update', { id: ids.owner, displayName: 'Renamed owner' }),
      check: async () =>
        expect((await t.db.role.findUniqueOrThrow({ where: { id: ids.owner } })).displayName).toBe('Renamed owner'),
    }),
    undo: async () => {
      await t.db.role.update({ where: { id: ids.owner }, data: { displayName: ownerRoleName } });
    },
  },
  {
    name: 'SetMenus: every entry to their own role',
    needs: MENU_EDITING,
    allowed: ['owner'],
    refusal: 'grants.notHeld',
    prepare: async (caller) => ({
      send: () => send(caller, 'PUT', 'AdminRole/SetMenus', { roleId: caller.roleId, menuIds }),
    }),
  },
  {
    name: 'SetMenus: every entry to another role',
    needs: MENU_EDITING,
    allowed: ['owner'],
    refusal: 'grants.notHeld',
    prepare: settingMenus(() => menuIds),
  },
  {
    name: "SetMenus: the menu editor's own pages to another role",
    needs: MENU_EDITING,
    allowed: ['owner', 'menu editor only'],
    refusal: 'grants.notHeld',
    prepare: settingMenus(() => menuEditorsEntries),
  },
  {
    name: "SetMenus: hides every entry of the owner role's menu",
    needs: MENU_EDITING,
    allowed: ['owner'],
    refusal: 'grants.ownerRoleOnly',
    prepare: async (caller) => ({
      send: () => send(caller, 'PUT', 'AdminRole/SetMenus', { roleId: ids.owner, menuIds: [] }),
      check: async () =>
        expect(await t.db.roleMenu.count({ where: { roleId: ids.owner, hidden: true } })).toBeGreaterThan(0),
    }),
    undo: async () => {
      await t.db.roleMenu.deleteMany({ where: { roleId: ids.owner } });
    },
  },
  {
    name: 'Update: their own account gets every role',
    needs: USER_EDITING,
    allowed: [],
    refusal: (caller) => (caller.name === 'owner' ? 'grants.ownAccess' : 'grants.ownerOnly'),
    prepare: async (caller) => {
      const roleIds = [...new Set([caller.roleId, ids.owner, ids.finance, ids.editor, ids.moderator])];
      const payload = profile(caller.userId, { isAdmin: true, roleIds });
      return { send: () => send(caller, 'PUT', 'AdminMemEmber/Update', payload) };
    },
  },
  {
    name: 'Update: gives a member the owner role',
    needs: USER_EDITING,
    allowed: ['owner'],
    refusal: 'grants.ownerOnly',
    prepare: givingAMember(() => ids.owner),
  },
  {
    name: 'Update: gives a member the finance role',
    needs: USER_EDITING,
    allowed: ['owner', 'user editor with finance'],
    refusal: 'grants.notHeld',
    prepare: givingAMember(() => ids.finance),
  },
  {
    name: 'Update: turns on the admin access of a member who holds the finance role',
    needs: USER_EDITING,
    allowed: ['owner', 'user editor with finance'],
    refusal: 'grants.notHeld',
    prepare: updating(
      financeHolder(false),
      () => ({ isAdmin: true, roleIds: [ids.finance] }),
      async (id) => expect((await accountOf(id)).isAdmin).toBe(true),
    ),
  },
  {
    name: 'Update: takes the finance role from a finance admin',
    needs: USER_EDITING,
    allowed: ['owner', 'user editor only', 'user editor with finance'],
    refusal: 'grants.notHeld',
    prepare: emptyingRoles(financeHolder(true)),
  },
  {
    name: "Update: empties an owner's roles",
    needs: USER_EDITING,
    allowed: ['owner'],
    refusal: 'grants.ownerOnly',
    prepare: emptyingRoles(anOwner),
  },
  {
    name: "Update: corrects an owner's name",
    needs: USER_EDITING,
    allowed: ['owner'],
    refusal: 'grants.ownerOnly',
    prepare: updating(
      anOwner,
      () => ({ displayName: 'Renamed', isAdmin: true, roleIds: [ids.owner] }),
      async (id) => expect((await accountOf(id)).displayName).toBe('Renamed'),
    ),
  },
  {
    name: 'SetActive: suspends an owner',
    needs: USER_EDITING,
    allowed: ['owner'],
    refusal: 'grants.ownerOnly',
    prepare: onAccount(
      anOwner,
      'AdminMemEmber/SetActive',
      (id) => ({ id, isActive: false }),
      async (id) => expect((await accountOf(id)).isActive).toBe(false),
    ),
  },
  {
    name: 'SendPasswordReset: to an owner',
    needs: USER_EDITING,
    allowed: ['owner'],
    refusal: 'grants.ownerOnly',
    prepare: onAccount(
      anOwner,
      'AdminMemEmber/SendPasswordReset',
      (id) => ({ id }),
      async (id) => expect(await t.db.outboxMail.count({ where: { to: (await accountOf(id)).email } })).toBe(1),
    ),
  },
];

const refusalsBy = (caller: Caller) => t.db.auditLog.count({ where: { actorId: caller.userId, action: 'refused' } });
/** A message's fixed part: the text before its first placeholder. */
const opening = (key: MessageKey) => translate('en', key).split('{')[0]!;

describe('the escalation matrix', () => {
  for (const attempt of ATTEMPTS) {
    it(attempt.name, async () => {
      const wrong: string[] = [];
      for (const caller of callers) {
        const reaches = attempt.needs.every((permission) => caller.permissions.has(permission));
        const allowed = reaches && attempt.allowed.includes(caller.name);
        const { send: sendIt, check } = await attempt.prepare(caller);
        const before = await grantState(t);
        const refusals = await refusalsBy(caller);
        const response = await sendIt();
        const { message } = response.json().error ?? {};
        const label = `${caller.name}: ${response.statusCode} ${message ?? ''}`;
        if (allowed) {
          if (response.statusCode !== 200) wrong.push(`${label}, expected 200`);
          else await check?.();
          await attempt.undo?.();
          continue;
        }
        const key = typeof attempt.refusal === 'function' ? attempt.refusal(caller) : attempt.refusal;
        const status = (reaches && attempt.status?.(caller)) || 403;
        const expected = reaches ? opening(key) : translate('en', 'error.forbidden');
        if (response.statusCode !== status || !message?.startsWith(expected)) {
          wrong.push(`${label}, expected ${status} ${expected}`);
        }
        if (JSON.stringify(await grantState(t)) !== JSON.stringify(before))
          wrong.push(`${label}, and the database changed`);
        // Refused by a rule (not by the route): one more refusal in the audit trail.
        if ((await refusalsBy(caller)) !== refusals + (reaches ? 1 : 0))
          wrong.push(`${label}, refusal not audited once`);
      }
      expect(wrong).toEqual([]);
    });
  }
});

describe('the takeover the attack tried', () => {
  it('leaves a role editor and a user editor with what they were given', async () => {
    const [owner, rolesOnly, usersOnly] = ['owner', 'role editor only', 'user editor only'].map((name) =>
      callers.find((caller) => caller.name === name)!,
    );
    const paymentSettings = (caller: Caller) =>
      t.app.inject({ url: api('AdminPaymentSetting/Get'), headers: caller.headers });
    const everything = await send(rolesOnly!, 'PUT', 'AdminRole/SetPermissions', {
      roleId: rolesOnly!.roleId,
      permissionNames: ALL,
    });
    expect(everything.statusCode).toBe(403);
    expect((await paymentSettings(rolesOnly!)).statusCode).toBe(403);

    const selfOwner = profile(usersOnly!.userId, { isAdmin: true, roleIds: [usersOnly!.roleId, ids.owner] });
    expect((await send(usersOnly!, 'PUT', 'AdminMemEmber/Update', selfOwner)).statusCode).toBe(403);
    expect((await paymentSettings(usersOnly!)).statusCode).toBe(403);
    for (const [path, payload] of [
      ['AdminMemEmber/SetActive', { id: owner!.userId, isActive: false }],
      ['AdminMemEmber/SendPasswordReset', { id: owner!.userId }],
    ] as const) {
      expect((await send(usersOnly!, 'POST', path, payload)).statusCode, path).toBe(403);
    }
    const emptied = profile(owner!.userId, { isAdmin: true, roleIds: [] });
    expect((await send(usersOnly!, 'PUT', 'AdminMemEmber/Update', emptied)).statusCode).toBe(403);
    expect(await t.db.user.findUniqueOrThrow({ where: { id: owner!.userId }, include: { roles: true } })).toMatchObject(
      {
        isActive: true,
        roles: [{ roleId: ids.owner }],
      },
    );
    expect((await paymentSettings(owner!)).statusCode).toBe(200);
  });

  it('records a refusal with what was asked, and explains it in both languages', async () => {
    const rolesOnly = callers.find((caller) => caller.name === 'role editor only')!;
    const role = await newRole([PERMISSIONS.Dashboard]);
    const asked = [PERMISSIONS.Dashboard, PERMISSIONS.SettlementPay];
    const payload = { roleId: role.id, permissionNames: asked };
    const zh = await t.app.inject({
      method: 'PUT',
      url: api('AdminRole/SetPermissions'),
      headers: { ...rolesOnly.headers, ...culture('zh-TW') },
      payload,
    });
    expect(zh.statusCode).toBe(403);
    expect(zh.json().error).toMatchObject({ code: 'Forbidden', message: '您只能授與自己擁有的權限；您沒有：結算撥款' });
    const en = await send(rolesOnly, 'PUT', 'AdminRole/SetPermissions', payload);
    expect(en.json().error.message).toBe(
      'You can only grant permissions you hold yourself; you do not hold: Pay out settlements',
    );
    const trail = await t.db.auditLog.findMany({
      where: { actorId: rolesOnly.userId, entity: 'Role', entityId: String(role.id) },
      orderBy: { id: 'asc' },
    });
    expect(trail).toHaveLength(2);
    expect(trail[0]).toMatchObject({
      action: 'refused',
      route: 'PUT /api/services/app/AdminRole/SetPermissions',
      changes: {
        permissions: [[PERMISSIONS.Dashboard], [...asked].sort()],
        refusedBecause: [null, 'grants.notHeld'],
      },
    });
    // The trail stays append-only.
    await expect(t.db.auditLog.delete({ where: { id: trail[0]!.id } })).rejects.toThrow(/cannot be changed/);
  });

  it('lets a role editor take permissions from their own role, never add to it', async () => {
    const editor = await callerWith('own role editor', [...ROLE_EDITING, PERMISSIONS.Orders]);
    const orders = () => t.app.inject({ url: api('AdminOrder/GetAll'), headers: editor.headers });
    expect((await orders()).statusCode).toBe(200);
    const set = (permissionNames: string[]) =>
      send(editor, 'PUT', 'AdminRole/SetPermissions', { roleId: editor.roleId, permissionNames });
    expect((await set([...ROLE_EDITING, PERMISSIONS.Orders, PERMISSIONS.OrdersRefund])).statusCode).toBe(403);
    expect((await set([...ROLE_EDITING])).statusCode).toBe(200);
    expect((await orders()).statusCode).toBe(403);
    expect((await set([...ROLE_EDITING, PERMISSIONS.Orders])).statusCode).toBe(403);
    expect(await permissionsOf(editor.roleId)).toEqual([...ROLE_EDITING].sort());
  });
});
