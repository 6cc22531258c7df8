import type { FastifyInstance } from 'fastify';
import { localized, type Culture } from '../../lib/i18n.ts';

/** The top navigation: visible entries by sort, titled in the caller's culture. */
export async function headerLinks(app: FastifyInstance, culture: Culture) {
  const links = await app.db.headerLink.findMany({
    where: { isShow: true },
    select: { id: true, title: true, titleEn: true, url: true, sort: true },
    orderBy: [{ sort: 'asc' }, { id: 'asc' }],
  });
  return {
    totalCount: links.length,
    items: links.map((link) => ({
      id: link.id,
      title: localized(culture, link.title, link.titleEn),
      url: link.url,
      sort: link.sort,
    })),
  };
}
