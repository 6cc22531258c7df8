import type { FastifyInstance } from 'fastify';
import { localized, type Culture } from '../../lib/i18n.ts';

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

/** A city, or a region with the cities under it: filters accept either. */
export async function placeAndChildren(app: FastifyInstance, id: number): Promise<number[]> {
  const children = await app.db.commonType.findMany({ where: { parentId: id }, select: { id: true } });
  return [id, ...children.map((child) => child.id)];
}

export async function listCommonTypes(
  app: FastifyInstance,
  culture: Culture,
  query: { SkipCount: number; MaxResultCount: number; SGL_TypeT?: number; SGL_ParentID?: number },
) {
  const where = {
    isShow: true,
    ...(query.SGL_TypeT !== undefined && { typeT: query.SGL_TypeT }),
    ...(query.SGL_ParentID !== undefined && { parentId: query.SGL_ParentID }),
  };
  const [totalCount, rows] = await Promise.all([
    app.db.commonType.count({ where }),
    app.db.commonType.findMany({
      where,
      orderBy: [{ sort: 'asc' }, { id: 'asc' }],
      skip: query.SkipCount,
      take: query.MaxResultCount,
    }),
  ]);
  return {
    totalCount,
    items: rows.map((row) => ({
      id: row.id,
      sgL_Title: localized(culture, row.title, row.titleEn),
      sgL_TypeT: row.typeT,
      sgL_ParentID: row.parentId,
      sort: row.sort,
    })),
  };
}
