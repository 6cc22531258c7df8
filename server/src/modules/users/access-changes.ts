import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { badRequest, notFound, RefusedChange, type RefusedAttempt } from '../../lib/errors.ts';
import type { MessageKey } from '../../lib/i18n.ts';
import {
  refuseUnheld,
  refuseUnlessOwner,
  withGrantRules,
  type Granter,
  type Tx,
} from '../../plugins/app/grant-rules.ts';
import { OWNER_ROLE } from '../../shared/domain/roles.ts';
import { PERMISSIONS } from '../../shared/domain/permissions.ts';
import type { SetActiveBody, UpdateUserBody } from './schemas.ts';

// Changes to who may run the back office. The guards that keep it runnable come first: the last
// active owner stays one, and an administrator cannot suspend themselves or take away their own
// right to manage users. Then the grant rules (decisions/059): only an owner touches an owner's
// account or the owner role, nobody changes their own roles or admin flag, and a role is given
// only by someone holding all its permissions.

/** What decides whether an account opens the back office, and with which roles. */
interface Standing {
  isAdmin: boolean;
  isActive: boolean;
  roleIds: readonly number[];
}

interface Account extends Standing {
  displayName: string;
  phone: string | null;
}

const MANAGE_USERS = [PERMISSIONS.Users, PERMISSIONS.UsersEdit];

/**
 * The owner role's id, its row locked until the transaction ends: changes that could take away
 * an owner run one at a time, so two of them cannot each remove "the other" last owner.
 */
async function lockOwnerRole(tx: Tx): Promise<number | null> {
  const [row] = await tx.$queryRaw<{ id: number }[]>`
    SELECT id FROM "Role" WHERE name = ${OWNER_ROLE} AND "isStatic" FOR UPDATE`;
  return row?.id ?? null;
}

const isOwner = (standing: Standing, ownerRoleId: number | null) =>
  ownerRoleId !== null && standing.isAdmin && standing.isActive && standing.roleIds.includes(ownerRoleId);

/** The roles whose permissions the account gains: new ones, and all of them when its access comes on. */
function rolesGranted(before: Standing, after: Standing): number[] {
  const opens = (standing: Standing) => standing.isAdmin && standing.isActive;
  return after.roleIds.filter((id) => !before.roleIds.includes(id) || (opens(after) && !opens(before)));
}

const sameRoles = (a: Standing, b: Standing) =>
  a.roleIds.length === b.roleIds.length && a.roleIds.every((id) => b.roleIds.includes(id));

async function canManageUsers(tx: Tx, standing: Standing) {
  if (!standing.isAdmin || !standing.isActive) return false;
  const granted = await tx.rolePermission.findMany({
    where: { roleId: { in: [...standing.roleIds] }, permissionName: { in: MANAGE_USERS } },
    distinct: ['permissionName'],
    select: { permissionName: true },
  });
  return granted.length === MANAGE_USERS.length;
}

async function permissionsOf(tx: Tx, roleIds: readonly number[]) {
  if (roleIds.length === 0) return [];
  const rows = await tx.rolePermission.findMany({
    where: { roleId: { in: [...roleIds] } },
    distinct: ['permissionName'],
    select: { permissionName: true },
  });
  return rows.map((row) => row.permissionName);
}

/** The fields a change would alter, as the audit trail records a refused one. */
function attemptOn(userId: number, before: Account, after: Account): RefusedAttempt {
  const fields: RefusedAttempt['fields'] = {};
  for (const field of Object.keys(after) as (keyof Account)[]) {
    const [was, asked] = [before[field], after[field]];
    const sorted = (value: unknown) => (Array.isArray(value) ? [...value].sort((a, b) => a - b) : value);
    if (JSON.stringify(sorted(was)) !== JSON.stringify(sorted(asked))) fields[field] = [sorted(was), sorted(asked)];
  }
  return { entity: 'User', entityId: userId, fields };
}

