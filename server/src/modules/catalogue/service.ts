import type { FastifyInstance } from 'fastify';
import { Prisma } from '../../generated/prisma/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { Culture } from '../../lib/i18n.ts';
import { PhotoStatus } from '../../shared/domain/photo-status.ts';
import { countFrom, page, type Paging } from '../../shared/paging.ts';
import { publicUrlOf } from '../../shared/views/public-url.ts';
import { photoViewColumns, photoViewSelect, toPhotoView, type PhotoViewRow } from '../../shared/views/photo-view.ts';
import { photographerSelect, toPhotographerView } from '../../shared/views/photographer-view.ts';
import { albumCoverKeySql, localizedSql, titleSql } from '../../shared/views/sql-fragments.ts';
import { readRows } from '../../infra/sql-reads.ts';
import { HIGH_CONFIDENCE } from './bib-search.ts';

/** "前後五秒": how far before and after a photo its neighbours were taken. */
export const NEIGHBOUR_WINDOW_SECONDS = 5;
/** A burst can hold hundreds of frames: at most this many on each side, the closest ones. */
export const NEIGHBOURS_PER_SIDE = 25;

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
        SELECT al.id, ${localizedSql(culture, 'al', 'name')} AS name, ${localizedSql(culture, 'al', 'cameraPoint')} AS "cameraPoint", to_char(al."shootDate", 'YYYY-MM-DD') AS "shootDate", al."photoCount",
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
  return readRows<PhotoViewRow>(
    app.db,
    Prisma.sql`
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
    ORDER BY "takenAt", id`,
  );
}

interface PhotoDetailRow extends PhotoViewRow {
  albumName: string;
  cameraPoint: string | null;
  photographerId: number;
  displayName: string;
  avatarKey: string | null;
  activityId: number;
  title: string;
  activityDate: string;
  bibs: string[];
}

/**
 * One published photo with its album, activity, photographer and "前後五秒" neighbours: two queries
 * side by side (one round trip), outside Prisma (infra/sql-reads.ts) as race day reads it most.
 */
export async function photoDetail(app: FastifyInstance, culture: Culture, id: number) {
  const [[photo], near] = await Promise.all([
    readRows<PhotoDetailRow>(
      app.db,
      Prisma.sql`
        SELECT ${photoViewColumns('p')}, ${localizedSql(culture, 'al', 'name')} AS "albumName", ${localizedSql(culture, 'al', 'cameraPoint')} AS "cameraPoint",
               u.id AS "photographerId", u."displayName", u."avatarKey",
               a.id AS "activityId", ${titleSql(culture, 'a')} AS title, to_char(a."activityDate", 'YYYY-MM-DD') AS "activityDate",
               -- Doubtful OCR readings still make a photo findable, but are not shown as its numbers.
               ARRAY(SELECT DISTINCT b.bib COLLATE "C" FROM "BibTag" b
                     WHERE b."photoId" = p.id AND b.confidence >= ${HIGH_CONFIDENCE} ORDER BY 1) AS bibs
        FROM "Photo" p JOIN "Album" al ON al.id = p."albumId" JOIN "User" u ON u.id = al."photographerId"
             JOIN "Activity" a ON a.id = p."activityId"
        WHERE p.id = ${id} AND p.status = ${PhotoStatus.ready} AND al."isVisible" AND a."isVisible"`,
    ),
    neighbours(app, id),
  ]);
  if (!photo) throw notFound('catalogue.photoNotFound');
  return {
    photo: toPhotoView(app, photo),
    album: { coId: photo.albumId, name: photo.albumName, cameraPoint: photo.cameraPoint },
    activity: { id: photo.activityId, sgL_Title: photo.title, sgL_ActivityDate: photo.activityDate },
    photographer: toPhotographerView(app, {
      id: photo.photographerId,
      displayName: photo.displayName,
      avatarKey: photo.avatarKey,
    }),
    bibs: photo.bibs,
    neighbours: near.map((row) => toPhotoView(app, row)),
  };
}
