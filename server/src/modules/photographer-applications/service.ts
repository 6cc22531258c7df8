import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import type { Prisma } from '../../generated/prisma/client.ts';
import { AppError, badRequest, conflict } from '../../lib/errors.ts';
import { translate, type Culture } from '../../lib/i18n.ts';
import { commonTitles } from '../../shared/common-types.ts';
import { raiseNotification } from '../../shared/notifications.ts';
import { page, type Paging } from '../../shared/paging.ts';
import { COMMON_TYPE_REGION_CITY } from '../../shared/domain/common-types.ts';
import { portfolioLink, type ApplicationForm } from './form.ts';
import { removeSamples, sampleLinks, storeSamples } from './samples.ts';
import type { ApplicationListItem, ApplicationListQuery, DecisionBody } from './schemas.ts';

// Becoming a photographer: a member applies (one open application at a time), an admin approves
// or rejects it with a reason, and the member is told by e-mail.

type Status = Static<typeof ApplicationListItem>['status'];
const PENDING: Status = 'pending';

async function checkCity(app: FastifyInstance, cityId: number) {
  const city = await app.db.commonType.findUnique({ where: { id: cityId }, select: { typeT: true } });
  if (city?.typeT !== COMMON_TYPE_REGION_CITY) throw badRequest('application.cityInvalid');
}

/** Why this member may not apply now, if they may not. */
async function refusalToApply(db: Prisma.TransactionClient, userId: number) {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { photographerAuth: true } });
  if (user.photographerAuth) return conflict('application.alreadyPhotographer');
  const open = await db.photographerApplication.count({ where: { userId, status: PENDING } });
  return open > 0 ? conflict('application.pendingExists') : undefined;
}