async function checkRules(tx: Tx, granter: Granter, userId: number, before: Account, after: Account) {
  const attempt = attemptOn(userId, before, after);
  const refuse = (key: MessageKey) => new RefusedChange('BadRequest', key, attempt);
  const ownerRoleId = await lockOwnerRole(tx);
  const losesOwner = isOwner(before, ownerRoleId) && !isOwner(after, ownerRoleId);
  const own = granter.id === userId;
  if (own) {
    if (!after.isActive) throw refuse('users.cannotSuspendSelf');
    if (losesOwner || !(await canManageUsers(tx, after))) throw refuse('users.cannotLockOutSelf');
  }
  if (losesOwner) {
    const otherOwners = await tx.user.count({
      where: { id: { not: userId }, isAdmin: true, isActive: true, roles: { some: { roleId: ownerRoleId! } } },
    });
    if (otherOwners === 0) throw refuse('users.lastOwner');
  }
  const holdsOwnerRole = (standing: Standing) => ownerRoleId !== null && standing.roleIds.includes(ownerRoleId);
  if (holdsOwnerRole(before) || holdsOwnerRole(after)) refuseUnlessOwner(granter, attempt);
  if (own && (before.isAdmin !== after.isAdmin || !sameRoles(before, after))) {
    throw new RefusedChange('Forbidden', 'grants.ownAccess', attempt);
  }
  await refuseUnheld(tx, granter, await permissionsOf(tx, rolesGranted(before, after)), attempt);
}

async function accountOf(tx: Tx, userId: number): Promise<Account> {
  const user = await tx.user.findUnique({
    where: { id: userId },
    select: { displayName: true, phone: true, isAdmin: true, isActive: true, roles: { select: { roleId: true } } },
  });
  if (!user) throw notFound('users.notFound');
  const { roles, ...fields } = user;
  return { ...fields, roleIds: roles.map((role) => role.roleId) };
}

/** Corrects the profile and sets the back-office access (admin flag, roles) of a user. */
export async function updateUser(app: FastifyInstance, actorId: number, body: Static<typeof UpdateUserBody>) {
  const { id, displayName, phone, isAdmin, roleIds } = body;
  await withGrantRules(app, actorId, async (tx, granter) => {
    const before = await accountOf(tx, id);
    if ((await tx.role.count({ where: { id: { in: roleIds } } })) !== roleIds.length) {
      throw badRequest('users.unknownRole');
    }
    const after = { ...before, displayName: displayName.trim(), phone: phone?.trim() || null, isAdmin, roleIds };
    await checkRules(tx, granter, id, before, after);
    await tx.user.update({
      where: { id },
      data: {
        displayName: after.displayName,
        phone: after.phone,
        isAdmin,
        roles: { deleteMany: {}, create: roleIds.map((roleId) => ({ roleId })) },
      },
    });
  });
}

/**
 * Suspends or restores an account. Suspending also retires every token the account holds, so a
 * session does not outlive it: each request answers the suspended message (605) at once.
 */
export async function setActive(app: FastifyInstance, actorId: number, { id, isActive }: Static<typeof SetActiveBody>) {
  await withGrantRules(app, actorId, async (tx, granter) => {
    const before = await accountOf(tx, id);
    await checkRules(tx, granter, id, before, { ...before, isActive });
    await tx.user.update({
      where: { id },
      data: { isActive, ...(!isActive && { tokenVersion: { increment: 1 } }) },
    });
  });
}

/** An owner's password reset link is sent only by an owner. */
export async function refuseOwnerResetUnlessOwner(app: FastifyInstance, actorId: number, userId: number) {
  await withGrantRules(app, actorId, async (tx, granter) => {
    const ownsSite = await tx.userRole.count({ where: { userId, role: { name: OWNER_ROLE } } });
    if (ownsSite > 0) {
      refuseUnlessOwner(granter, { entity: 'User', entityId: userId, fields: { passwordReset: [null, 'sent'] } });
    }
  });
}
