import type { FastifyInstance } from 'fastify';
import { localized, type Culture } from '../lib/i18n.ts';

// CommonType rows (regions, cities, event types) as other lists name them.

/** Titles of a few lookup rows (cities, event types) by id, in the caller's culture: one query. */
export async function commonTitles(
  app: FastifyInstance,
  culture: Culture,
  ids: readonly (number | null)[],
): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map();
  const rows = await app.db.commonType.findMany({
    where: { id: { in: wanted } },
    select: { id: true, title: true, titleEn: true },
  });
  return new Map(rows.map((row) => [row.id, localized(culture, row.title, row.titleEn)]));
}
