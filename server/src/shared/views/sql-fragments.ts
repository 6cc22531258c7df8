import { Prisma } from '../../generated/prisma/client.ts';
import type { Culture } from '../../lib/i18n.ts';
import { PhotoStatus } from '../domain/photo-status.ts';

// Pieces of raw SQL that several lists select the same way.

/**
 * A text column in the caller's language, chosen in SQL so only one text column travels: in English
 * its `…En` twin when written, else the Chinese (the SQL form of lib/i18n.ts localized()).
 */
export const localizedSql = (culture: Culture, alias: string, column: string) =>
  Prisma.raw(
    culture === 'en'
      ? `coalesce(nullif(btrim(${alias}."${column}En"), ''), ${alias}."${column}")`
      : `${alias}."${column}"`,
  );

/** The localised title of a table alias. */
export const titleSql = (culture: Culture, alias: string) => localizedSql(culture, alias, 'title');

/** An album's cover: the one chosen, else its first published photo's thumbnail (alias: the album). */
export const albumCoverKeySql = (alias: string) => {
  const album = Prisma.raw(alias);
  return Prisma.sql`coalesce(${album}."coverKey", (
    SELECT cover."thumbnailKey" FROM "Photo" cover
    WHERE cover."albumId" = ${album}.id AND cover.status = ${PhotoStatus.ready} AND cover."thumbnailKey" IS NOT NULL
    ORDER BY cover."takenAt", cover.id LIMIT 1))`;
};

/**
 * A photo buyers are shown: published in a visible album of a visible activity (an activity being
 * deleted is hidden), and showing no face its owner hid (hide me). Matched as `p` joined to its
 * album `al` and activity `a`.
 */
export const SHOWN_PHOTO = Prisma.sql`p.status = ${PhotoStatus.ready} AND al."isVisible" AND a."isVisible"
  AND NOT EXISTS (SELECT 1 FROM "Face" hf WHERE hf."photoId" = p.id AND hf."hideRequestId" IS NOT NULL)`;
