import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { badRequest, conflict, notFound, RefusedChange } from '../../lib/errors.ts';
import { localized, type Culture } from '../../lib/i18n.ts';
import {
  PERMISSION_GROUP,
  PERMISSION_GROUPS,
  PERMISSIONS,
  type PermissionKey,
  type PermissionName,
} from '../../shared/domain/permissions.ts';
import { OWNER_ROLE } from '../../shared/domain/roles.ts';
import { refuseUnheld, refuseUnlessOwner, withGrantRules, type Tx } from '../../plugins/app/grant-rules.ts';
import { shownByPermission, showsMenu, type RoleMenuRules } from '../../shared/menu-visibility.ts';
import { page, type Paging } from '../../shared/paging.ts';
import type { Static } from 'typebox';
import type { RoleFields } from './schemas.ts';

const roleSelect = {
  id: true,
  name: true,
  displayName: true,
  displayNameEn: true,
  description: true,
  isStatic: true,
  _count: { select: { users: true, permissions: true } },
} as const;

type RoleRow = {
  id: number;
  name: string;
  displayName: string;
  displayNameEn: string;
  description: string | null;
  isStatic: boolean;
  _count: { users: number; permissions: number };
};

const roleView = ({ _count, ...role }: RoleRow) => ({
  ...role,
  isOwner: role.name === OWNER_ROLE,
  userCount: _count.users,
  permissionCount: _count.permissions,
});

export async function listRoles(app: FastifyInstance, query: Paging & { Keyword?: string }) {
  const keyword = query.Keyword?.trim();
  const where = keyword
    ? {
        OR: [
          { displayName: { contains: keyword, mode: 'insensitive' as const } },
          { displayNameEn: { contains: keyword, mode: 'insensitive' as const } },
        ],
      }
    : {};
  const result = await page(app.db.role, query, { where, select: roleSelect, orderBy: { id: 'asc' } });
  return { totalCount: result.totalCount, items: result.items.map(roleView) };
}

/** A role locked until the change ends: two edits of one role run one after the other. */
async function lockRole(tx: Tx, id: number) {
  const [role] = await tx.$queryRaw<{ name: string; displayName: string }[]>`
    SELECT name, "displayName" FROM "Role" WHERE id = ${id} FOR UPDATE`;
  if (!role) throw notFound('role.notFound');
  return role;
}

async function findRole(app: FastifyInstance, id: number) {
  const role = await app.db.role.findUnique({ where: { id }, select: roleSelect });
  if (!role) throw notFound('role.notFound');
  return role;
}

export async function getRole(app: FastifyInstance, id: number) {
  return roleView(await findRole(app, id));
}

export type RoleInput = Static<typeof RoleFields>;

const roleData = (input: RoleInput) => ({
  displayName: input.displayName.trim(),
  displayNameEn: input.displayNameEn?.trim() ?? '',
  description: input.description?.trim() || null,
});

/** Two roles with one name would be told apart by nobody. */
async function refuseTakenName(db: Pick<Tx, 'role'>, displayName: string, exceptId?: number) {
  const taken = await db.role.findFirst({
    where: { displayName: { equals: displayName, mode: 'insensitive' }, ...(exceptId && { id: { not: exceptId } }) },
    select: { id: true },
  });
  if (taken) throw conflict('role.nameTaken');
}

export async function createRole(app: FastifyInstance, input: RoleInput) {
  const data = roleData(input);
  await refuseTakenName(app.db, data.displayName);
  // The name is the stable key code refers to; admins only ever see display names.
  const role = await app.db.role.create({
    data: { ...data, name: `custom-${randomBytes(6).toString('hex')}` },
    select: roleSelect,
  });
  return roleView(role);
}

export async function updateRole(app: FastifyInstance, actorId: number, input: RoleInput & { id: number }) {
  const data = roleData(input);
  return withGrantRules(app, actorId, async (tx, granter) => {
    const role = await lockRole(tx, input.id);
    if (role.name === OWNER_ROLE) {
      const fields = { displayName: [role.displayName, data.displayName] as const };
      refuseUnlessOwner(granter, { entity: 'Role', entityId: input.id, fields }, 'grants.ownerRoleOnly');
    }
    await refuseTakenName(tx, data.displayName, input.id);
    return roleView(await tx.role.update({ where: { id: input.id }, data, select: roleSelect }));
  });
}

export async function deleteRole(app: FastifyInstance, id: number) {
  const role = await findRole(app, id);
  // The seeder brings built-in roles back on the next start, so deleting one would not last.
  if (role.isStatic || role.name === OWNER_ROLE) throw badRequest('role.builtInDelete');
  if (role._count.users > 0) throw badRequest('role.assigned', { count: role._count.users });
  // deleteMany with the count check: a user assigned in between keeps the role.
  const { count } = await app.db.role.deleteMany({ where: { id, users: { none: {} } } });
  if (count === 0) throw badRequest('role.assigned', { count: 1 });
}

const permissionKeyOf = new Map(
  (Object.keys(PERMISSIONS) as PermissionKey[]).map((key) => [PERMISSIONS[key] as string, key]),
);

