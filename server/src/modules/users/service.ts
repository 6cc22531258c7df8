import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import type { Prisma } from '../../generated/prisma/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { BLOCKED_PHOTOGRAPHER, isBlockedPhotographer } from '../../shared/domain/photographer-status.ts';
import { page, type Paging } from '../../shared/paging.ts';
import { mailPasswordResetLink } from '../../shared/password-reset.ts';
import type {
  PhotographerOptionsQuery,
  PhotographerStatus,
  UserDetail,
  UserListItem,
  UserListQuery,
} from './schemas.ts';

type Status = Static<typeof PhotographerStatus>;

/** Orders listed on a user's page (all are counted). */
const LATEST_ORDERS = 10;
const PENDING = 'pending';

const pendingApplication = { photographerApplications: { some: { status: PENDING } } };

const whereStatus: Record<Status, Prisma.UserWhereInput> = {
  none: { photographerAuth: false, NOT: pendingApplication },
  pending: { photographerAuth: false, ...pendingApplication },
  approved: { photographerAuth: true, NOT: { photographerAuthStatus: BLOCKED_PHOTOGRAPHER } },
  blocked: { photographerAuth: true, photographerAuthStatus: BLOCKED_PHOTOGRAPHER },
};

/** A role as the user pages name it, in both languages (the English back office shows displayNameEn). */
const roleRef = { id: true, name: true, displayName: true, displayNameEn: true } satisfies Prisma.RoleSelect;

const listed = {
  roles: { select: { role: { select: roleRef } }, orderBy: { roleId: 'asc' } },
  photographerApplications: { where: { status: PENDING }, select: { id: true }, take: 1 },
} satisfies Prisma.UserInclude;

type ListedUser = Prisma.UserGetPayload<{ include: typeof listed }>;

function photographerStatusOf(user: ListedUser): Status {
  if (user.photographerAuth) return isBlockedPhotographer(user.photographerAuthStatus) ? 'blocked' : 'approved';
  return user.photographerApplications.length > 0 ? 'pending' : 'none';
}

function toListItem(user: ListedUser): Static<typeof UserListItem> {
  return {
    id: user.id,
    email: user.email,
    displayName: user.displayName,
    phone: user.phone,
    isAdmin: user.isAdmin,
    isActive: user.isActive,
    photographerStatus: photographerStatusOf(user),
    roles: user.roles.map(({ role }) => role),
    createdAt: user.createdAt.toISOString(),
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
  };
}

export async function listUsers(
  app: FastifyInstance,
  query: Paging & Omit<Static<typeof UserListQuery>, keyof Paging>,
) {
  const keyword = query.keyword?.trim();
  const contains = { contains: keyword, mode: 'insensitive' as const };
  const where: Prisma.UserWhereInput = {
    AND: [
      keyword ? { OR: [{ email: contains }, { displayName: contains }, { phone: contains }] } : {},
      query.roleId ? { roles: { some: { roleId: query.roleId } } } : {},
      query.photographerStatus ? whereStatus[query.photographerStatus] : {},
      query.suspended === undefined ? {} : { isActive: !query.suspended },
    ],
  };
  const rows = await page(app.db.user, query, { where, include: listed, orderBy: { id: 'desc' } });
  return { ...rows, items: rows.items.map(toListItem) };
}

/** Photographers (blocked ones too: their past albums and sign-ups stay searchable), by display name. */
export function photographerOptions(
  app: FastifyInstance,
  query: Paging & Omit<Static<typeof PhotographerOptionsQuery>, keyof Paging>,
) {
  const keyword = query.keyword?.trim();
  const where: Prisma.UserWhereInput = {
    photographerAuth: true,
    ...(keyword && { displayName: { contains: keyword, mode: 'insensitive' } }),
  };
  return page(app.db.user, query, { where, select: { id: true, displayName: true }, orderBy: { id: 'desc' } });
}

export async function userDetail(app: FastifyInstance, id: number): Promise<Static<typeof UserDetail>> {
  const [user, latestApplication, orderCount, orders] = await Promise.all([
    app.db.user.findUnique({ where: { id }, include: listed }),
    app.db.photographerApplication.findFirst({
      where: { userId: id },
      orderBy: { id: 'desc' },
      select: { id: true, status: true },
    }),
    app.db.order.count({ where: { userId: id } }),
    app.db.order.findMany({
      where: { userId: id },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: LATEST_ORDERS,
      select: { id: true, merchantTradeNo: true, status: true, totalAmount: true, itemCount: true, createdAt: true },
    }),
  ]);
  if (!user) throw notFound('users.notFound');
  return {
    ...toListItem(user),
    locale: user.locale,
    photographerAuth: user.photographerAuth,
    photographerAuthStatus: user.photographerAuthStatus,
    latestApplication,
    orders: {
      totalCount: orderCount,
      items: orders.map((order) => ({ ...order, createdAt: order.createdAt.toISOString() })),
    },
  };
}

/** Every role, for the list's filter and the user's role choice. */
export function roleOptions(app: FastifyInstance) {
  return app.db.role.findMany({ select: roleRef, orderBy: { id: 'asc' } });
}

/** Mails the member the same one-time reset link the public form sends, in the member's language. */
export async function sendPasswordReset(app: FastifyInstance, id: number) {
  const user = await app.db.user.findUnique({ where: { id } });
  if (!user) throw notFound('users.notFound');
  if (!user.isActive) throw new AppError('Conflict', 'users.resetSuspended');
  await mailPasswordResetLink(app, user, user.locale === 'en' ? 'en' : 'zh-TW');
}
