import { Prisma } from '../../generated/prisma/client.ts';
import type { Culture } from '../../lib/i18n.ts';
import { PhotoStatus } from '../domain/photo-status.ts';

// Pieces of raw SQL that several lists select the same way.

/** The localised title of a table alias, chosen in SQL so only one text column travels. */
export const titleSql = (culture: Culture, alias: string) =>
  Prisma.raw(culture === 'en' ? `coalesce(nullif(btrim(${alias}."titleEn"), ''), ${alias}.title)` : `${alias}.title`);

/** An album's cover: the one chosen, else its first published photo's thumbnail (alias: the album). */
export const albumCoverKeySql = (alias: string) => {
  const album = Prisma.raw(alias);
  return Prisma.sql`coalesce(${album}."coverKey", (
    SELECT cover."thumbnailKey" FROM "Photo" cover
    WHERE cover."albumId" = ${album}.id AND cover.status = ${PhotoStatus.ready} AND cover."thumbnailKey" IS NOT NULL
    ORDER BY cover."takenAt", cover.id LIMIT 1))`;
};