export async function apply(app: FastifyInstance, userId: number, { fields, samples }: ApplicationForm) {
  if (!fields.agreeTerms) throw badRequest('application.termsRequired');
  const portfolioUrl = portfolioLink(fields.portfolioUrl);
  await checkCity(app, fields.cityId);
  // Checked before the samples are stored (most refusals write nothing), and again under the lock.
  const early = await refusalToApply(app.db, userId);
  if (early) throw early;

  const sampleKeys = await storeSamples(app, userId, samples);
  try {
    return await app.db.$transaction(async (tx) => {
      // Two submits at once queue here: the second sees the first one's application.
      await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${userId} FOR UPDATE`;
      const refusal = await refusalToApply(tx, userId);
      if (refusal) throw refusal;
      const application = await tx.photographerApplication.create({
        data: {
          userId,
          displayName: fields.displayName.trim(),
          realName: fields.realName.trim(),
          phone: fields.phone.trim(),
          cityId: fields.cityId,
          introduction: fields.introduction.trim(),
          portfolioUrl,
          sampleKeys,
          termsAcceptedAt: new Date(),
        },
      });
      await raiseNotification(tx, {
        kind: 'applicationSubmitted',
        message: 'notification.applyPhotographer',
        params: { name: application.displayName },
        link: `/admin/ApplicationDetails/${application.id}`,
        entityId: application.id,
      });
      return { id: application.id };
    });
  } catch (error) {
    await removeSamples(app, sampleKeys);
    throw error;
  }
}

export async function myLatestApplication(app: FastifyInstance, userId: number) {
  const latest = await app.db.photographerApplication.findFirst({
    where: { userId },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });
  if (!latest) return null;
  return {
    id: latest.id,
    status: latest.status as Status,
    reason: latest.status === 'rejected' ? latest.reviewNote : null,
    createdAt: latest.createdAt.toISOString(),
    reviewedAt: latest.reviewedAt?.toISOString() ?? null,
    displayName: latest.displayName,
    sampleUrls: sampleLinks(app, latest.sampleKeys),
  };
}

const withUser = { user: { select: { email: true } } } as const;
type ListedRow = Prisma.PhotographerApplicationGetPayload<{ include: typeof withUser }>;

function toListItem(row: ListedRow, cities: Map<number, string>): Static<typeof ApplicationListItem> {
  return {
    id: row.id,
    userId: row.userId,
    displayName: row.displayName,
    realName: row.realName,
    email: row.user.email,
    phone: row.phone,
    city: row.cityId === null ? null : (cities.get(row.cityId) ?? null),
    status: row.status as Status,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

export async function listApplications(
  app: FastifyInstance,
  culture: Culture,
  query: Paging & Pick<Static<typeof ApplicationListQuery>, 'status' | 'keyword'>,
) {
  const keyword = query.keyword?.trim();
  const contains = { contains: keyword, mode: 'insensitive' as const };
  const where: Prisma.PhotographerApplicationWhereInput = {
    ...(query.status && { status: query.status }),
    ...(keyword && {
      OR: [{ displayName: contains }, { realName: contains }, { phone: contains }, { user: { email: contains } }],
    }),
  };
  const rows = await page(app.db.photographerApplication, query, {
    where,
    include: withUser,
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });
  const cities = await commonTitles(
    app,
    culture,
    rows.items.map((row) => row.cityId),
  );
  return { ...rows, items: rows.items.map((row) => toListItem(row, cities)) };
}

export async function applicationDetail(app: FastifyInstance, culture: Culture, id: number) {
  const row = await app.db.photographerApplication.findUnique({
    where: { id },
    include: {
      user: {
        select: {
          email: true,
          displayName: true,
          createdAt: true,
          photographerAuth: true,
          photographerAuthStatus: true,
          isActive: true,
        },
      },
      reviewer: { select: { displayName: true } },
    },
  });
  if (!row) throw new AppError('NotFound', 'application.notFound');
  const cities = await commonTitles(app, culture, [row.cityId]);
  const { user } = row;
  return {
    ...toListItem(row, cities),
    cityId: row.cityId,
    introduction: row.introduction,
    portfolioUrl: row.portfolioUrl,
    sampleUrls: sampleLinks(app, row.sampleKeys),
    termsAcceptedAt: row.termsAcceptedAt.toISOString(),
    reviewNote: row.reviewNote,
    reviewerName: row.reviewer?.displayName ?? null,
    account: {
      email: user.email,
      displayName: user.displayName,
      since: user.createdAt.toISOString(),
      photographerAuth: user.photographerAuth,
      photographerAuthStatus: user.photographerAuthStatus,
      isActive: user.isActive,
    },
  };
}

/**
 * Approves or rejects a pending application. Approval makes the member a photographer at once
 * (every request loads the user afresh) under the display name they applied with, and fills in
 * the account's phone when it has none. Either way the applicant is mailed in their language.
 */
export async function decide(app: FastifyInstance, reviewerId: number, input: Static<typeof DecisionBody>) {
  const reason = input.reason?.trim() ?? '';
  if (!input.approve && !reason) throw badRequest('application.reasonRequired');
  const application = await app.db.photographerApplication.findUnique({
    where: { id: input.id },
    include: { user: { select: { email: true, locale: true, phone: true } } },
  });
  if (!application) throw new AppError('NotFound', 'application.notFound');
  const status: Status = input.approve ? 'approved' : 'rejected';
  await app.db.$transaction(async (tx) => {
    // Only a still-pending row changes: two reviewers deciding at once cannot both win.
    const decided = await tx.photographerApplication.updateMany({
      where: { id: application.id, status: PENDING },
      data: { status, reviewerId, reviewNote: reason || null, reviewedAt: new Date() },
    });
    if (decided.count === 0) throw conflict('application.alreadyDecided');
    if (!input.approve) return;
    await tx.user.update({
      where: { id: application.userId },
      data: {
        photographerAuth: true,
        photographerAuthStatus: '',
        displayName: application.displayName,
        ...(!application.user.phone && { phone: application.phone }),
      },
    });
  });

  const culture: Culture = application.user.locale === 'en' ? 'en' : 'zh-TW';
  const name = application.displayName;
  const { publicUrl } = app.config;
  await app.mailer.send(
    input.approve
      ? {
          to: application.user.email,
          subject: translate(culture, 'mail.applicationApproved.subject'),
          text: translate(culture, 'mail.applicationApproved.text', { name, link: `${publicUrl}/uploadPhoto` }),
        }
      : {
          to: application.user.email,
          subject: translate(culture, 'mail.applicationRejected.subject'),
          text: translate(culture, 'mail.applicationRejected.text', {
            name,
            reason,
            link: `${publicUrl}/joinphotographer`,
          }),
        },
  );
  return { id: application.id, status };
}

/** Blocks a photographer (their photographer endpoints answer 605) or restores them. */
export async function setPhotographerAuth(app: FastifyInstance, userId: number, status: 'blocked' | 'restore') {
  const updated = await app.db.user.updateMany({
    where: { id: userId, photographerAuth: true },
    data: { photographerAuthStatus: status },
  });
  if (updated.count === 0) throw new AppError('NotFound', 'application.notPhotographer');
  return { userId, photographerAuthStatus: status };
}
