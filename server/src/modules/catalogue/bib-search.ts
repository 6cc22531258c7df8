import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { Prisma } from '../../generated/prisma/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { Culture } from '../../lib/i18n.ts';
import { normaliseBib } from '../../shared/domain/bib.ts';
import { PhotoStatus } from '../../shared/domain/photo-status.ts';
import { countFrom, windowedPage, type Paging } from '../../shared/paging.ts';
import { photoViewColumns, toPhotoView, type PhotoViewRow } from '../../shared/views/photo-view.ts';
import { localizedSql } from '../../shared/views/sql-fragments.ts';
import { toPhotographerView } from '../../shared/views/photographer-view.ts';
import type { BibSearchResult } from './schemas.ts';

/**
 * OCR readings at or above this confidence rank with the tags people typed (confidence 1);
 * readings below it are still found, but after them.
 */
export const HIGH_CONFIDENCE = 0.8;

type AlbumGroup = Static<typeof BibSearchResult>['items'][number];

interface HitRow extends PhotoViewRow {
  confidence: number;
  sources: string[];
  albumName: string;
  cameraPoint: string | null;
  photographerId: number;
  displayName: string;
  avatarKey: string | null;
  total: number;
}

/**
 * Photos of an activity tagged with a bib: exact match through the (activityId, bib) index, only
 * published photos of visible albums. Ranked by tier (person or confident OCR before doubtful OCR),
 * then newest first; paged over photos, and the page's photos grouped by album in rank order.
 */
export async function searchBib(
  app: FastifyInstance,
  culture: Culture,
  input: Paging & { activityId: number; code: string },
) {
  const bib = normaliseBib(input.code);
  // One photo can carry the same bib twice (typed and read by OCR): it counts once, at its best.
  const hits = Prisma.sql`
    WITH tags AS (
      SELECT "photoId", max(confidence) AS confidence, array_agg(DISTINCT source) AS sources
      FROM "BibTag" WHERE "activityId" = ${input.activityId} AND bib = ${bib}
      GROUP BY "photoId")
    SELECT ${photoViewColumns('p')}, t.confidence, t.sources, al.name AS "albumName",
           ${localizedSql(culture, 'al', 'cameraPoint')} AS "cameraPoint",
           u.id AS "photographerId", u."displayName", u."avatarKey", count(*) OVER ()::int AS total
    FROM tags t JOIN "Photo" p ON p.id = t."photoId" JOIN "Album" al ON al.id = p."albumId"
         JOIN "User" u ON u.id = al."photographerId"
    WHERE p.status = ${PhotoStatus.ready} AND al."isVisible"`;
  // The activity check and the search run side by side: one round trip of latency, not two.
  const [activity, { totalCount, items: rows }] = await Promise.all([
    app.db.activity.findFirst({
      where: { id: input.activityId, isVisible: true },
      select: { bibSearchEnabled: true },
    }),
    windowedPage(
      {
        count: () => countFrom(app.db, Prisma.sql`(${hits}) hits`),
        rows: ({ skip, take }) => app.db.$queryRaw<HitRow[]>`${hits}
          ORDER BY t.confidence >= ${HIGH_CONFIDENCE} DESC, p."takenAt" DESC, p.id DESC
          OFFSET ${skip} LIMIT ${take}`,
      },
      input,
    ),
  ]);
  if (!activity) throw notFound('activity.notFound');
  if (!activity.bibSearchEnabled) throw new AppError('BadRequest', 'catalogue.bibSearchDisabled');

  const groups = new Map<number, AlbumGroup>();
  for (const row of rows) {
    let group = groups.get(row.albumId);
    if (!group) {
      const photographer = { id: row.photographerId, displayName: row.displayName, avatarKey: row.avatarKey };
      group = {
        coId: row.albumId,
        albumName: row.albumName,
        cameraPoint: row.cameraPoint,
        photographer: toPhotographerView(app, photographer),
        photos: [],
      };
      groups.set(row.albumId, group);
    }
    group.photos.push({
      ...toPhotoView(app, row),
      bibMatch: { bib, confidence: row.confidence, sources: row.sources },
    });
  }
  return { totalCount, items: [...groups.values()] };
}
