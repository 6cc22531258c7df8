import type { FastifyInstance } from 'fastify';
import { Prisma } from '../../generated/prisma/client.ts';
import { notFound } from '../../lib/errors.ts';
import { localized, type Culture } from '../../lib/i18n.ts';
import { PhotoStatus } from '../../shared/domain/photo-status.ts';
import { countFrom, page, type Paging } from '../../shared/paging.ts';
import { publicUrlOf } from '../../shared/views/public-url.ts';
import { photoViewColumns, photoViewSelect, toPhotoView, type PhotoViewRow } from '../../shared/views/photo-view.ts';
import { photographerSelect, toPhotographerView } from '../../shared/views/photographer-view.ts';
import { albumCoverKeySql, localizedSql, titleSql } from '../../shared/views/sql-fragments.ts';
import { HIGH_CONFIDENCE } from './bib-search.ts';

/** "前後五秒": how far before and after a photo its neighbours were taken. */
export const NEIGHBOUR_WINDOW_SECONDS = 5;
/** A burst can hold hundreds of frames: at most this many on each side, the closest ones. */
export const NEIGHBOURS_PER_SIDE = 25;

const dateOnly = (date: Date) => date.toISOString().slice(0, 10);

/** A visible album's published photos, newest first, optionally within a taken-at range. */
export async function albumPhotos(
  app: FastifyInstance,
  input: Paging & { coId: number; takenFrom?: string | null; takenTo?: string | null },
) {
  const album = await app.db.album.findFirst({
    where: { id: input.coId, isVisible: true, activity: { isVisible: true } },
    select: { id: true },
  });
  if (!album) throw notFound('album.notFound');
  const photos = await page(app.db.photo, input, {
    where: {
      albumId: album.id,
      status: PhotoStatus.ready,
      takenAt: {
        ...(input.takenFrom && { gte: new Date(input.takenFrom) }),
        ...(input.takenTo && { lte: new Date(input.takenTo) }),
      },
    },
    select: photoViewSelect,
    orderBy: [{ takenAt: 'desc' }, { id: 'desc' }],
  });
  return { ...photos, items: photos.items.map((photo) => toPhotoView(app, photo)) };
}

interface UserAlbumRow {
  id: number;
  name: string;
  cameraPoint: string | null;
  shootDate: string | null;
  photoCount: number;
  coverKey: string | null;
  activityId: number;
  title: string;
  activityDate: string;
}

/** A photographer's visible albums with published photos, newest activity first. */
export async function albumsByUser(app: FastifyInstance, culture: Culture, input: Paging & { userId: number }) {
  const user = await app.db.user.findFirst({
    where: { id: input.userId, photographerAuth: true },
    select: photographerSelect,
  });
  if (!user) throw notFound('catalogue.photographerNotFound');
  const from = Prisma.sql`"Album" al JOIN "Activity" a ON a.id = al."activityId"
    WHERE al."photographerId" = ${user.id} AND al."isVisible" AND al."photoCount" > 0 AND a."isVisible"`;
  const albums = await page(
    {
      count: () => countFrom(app.db, from),
      rows: ({ skip, take }) => app.db.$queryRaw<UserAlbumRow[]>`
        SELECT al.id, al.name, ${localizedSql(culture, 'al', 'cameraPoint')} AS "cameraPoint", to_char(al."shootDate", 'YYYY-MM-DD') AS "shootDate", al."photoCount",
               ${albumCoverKeySql('al')} AS "coverKey", a.id AS "activityId", ${titleSql(culture, 'a')} AS title,
               to_char(a."activityDate", 'YYYY-MM-DD') AS "activityDate"
        FROM ${from}
        ORDER BY a."activityDate" DESC, al.id DESC
        OFFSET ${skip} LIMIT ${take}`,
    },
    input,
  );
  return {
    totalCount: albums.totalCount,
    photographer: toPhotographerView(app, user),
    items: albums.items.map((row) => ({
      coId: row.id,
      name: row.name,
      cameraPoint: row.cameraPoint,
      shootDate: row.shootDate,
      photoCount: row.photoCount,
      coverUrl: publicUrlOf(app, row.coverKey),
      activityId: row.activityId,
      sgL_Title: row.title,
      sgL_ActivityDate: row.activityDate,
    })),
  };
}

/** Published photos of the same album taken within the window around a photo, closest first per side. */
async function neighbours(app: FastifyInstance, photoId: number): Promise<PhotoViewRow[]> {
  const columns = photoViewColumns('p');
  const window = Prisma.sql`make_interval(secs => ${NEIGHBOUR_WINDOW_SECONDS})`;
  // (takenAt, id) orders photos taken in the same millisecond, so none is skipped or repeated.
  return app.db.$queryRaw<PhotoViewRow[]>`
    WITH me AS (SELECT id, "albumId", "takenAt" FROM "Photo" WHERE id = ${photoId})
    (SELECT ${columns} FROM "Photo" p, me
     WHERE p."albumId" = me."albumId" AND p.status = ${PhotoStatus.ready} AND p."takenAt" >= me."takenAt" - ${window}
       AND (p."takenAt", p.id) < (me."takenAt", me.id)
     ORDER BY p."takenAt" DESC, p.id DESC LIMIT ${NEIGHBOURS_PER_SIDE})
    UNION ALL
    (SELECT ${columns} FROM "Photo" p, me
     WHERE p."albumId" = me."albumId" AND p.status = ${PhotoStatus.ready} AND p."takenAt" <= me."takenAt" + ${window}
       AND (p."takenAt", p.id) > (me."takenAt", me.id)
     ORDER BY p."takenAt", p.id LIMIT ${NEIGHBOURS_PER_SIDE})
    ORDER BY "takenAt", id`;
}

/** One published photo with its album, activity, photographer and "前後五秒" neighbours. */
export async function photoDetail(app: FastifyInstance, culture: Culture, id: number) {
  const photo = await app.db.photo.findFirst({
    where: { id, status: PhotoStatus.ready, album: { isVisible: true }, activity: { isVisible: true } },
    select: {
      ...photoViewSelect,
      album: {
        select: {
          id: true,
          name: true,
          cameraPoint: true,
          cameraPointEn: true,
          photographer: { select: photographerSelect },
        },
      },
      activity: { select: { id: true, title: true, titleEn: true, activityDate: true } },
      // Doubtful OCR readings still make a photo findable, but are not shown as its numbers.
      bibTags: { where: { confidence: { gte: HIGH_CONFIDENCE } }, select: { bib: true } },
    },
  });
  if (!photo) throw notFound('catalogue.photoNotFound');
  const { album, activity } = photo;
  return {
    photo: toPhotoView(app, photo),
    album: {
      coId: album.id,
      name: album.name,
      cameraPoint: localized(culture, album.cameraPoint, album.cameraPointEn),
    },
    activity: {
      id: activity.id,
      sgL_Title: localized(culture, activity.title, activity.titleEn),
      sgL_ActivityDate: dateOnly(activity.activityDate),
    },
    photographer: toPhotographerView(app, album.photographer),
    bibs: [...new Set(photo.bibTags.map((tag) => tag.bib))].sort(),
    neighbours: (await neighbours(app, photo.id)).map((row) => toPhotoView(app, row)),
  };
}
