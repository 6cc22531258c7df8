import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { localized, type Culture } from '../../lib/i18n.ts';
import { page, type Paging } from '../../shared/paging.ts';
import type { SignUpBody } from './schemas.ts';

// Who shoots which activity where: photographers sign up at a camera point, the back office reads
// the list (decisions/022).

/** How long after its date an activity still takes sign-ups. */
export const SIGN_UP_DAYS_AFTER = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

const signUpInclude = { activity: { select: { title: true, titleEn: true, activityDate: true } } } as const;

interface SignUpRow {
  id: number;
  activityId: number;
  cameraPoint: string;
  note: string | null;
  createdAt: Date;
  activity: { title: string; titleEn: string | null; activityDate: Date };
}

const toView = (culture: Culture, row: SignUpRow) => ({
  id: row.id,
  activityId: row.activityId,
  sgL_Title: localized(culture, row.activity.title, row.activity.titleEn),
  sgL_ActivityDate: row.activity.activityDate.toISOString().slice(0, 10),
  cameraPoint: row.cameraPoint,
  note: row.note,
  createdAt: row.createdAt.toISOString(),
});

export async function signUp(
  app: FastifyInstance,
  culture: Culture,
  photographerId: number,
  input: Static<typeof SignUpBody>,
) {
  const activity = await app.db.activity.findFirst({
    where: { id: input.activityId, isVisible: true },
    select: { activityDate: true },
  });
  if (!activity) throw notFound('activity.notFound');
  if (activity.activityDate.getTime() < Date.now() - SIGN_UP_DAYS_AFTER * DAY_MS) {
    throw badRequest('attendance.activityClosed', { days: SIGN_UP_DAYS_AFTER });
  }
  try {
    const row = await app.db.activityShooter.create({
      data: {
        activityId: input.activityId,
        photographerId,
        cameraPoint: input.cameraPoint.trim(),
        note: input.note?.trim() || null,
      },
      include: signUpInclude,
    });
    return toView(culture, row);
  } catch (error) {
    if ((error as { code?: string }).code === 'P2002') throw conflict('attendance.duplicate');
    throw error;
  }
}

export async function mySignUps(
  app: FastifyInstance,
  culture: Culture,
  photographerId: number,
  query: Paging & { activityId?: number },
) {
  const rows = await page(app.db.activityShooter, query, {
    where: { photographerId, activityId: query.activityId },
    include: signUpInclude,
    orderBy: [{ activity: { activityDate: 'desc' } }, { id: 'desc' }],
  });
  return { totalCount: rows.totalCount, items: rows.items.map((row) => toView(culture, row)) };
}

export async function withdraw(app: FastifyInstance, photographerId: number, id: number) {
  const { count } = await app.db.activityShooter.deleteMany({ where: { id, photographerId } });
  if (count === 0) throw notFound('attendance.notFound');
}

export async function recordList(
  app: FastifyInstance,
  culture: Culture,
  query: Paging & { activityId?: number; photographerId?: number },
) {
  const rows = await page(app.db.activityShooter, query, {
    where: { activityId: query.activityId, photographerId: query.photographerId },
    include: { ...signUpInclude, photographer: { select: { id: true, displayName: true, email: true } } },
    orderBy: [{ activity: { activityDate: 'desc' } }, { activityId: 'desc' }, { id: 'asc' }],
  });
  return {
    totalCount: rows.totalCount,
    items: rows.items.map((row) => ({ ...toView(culture, row), photographer: row.photographer })),
  };
}
