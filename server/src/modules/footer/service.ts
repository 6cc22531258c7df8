import type { FastifyInstance } from 'fastify';
import type { Prisma } from '../../generated/prisma/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { localized, type Culture } from '../../lib/i18n.ts';
import { page, type Paging } from '../../shared/paging.ts';

// Footer links: parents are column headings, children are pages served at /foot/{sgL_RequestUrl}.

/** A page the public may open: it has a path, is shown, and so is its column. */
const openPage = {
  isShow: true,
  requestUrl: { not: null },
  OR: [{ parentId: null }, { parent: { isShow: true } }],
} satisfies Prisma.FootLinkWhereInput;

const bySort = [{ sort: 'asc' }, { id: 'asc' }] satisfies Prisma.FootLinkOrderByWithRelationInput[];

/**
 * The pages the client registers a route for at start-up, one item per page, in footer order.
 * Hidden links are never public, so asking for SGL_IsShow=false finds nothing.
 */
export async function footPages(app: FastifyInstance, culture: Culture, query: Paging & { SGL_IsShow?: boolean }) {
  if (query.SGL_IsShow === false) return { totalCount: 0, items: [] };
  const links = await page(app.db.footLink, query, {
    where: openPage,
    select: { id: true, title: true, titleEn: true, requestUrl: true, parentId: true, sort: true },
    orderBy: [{ parent: { sort: 'asc' } }, { parentId: 'asc' }, ...bySort],
  });
  return {
    ...links,
    items: links.items.map((link) => ({
      id: link.id,
      title: localized(culture, link.title, link.titleEn),
      sgL_RequestUrl: link.requestUrl ?? '',
      parentId: link.parentId,
      sort: link.sort,
    })),
  };
}

/** One footer page's content in the caller's culture (Chinese when no English was written). */
export async function footContent(
  app: FastifyInstance,
  culture: Culture,
  query: { sgL_RequestUrl?: string; footLinkId?: number },
) {
  if (query.sgL_RequestUrl === undefined && query.footLinkId === undefined) {
    throw new AppError('BadRequest', 'foot.pageQuery');
  }
  const link = await app.db.footLink.findFirst({
    where: {
      ...openPage,
      ...(query.footLinkId !== undefined && { id: query.footLinkId }),
      ...(query.sgL_RequestUrl !== undefined && { requestUrl: query.sgL_RequestUrl }),
    },
    select: { id: true, title: true, titleEn: true, requestUrl: true, content: true },
  });
  if (!link) throw notFound('foot.pageNotFound');
  return {
    footLinkId: link.id,
    title: localized(culture, link.title, link.titleEn),
    sgL_RequestUrl: link.requestUrl ?? '',
    content: link.content ? localized(culture, link.content.content, link.content.contentEn) : '',
    updatedAt: link.content?.updatedAt.toISOString() ?? null,
  };
}

/** The footer as shown: visible columns in order, each with its visible pages. */
export async function footColumns(app: FastifyInstance, culture: Culture) {
  const parents = await app.db.footLink.findMany({
    where: { parentId: null, isShow: true },
    select: {
      id: true,
      title: true,
      titleEn: true,
      sort: true,
      children: {
        where: { isShow: true, requestUrl: { not: null } },
        select: { id: true, title: true, titleEn: true, requestUrl: true, sort: true },
        orderBy: bySort,
      },
    },
    orderBy: bySort,
  });
  return {
    totalCount: parents.length,
    items: parents.map((parent) => ({
      id: parent.id,
      title: localized(culture, parent.title, parent.titleEn),
      sort: parent.sort,
      children: parent.children.map((child) => ({
        id: child.id,
        title: localized(culture, child.title, child.titleEn),
        sgL_RequestUrl: child.requestUrl ?? '',
        sort: child.sort,
      })),
    })),
  };
}
