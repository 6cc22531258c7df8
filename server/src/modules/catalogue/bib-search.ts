import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { Prisma } from '../../generated/prisma/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { Culture } from '../../lib/i18n.ts';
import { readRows } from '../../infra/sql-reads.ts';
import { normaliseBib } from '../../shared/domain/bib.ts';
import { PhotoStatus } from '../../shared/domain/photo-status.ts';
import { countFrom, windowedPage, type Paging } from '../../shared/paging.ts';
import { photoViewColumns, toPhotoView, type PhotoViewRow } from '../../shared/views/photo-view.ts';
import { localizedSql } from '../../shared/views/sql-fragments.ts';
import { toPhotographerView } from '../../shared/views/photographer-view.ts';
import { photosFoundByLinkedFaces } from './linked-faces.ts';
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
  byFace: boolean;
  albumName: string;
  cameraPoint: string | null;
  photographerId: number;
  displayName: string;
  avatarKey: string | null;
  total: number;
}

/**
 * `WITH … found`: the photos of an activity the bib finds, each once ("photoId", confidence,
 * sources, "byFace"). One photo can carry the same bib twice (typed and read by OCR): it counts
 * once, at its best. A photo found by face counts only while its face and the linked face are
 * unhidden and linked.
 */
async function bibHitsFound(app: FastifyInstance, activityId: number, bib: string): Promise<Prisma.Sql> {
  const byFace = await photosFoundByLinkedFaces(app, activityId, bib);
  return Prisma.sql`
    WITH tags AS (
      SELECT "photoId", max(confidence) AS confidence, array_agg(DISTINCT source)::text[] AS sources
      FROM "BibTag" WHERE "activityId" = ${activityId} AND bib = ${bib}
      GROUP BY "photoId"),
    found AS (
      SELECT "photoId", confidence, sources, false AS "byFace" FROM tags
      UNION ALL
      SELECT DISTINCT f."photoId", 0::float8, ARRAY[]::text[], true
      FROM unnest(${byFace.map((f) => f.photoId)}::int[], ${byFace.map((f) => f.faceId)}::int[],
                  ${byFace.map((f) => f.linkFaceId)}::int[]) AS f("photoId", "faceId", "linkFaceId")
           JOIN "Face" mf ON mf.id = f."faceId" AND mf."hideRequestId" IS NULL
           JOIN "FaceBibLink" l ON l."faceId" = f."linkFaceId" AND l.bib = ${bib}
           JOIN "Face" lf ON lf.id = l."faceId" AND lf."hideRequestId" IS NULL
      WHERE NOT EXISTS (SELECT 1 FROM tags WHERE tags."photoId" = f."photoId"))`;
}

/** The found photos (t) with their photo (p) and album (al), to be kept to HIT_IS_PUBLISHED. */
const PUBLISHED_HITS = Prisma.sql`found t JOIN "Photo" p ON p.id = t."photoId" JOIN "Album" al ON al.id = p."albumId"`;
const HIT_IS_PUBLISHED = Prisma.sql`p.status = ${PhotoStatus.ready} AND al."isVisible"`;
/** Bib hits by tier (person or confident OCR before doubtful OCR), newest first; then those found by face, newest first. */
const BIB_HIT_RANK = Prisma.sql`t."byFace", t.confidence >= ${HIGH_CONFIDENCE} DESC, p."takenAt" DESC, p.id DESC`;

/** A bib's hit, as a merged search ranks it. */
export interface BibHitRank {
  photoId: number;
  confidence: number;
  sources: string[];
  byFace: boolean;
}

/** Every published photo the bib finds in the activity, in the bib search's order (not paged). */
export async function rankedBibHits(app: FastifyInstance, activityId: number, bib: string): Promise<BibHitRank[]> {
  const found = await bibHitsFound(app, activityId, bib);
  return app.db.$queryRaw<BibHitRank[]>`${found}
    SELECT t."photoId", t.confidence, t.sources, t."byFace" FROM ${PUBLISHED_HITS}
    WHERE ${HIT_IS_PUBLISHED} ORDER BY ${BIB_HIT_RANK}`;
}

/**
 * Photos of an activity tagged with a bib: exact match through the (activityId, bib) index, only
 * published photos of visible albums. Ranked by tier (person or confident OCR before doubtful OCR),
 * then newest first; after them the photos found by a face linked to the bib (decision 044), newest
 * first. Paged over photos, and the page's photos grouped by album in rank order.
 */
export async function searchBib(
  app: FastifyInstance,
  culture: Culture,
  input: Paging & { activityId: number; code: string },
) {
  const bib = normaliseBib(input.code);
  const found = await bibHitsFound(app, input.activityId, bib);
  const hits = Prisma.sql`${found}
    SELECT ${photoViewColumns('p')}, t.confidence, t.sources, t."byFace", ${localizedSql(culture, 'al', 'name')} AS "albumName",
           ${localizedSql(culture, 'al', 'cameraPoint')} AS "cameraPoint", u.id AS "photographerId", u."displayName", u."avatarKey",
           count(*) OVER ()::int AS total
    FROM ${PUBLISHED_HITS} JOIN "User" u ON u.id = al."photographerId"
    WHERE ${HIT_IS_PUBLISHED}`;
  // The activity check and the search run side by side: one round trip of latency, not two; both
  // outside Prisma (infra/sql-reads.ts), as race day runs them thousands of times.
  const [[activity], { totalCount, items: rows }] = await Promise.all([
    readRows<{ bibSearchEnabled: boolean }>(
      app.db,
      Prisma.sql`SELECT "bibSearchEnabled" FROM "Activity" WHERE id = ${input.activityId} AND "isVisible"`,
    ),
    windowedPage(
      {
        count: () => countFrom(app.db, Prisma.sql`(${hits}) hits`),
        rows: ({ skip, take }) =>
          readRows<HitRow>(app.db, Prisma.sql`${hits} ORDER BY ${BIB_HIT_RANK} OFFSET ${skip} LIMIT ${take}`),
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
      foundBy: row.byFace ? ('face' as const) : ('bib' as const),
    });
  }
  return { totalCount, items: [...groups.values()] };
}
