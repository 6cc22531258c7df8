import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import type { Prisma } from '../../generated/prisma/client.ts';
import { lockFaceInserts } from '../../faces/photo-faces.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { localized, type Culture } from '../../lib/i18n.ts';
import { page, type Paging } from '../../shared/paging.ts';
import { isActivityPhoto } from './activity-photo-check.ts';
import { copiedFace } from './copied-face-check.ts';
import type { AdminHideRequestView, HideRequestView } from './schemas.ts';
import { liveMatches } from '../../faces/stored-face-search.ts';
import { clearestFaceLooks, searchableActivity } from './service.ts';

// "Not me / hide me": a member's selfie hides the matching faces of one activity. Each request is
// recorded (who, where, when, which faces), and the member or an admin can undo it.

/**
 * The faces matching the member's selfie stop being found in this activity. Refused when the
 * picture is one of the activity's photos, or its face is one of the activity's faces cut out,
 * rather than a selfie; each refusal is logged with the member. A request that finds no face to
 * hide is not recorded.
 */
export async function hideMe(
  app: FastifyInstance,
  { userId, log }: { userId: number; log: FastifyBaseLogger },
  activityId: number,
  selfie: Buffer,
) {
  const refuse = (reason: 'activityPhoto' | 'copiedFace', details: object = {}) => {
    log.warn({ userId, activityId, ...details }, `hide-me selfie refused: ${reason}`);
    return badRequest(`faceHide.${reason}`);
  };
  await searchableActivity(app, activityId);
  if (await isActivityPhoto(app, activityId, selfie)) throw refuse('activityPhoto');
  const { descriptor, looks } = await clearestFaceLooks(app, selfie);
  const copy = await copiedFace(app, activityId, looks);
  if (copy) throw refuse('copiedFace', copy);
  const faceIds = (await liveMatches(app, activityId, descriptor)).map((m) => m.faceId);
  const request = await app.db.$transaction(async (tx) => {
    const created = await tx.faceHideRequest.create({ data: { userId, activityId, faceCount: 0 } });
    const { count } = await tx.face.updateMany({
      where: { id: { in: faceIds }, activityId, hideRequestId: null },
      data: { hideRequestId: created.id },
    });
    if (count === 0) {
      await tx.faceHideRequest.delete({ where: { id: created.id } });
      return null;
    }
    return tx.faceHideRequest.update({ where: { id: created.id }, data: { faceCount: count } });
  });
  app.faces.registry.removeFaces(activityId, faceIds);
  return { hidden: request?.faceCount ?? 0, requestId: request?.id ?? null };
}

const withActivity = { activity: { select: { title: true, titleEn: true } } } as const;
type RequestRow = Prisma.FaceHideRequestGetPayload<{ include: typeof withActivity }>;

function toView(culture: Culture, row: RequestRow): Static<typeof HideRequestView> {
  return {
    id: row.id,
    activityId: row.activityId,
    activityTitle: localized(culture, row.activity.title, row.activity.titleEn),
    faceCount: row.faceCount,
    createdAt: row.createdAt.toISOString(),
    undoneAt: row.undoneAt?.toISOString() ?? null,
  };
}

/** The member's own requests, newest first, undone ones included. */
export async function listMyHideRequests(app: FastifyInstance, userId: number, culture: Culture, paging: Paging) {
  const { totalCount, items } = await page(app.db.faceHideRequest, paging, {
    where: { userId },
    include: withActivity,
    orderBy: { id: 'desc' },
  });
  return { totalCount, items: items.map((row) => toView(culture, row)) };
}

/** Every request for the back office, newest first, optionally of one activity or member. */
export async function listHideRequests(
  app: FastifyInstance,
  culture: Culture,
  query: Paging & { activityId?: number; userId?: number },
) {
  const { totalCount, items } = await page(app.db.faceHideRequest, query, {
    where: { activityId: query.activityId, userId: query.userId },
    include: { ...withActivity, user: { select: { id: true, email: true, displayName: true } } },
    orderBy: { id: 'desc' },
  });
  const views: Static<typeof AdminHideRequestView>[] = items.map((row) => ({
    ...toView(culture, row),
    member: row.user,
    undoneByUserId: row.undoneByUserId,
  }));
  return { totalCount, items: views };
}

/**
 * Makes the request's faces searchable again. They are written anew, under new ids: every web
 * server's index loads the faces above the last id it holds, so each picks them up within seconds
 * (decision 008). Undoing twice restores nothing more. `ownerOnly` limits it to the requests of `userId`.
 */
export async function undoHideRequest(
  app: FastifyInstance,
  id: number,
  undoneBy: { userId: number; ownerOnly: boolean },
) {
  const request = await app.db.faceHideRequest.findUnique({ where: { id } });
  if (!request || (undoneBy.ownerOnly && request.userId !== undoneBy.userId)) {
    throw new AppError('NotFound', 'faceHide.notFound');
  }
  const restored = await app.db.$transaction(async (tx) => {
    const { count } = await tx.faceHideRequest.updateMany({
      where: { id, undoneAt: null },
      data: { undoneAt: new Date(), undoneByUserId: undoneBy.userId },
    });
    if (count === 0) return 0;
    await lockFaceInserts(tx, request.activityId);
    const faces = await tx.face.findMany({
      where: { hideRequestId: id },
      orderBy: { id: 'asc' },
      omit: { id: true, hideRequestId: true },
    });
    await tx.face.deleteMany({ where: { hideRequestId: id } });
    await tx.face.createMany({ data: faces });
    return faces.length;
  });
  app.faces.registry.expire(request.activityId);
  return { restored };
}
