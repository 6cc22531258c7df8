import type { FastifyInstance } from 'fastify';
import { localized, type Culture } from '../../lib/i18n.ts';
import { page, type Paging } from '../../shared/paging.ts';

export async function listCommonTypes(
  app: FastifyInstance,
  culture: Culture,
  query: Paging & { SGL_TypeT?: number; SGL_ParentID?: number },
) {
  const where = {
    isShow: true,
    ...(query.SGL_TypeT !== undefined && { typeT: query.SGL_TypeT }),
    ...(query.SGL_ParentID !== undefined && { parentId: query.SGL_ParentID }),
  };
  const rows = await page(app.db.commonType, query, { where, orderBy: [{ sort: 'asc' }, { id: 'asc' }] });
  return {
    ...rows,
    items: rows.items.map((row) => ({
      id: row.id,
      sgL_Title: localized(culture, row.title, row.titleEn),
      sgL_TypeT: row.typeT,
      sgL_ParentID: row.parentId,
      sort: row.sort,
    })),
  };
}
