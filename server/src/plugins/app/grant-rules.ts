import type { FastifyInstance } from 'fastify';
import type { Prisma } from '../../generated/prisma/client.ts';
import { RefusedChange, type RefusedAttempt } from '../../lib/errors.ts';
import { recordRefusal } from '../../infra/audit-trail.ts';
import { OWNER_ROLE } from '../../shared/domain/roles.ts';

// Who may grant what (decisions/059). Every change that can give someone a permission, a role or a
// menu entry runs through withGrantRules: the caller's standing is read in the change's own
// transaction, and a refusal is recorded in the audit trail after that transaction rolled back.

export type Tx = Prisma.TransactionClient;

/** The admin making a change, as the database holds them at that moment. */
export interface Granter {
  id: number;
  /** Holds the owner role (an admin route's caller is an active admin). */
  isOwner: boolean;
  roleIds: ReadonlySet<number>;
  permissions: ReadonlySet<string>;
}

async function granterOf(tx: Tx, userId: number): Promise<Granter> {
  const [roles, permissions] = await Promise.all([
    tx.role.findMany({ where: { users: { some: { userId } } }, select: { id: true, name: true } }),
    tx.rolePermission.findMany({
      where: { role: { users: { some: { userId } } } },
      distinct: ['permissionName'],
      select: { permissionName: true },
    }),
  ]);
  return {
    id: userId,
    isOwner: roles.some((role) => role.name === OWNER_ROLE),
    roleIds: new Set(roles.map((role) => role.id)),
    permissions: new Set(permissions.map((row) => row.permissionName)),
  };
}

/** Runs a change in one transaction under the grant rules; a refused one is audited, then answered. */
export async function withGrantRules<T>(
  app: FastifyInstance,
  actorId: number,
  change: (tx: Tx, granter: Granter) => Promise<T>,
): Promise<T> {
  try {
    return await app.db.$transaction(async (tx) => change(tx, await granterOf(tx, actorId)));
  } catch (error) {
    if (error instanceof RefusedChange) await recordRefusal(app.db, error);
    throw error;
  }
}

/** Only an owner touches the owner role or an owner's account. */
export function refuseUnlessOwner(
  granter: Granter,
  attempt: RefusedAttempt,
  key: 'grants.ownerOnly' | 'grants.ownerRoleOnly' = 'grants.ownerOnly',
) {
  if (!granter.isOwner) throw new RefusedChange('Forbidden', key, attempt);
}

/** A caller grants only permissions it holds itself; the refusal names the others in both languages. */
export async function refuseUnheld(tx: Tx, granter: Granter, granted: Iterable<string>, attempt: RefusedAttempt) {
  // The owner role holds every permission by definition (decisions/029).
  if (granter.isOwner) return;
  const unheld = [...new Set(granted)].filter((name) => !granter.permissions.has(name));
  if (unheld.length === 0) return;
  const labels = await tx.permission.findMany({
    where: { name: { in: unheld } },
    select: { displayName: true, displayNameEn: true },
    orderBy: { name: 'asc' },
  });
  const permissions = {
    'zh-TW': labels.map((label) => label.displayName).join('、'),
    en: labels.map((label) => label.displayNameEn || label.displayName).join(', '),
  };
  throw new RefusedChange('Forbidden', 'grants.notHeld', attempt, { permissions });
}
