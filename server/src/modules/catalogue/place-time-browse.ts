import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../lib/errors.ts';
import { localized, type Culture } from '../../lib/i18n.ts';
import { PhotoStatus } from '../../shared/domain/photo-status.ts';
import { page, type Paging } from '../../shared/paging.ts';
import { photoViewSelect, toPhotoView } from '../../shared/views/photo-view.ts';

/** 「10K 約 08:40」 means 08:35–08:45: minutes either side of an `around` time. */
export const AROUND_MINUTES = 5;
const TAIPEI_OFFSET_MINUTES = 8 * 60;

export interface PlaceTimeQuery extends Paging {
  activityId: number;
  cameraPoint?: string;
  /** HH:mm, Taipei time on the activity's date. */
  around?: string;
  from?: string;
  to?: string;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The asked window in minutes of the day (Taipei), or null for the whole day; refuses a half or mixed one. */
function windowOf({ around, from, to }: PlaceTimeQuery): { from: number; to: number } | null {
  if (around !== undefined) {
    if (from !== undefined || to !== undefined) throw badRequest('catalogue.browseWindow');
    const at = minutesOf(around);
    return { from: at - AROUND_MINUTES, to: at + AROUND_MINUTES };
  }
  if (from === undefined && to === undefined) return null;
  if (from === undefined || to === undefined || minutesOf(from) > minutesOf(to)) {
    throw badRequest('catalogue.browseWindow');
  }
  return { from: minutesOf(from), to: minutesOf(to) };
}

/**
 * For photos nobody found by bib or face: an activity's published photos at one camera point
 * (the album's) within a time window of its day, newest first. The window's ends are included,
 * to the end of its last minute.
 */
export async function browseByPlaceAndTime(app: FastifyInstance, culture: Culture, query: PlaceTimeQuery) {
  const window = windowOf(query);
  const activity = await app.db.activity.findFirst({
    where: { id: query.activityId, isVisible: true },
    select: { activityDate: true },
  });
  if (!activity) throw notFound('activity.notFound');
  const instant = (minutes: number) =>
    new Date(activity.activityDate.getTime() + (minutes - TAIPEI_OFFSET_MINUTES) * 60_000);
  const photos = await page(app.db.photo, query, {
    where: {
      activityId: query.activityId,
      status: PhotoStatus.ready,
      // The point is named as the page showed it, in either language.
      album: {
        isVisible: true,
        ...(query.cameraPoint !== undefined && {
          OR: [{ cameraPoint: query.cameraPoint.trim() }, { cameraPointEn: query.cameraPoint.trim() }],
        }),
      },
      ...(window && { takenAt: { gte: instant(window.from), lt: instant(window.to + 1) } }),
    },
    select: { ...photoViewSelect, album: { select: { cameraPoint: true, cameraPointEn: true } } },
    orderBy: [{ takenAt: 'desc' }, { id: 'desc' }],
  });
  return {
    ...photos,
    items: photos.items.map(({ album, ...photo }) => ({
      ...toPhotoView(app, photo),
      cameraPoint: localized(culture, album.cameraPoint, album.cameraPointEn),
    })),
  };
}
