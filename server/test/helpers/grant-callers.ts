import { randomBytes } from 'node:crypto';
import { bearer, createUser, culture, loginToken } from './factories.ts';
import type { TestApp } from './test-app.ts';

// Signed-in admins for the grant rules' tests (decisions/059), each knowing their own account, their
// role and what it holds, and the state a grant could change.

export interface Caller {
  name: string;
  /** Bearer token and the English culture, so refusals can be read. */
  headers: Record<string, string>;
  userId: number;
  /** The role this caller holds (the owner role for the owner). */
  roleId: number;
  permissions: ReadonlySet<string>;
}

/** A new role holding exactly these permissions. */
export function roleHolding(t: TestApp, permissionNames: readonly string[]) {
  return t.db.role.create({
    data: {
      name: `grants-${randomBytes(4).toString('hex')}`,
      displayName: `Grants ${randomBytes(4).toString('hex')}`,
      permissions: { create: permissionNames.map((permissionName) => ({ permissionName })) },
    },
  });
}

/** An admin whose only role is `roleName` (which holds `permissions`), signed in. */
export async function adminHolding(
  t: TestApp,
  name: string,
  roleName: string,
  permissions: readonly string[],
): Promise<Caller> {
  const user = await createUser(t.db, { isAdmin: true, roles: [roleName] });
  return {
    name,
    headers: { ...bearer(await loginToken(t.app, user.email, user.password)), ...culture('en') },
    userId: user.id,
    roleId: (await t.db.role.findUniqueOrThrow({ where: { name: roleName } })).id,
    permissions: new Set(permissions),
  };
}

/** An admin whose only role, made for them, holds exactly these permissions. */
export async function adminWith(t: TestApp, name: string, permissions: readonly string[]) {
  return adminHolding(t, name, (await roleHolding(t, permissions)).name, permissions);
}

/** Everything a grant could change: accounts, their roles, roles, their permissions and menus, reset links. */
export async function grantState(t: TestApp) {
  const [users, userRoles, roles, permissions, menus, resetTokens, mails] = await Promise.all([
    t.db.user.findMany({
      orderBy: { id: 'asc' },
      select: { id: true, displayName: true, phone: true, isAdmin: true, isActive: true, tokenVersion: true },
    }),
    t.db.userRole.findMany({ orderBy: [{ userId: 'asc' }, { roleId: 'asc' }] }),
    t.db.role.findMany({ orderBy: { id: 'asc' } }),
    t.db.rolePermission.findMany({ orderBy: [{ roleId: 'asc' }, { permissionName: 'asc' }] }),
    t.db.roleMenu.findMany({ orderBy: [{ roleId: 'asc' }, { menuId: 'asc' }] }),
    t.db.passwordResetToken.count(),
    t.db.outboxMail.count(),
  ]);
  return { users, userRoles, roles, permissions, menus, resetTokens, mails };
}