/** The catalogue by group, each permission ticked when the role holds it. */
export async function rolePermissions(app: FastifyInstance, roleId: number, culture: Culture) {
  const role = await findRole(app, roleId);
  const [catalogue, held] = await Promise.all([
    app.db.permission.findMany(),
    app.db.rolePermission.findMany({ where: { roleId }, select: { permissionName: true } }),
  ]);
  const granted = new Set(held.map((row) => row.permissionName));
  const order = Object.values(PERMISSIONS) as string[];
  const known = catalogue
    .filter((row) => permissionKeyOf.has(row.name))
    .sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
  const groups = PERMISSION_GROUPS.map((group) => ({
    group,
    permissions: known
      .filter((row) => PERMISSION_GROUP[permissionKeyOf.get(row.name)!] === group)
      .map((row) => ({
        name: row.name,
        displayName: localized(culture, row.displayName, row.displayNameEn),
        parentName: row.parentName,
        granted: granted.has(row.name),
      })),
  })).filter((group) => group.permissions.length > 0);
  return { roleId, fixed: role.name === OWNER_ROLE, groups };
}

/**
 * Sets a role's permissions (not the owner's). Only what changes is written; an added permission
 * must be the caller's own (decisions/059), which also keeps a role its caller holds from growing.
 */
export async function setRolePermissions(
  app: FastifyInstance,
  actorId: number,
  roleId: number,
  names: readonly PermissionName[],
) {
  await withGrantRules(app, actorId, async (tx, granter) => {
    const role = await lockRole(tx, roleId);
    const held = await tx.rolePermission.findMany({ where: { roleId }, select: { permissionName: true } });
    const current: string[] = held.map((row) => row.permissionName).sort();
    const fields = { permissions: [current, [...names].sort()] as const };
    const attempt = { entity: 'Role', entityId: roleId, fields };
    // The owner keeps every permission, so someone can always edit roles and users.
    if (role.name === OWNER_ROLE) throw new RefusedChange('BadRequest', 'role.ownerFixed', attempt);
    const added = names.filter((name) => !current.includes(name));
    await refuseUnheld(tx, granter, added, attempt);
    const removed = current.filter((name) => !(names as readonly string[]).includes(name));
    await tx.rolePermission.deleteMany({ where: { roleId, permissionName: { in: removed } } });
    await tx.rolePermission.createMany({ data: added.map((permissionName) => ({ roleId, permissionName })) });
  });
}

/**
 * Every back-office menu entry, ticked when it is in the role's menu, marked when the role's
 * permissions show it without a decision of the menu editor.
 */
export async function roleMenus(app: FastifyInstance, roleId: number, culture: Culture) {
  await findRole(app, roleId);
  const [menus, role] = await Promise.all([
    app.db.menu.findMany({ orderBy: [{ sort: 'asc' }, { id: 'asc' }] }),
    roleMenuRules(app.db, roleId),
  ]);
  return {
    roleId,
    menus: menus.map((menu) => ({
      id: menu.id,
      parentId: menu.parentId,
      title: localized(culture, menu.title, menu.titleEn),
      path: menu.path,
      granted: showsMenu(role, menu),
      byPermission: shownByPermission(role, menu),
    })),
  };
}

async function roleMenuRules(db: Pick<Tx, 'rolePermission' | 'roleMenu'>, roleId: number): Promise<RoleMenuRules> {
  const [permissions, menus] = await Promise.all([
    db.rolePermission.findMany({ where: { roleId }, select: { permissionName: true } }),
    db.roleMenu.findMany({ where: { roleId }, select: { menuId: true, hidden: true } }),
  ]);
  return { permissions, menus };
}

/**
 * Makes the role's menu exactly the ticked entries: an entry its permissions do not show is
 * granted, an unticked entry they would show is hidden; every other entry follows the permissions.
 * An entry opens a page: newly granted, it needs the page's permission from the caller (decisions/059).
 */
export async function setRoleMenus(app: FastifyInstance, actorId: number, roleId: number, menuIds: readonly number[]) {
  await withGrantRules(app, actorId, async (tx, granter) => {
    const role = await lockRole(tx, roleId);
    const [menus, rules] = await Promise.all([tx.menu.findMany(), roleMenuRules(tx, roleId)]);
    const ticked = new Set(menuIds);
    if (menuIds.some((id) => !menus.some((menu) => menu.id === id))) throw badRequest('role.unknownMenu');
    const shown = menus.filter((menu) => showsMenu(rules, menu)).map((menu) => menu.id);
    const attempt = {
      entity: 'Role',
      entityId: roleId,
      fields: { menuIds: [shown, [...menuIds].sort((a, b) => a - b)] as const },
    };
    if (role.name === OWNER_ROLE) refuseUnlessOwner(granter, attempt, 'grants.ownerRoleOnly');
    const opened = menus.filter(
      (menu) => ticked.has(menu.id) && !showsMenu(rules, menu) && !shownByPermission(rules, menu),
    );
    await refuseUnheld(
      tx,
      granter,
      opened.map((menu) => menu.permissionName!),
      attempt,
    );
    const decisions = menus
      .filter((menu) => ticked.has(menu.id) !== shownByPermission(rules, menu))
      .map((menu) => ({ roleId, menuId: menu.id, hidden: !ticked.has(menu.id) }));
    await tx.roleMenu.deleteMany({ where: { roleId } });
    await tx.roleMenu.createMany({ data: decisions });
  });
}

export async function roleUsers(app: FastifyInstance, query: Paging & { roleId: number }) {
  await findRole(app, query.roleId);
  return page(app.db.user, query, {
    where: { roles: { some: { roleId: query.roleId } } },
    select: { id: true, displayName: true, email: true, isActive: true },
    orderBy: { id: 'asc' },
  });
}
