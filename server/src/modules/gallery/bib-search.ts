import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { Prisma } from '../../generated/prisma/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { READY, toPhotographerView, toPhotoView, type PhotoViewRow } from './photo-view.ts';
import type { BibSearchResult } from './schemas.ts';

/**
 * OCR readings at or above this confidence rank with the tags people typed (confidence 1);
 * readings below it are still found, but after them.
 */
export const HIGH_CONFIDENCE = 0.8;

/** Bibs are stored trimmed and upper-cased (albums/service.ts), so the search is normalised alike. */
export const normaliseBib = (code: string) => code.trim().toUpperCase();

type AlbumGroup = Static<typeof BibSearchResult>['items'][number];

interface HitRow extends PhotoViewRow {
  confidence: number;
  sources: string[];
  albumName: string;
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
  input: { activityId: number; code: string; SkipCount: number; MaxResultCount: number },
) {
  const bib = normaliseBib(input.code);
  // One photo can carry the same bib twice (typed and read by OCR): it counts once, at its best.
  const hits = Prisma.sql`
    WITH tags AS (
      SELECT "photoId", max(confidence) AS confidence, array_agg(DISTINCT source) AS sources
      FROM "BibTag" WHERE "activityId" = ${input.activityId} AND bib = ${bib}
      GROUP BY "photoId")
    SELECT p.id, p."albumId", p."thumbnailKey", p."previewKey", p.width, p.height, p."takenAt", p.price,
           t.confidence, t.sources, al.name AS "albumName", u.id AS "photographerId", u."displayName",
           u."avatarKey", count(*) OVER ()::int AS total
    FROM tags t JOIN "Photo" p ON p.id = t."photoId" JOIN "Album" al ON al.id = p."albumId"
         JOIN "User" u ON u.id = al."photographerId"
    WHERE p.status = ${READY} AND al."isVisible"`;
  // The activity check and the search run side by side: one round trip of latency, not two.
  const [activity, rows] = await Promise.all([
    app.db.activity.findFirst({
      where: { id: input.activityId, isVisible: true },
      select: { bibSearchEnabled: true },
    }),
    app.db.$queryRaw<HitRow[]>`${hits}
      ORDER BY t.confidence >= ${HIGH_CONFIDENCE} DESC, p."takenAt" DESC, p.id DESC
      OFFSET ${input.SkipCount} LIMIT ${input.MaxResultCount}`,
  ]);
  if (!activity) throw notFound('activity.notFound');
  if (!activity.bibSearchEnabled) throw new AppError('BadRequest', 'gallery.bibSearchDisabled');

  // Past the last page the window count is gone with the rows: count on its own then.
  const totalCount =
    rows[0]?.total ??
    (input.SkipCount === 0
      ? 0
      : ((await app.db.$queryRaw<{ total: number }[]>`SELECT count(*)::int AS total FROM (${hits}) hits`)[0]?.total ??
        0));

  const groups = new Map<number, AlbumGroup>();
  for (const row of rows) {
    let group = groups.get(row.albumId);
    if (!group) {
      const photographer = { id: row.photographerId, displayName: row.displayName, avatarKey: row.avatarKey };
      group = {
        coId: row.albumId,
        albumName: row.albumName,
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
