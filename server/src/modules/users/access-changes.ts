import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import type { Prisma } from '../../generated/prisma/client.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { OWNER_ROLE } from '../../shared/domain/roles.ts';
import { PERMISSIONS } from '../../shared/domain/permissions.ts';
import type { SetActiveBody, UpdateUserBody } from './schemas.ts';

// Changes to who may run the back office, with the guards that keep it runnable: the last active
// owner stays one, and an administrator cannot suspend themselves or take away their own right
// to manage users.

type Tx = Prisma.TransactionClient;

/** What decides whether an account opens the back office, and with which roles. */
interface Standing {
  isAdmin: boolean;
  isActive: boolean;
  roleIds: readonly number[];
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

async function canManageUsers(tx: Tx, standing: Standing) {
  if (!standing.isAdmin || !standing.isActive) return false;
  const granted = await tx.rolePermission.findMany({
    where: { roleId: { in: [...standing.roleIds] }, permissionName: { in: MANAGE_USERS } },
    distinct: ['permissionName'],
    select: { permissionName: true },
  });
  return granted.length === MANAGE_USERS.length;
}

async function checkGuards(tx: Tx, actorId: number, userId: number, before: Standing, after: Standing) {
  const ownerRoleId = await lockOwnerRole(tx);
  const losesOwner = isOwner(before, ownerRoleId) && !isOwner(after, ownerRoleId);
  if (actorId === userId) {
    if (!after.isActive) throw badRequest('users.cannotSuspendSelf');
    if (losesOwner || !(await canManageUsers(tx, after))) throw badRequest('users.cannotLockOutSelf');
  }
  if (losesOwner) {
    const otherOwners = await tx.user.count({
      where: { id: { not: userId }, isAdmin: true, isActive: true, roles: { some: { roleId: ownerRoleId! } } },
    });
    if (otherOwners === 0) throw badRequest('users.lastOwner');
  }
}

async function standingOf(tx: Tx, userId: number): Promise<Standing> {
  const user = await tx.user.findUnique({
    where: { id: userId },
    select: { isAdmin: true, isActive: true, roles: { select: { roleId: true } } },
  });
  if (!user) throw notFound('users.notFound');
  return { isAdmin: user.isAdmin, isActive: user.isActive, roleIds: user.roles.map((role) => role.roleId) };
}

/** Corrects the profile and sets the back-office access (admin flag, roles) of a user. */
export async function updateUser(app: FastifyInstance, actorId: number, body: Static<typeof UpdateUserBody>) {
  const { id, displayName, phone, isAdmin, roleIds } = body;
  await app.db.$transaction(async (tx) => {
    const before = await standingOf(tx, id);
    if ((await tx.role.count({ where: { id: { in: roleIds } } })) !== roleIds.length) {
      throw badRequest('users.unknownRole');
    }
    await checkGuards(tx, actorId, id, before, { ...before, isAdmin, roleIds });
    await tx.user.update({
      where: { id },
      data: {
        displayName: displayName.trim(),
        phone: phone?.trim() || null,
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
  await app.db.$transaction(async (tx) => {
    const before = await standingOf(tx, id);
    await checkGuards(tx, actorId, id, before, { ...before, isActive });
    await tx.user.update({
      where: { id },
      data: { isActive, ...(!isActive && { tokenVersion: { increment: 1 } }) },
    });
  });
}
