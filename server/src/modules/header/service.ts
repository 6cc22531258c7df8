import type { FastifyInstance } from 'fastify';
import type { Prisma } from '../../generated/prisma/client.ts';
import { notFound } from '../../lib/errors.ts';
import { localized, type Culture } from '../../lib/i18n.ts';
import { page, type Paging } from '../../shared/paging.ts';
import { applyInOneTransaction } from '../../shared/sort-order.ts';
import type { Static } from 'typebox';
import type { HeaderFields } from './schemas.ts';

const bySort = [{ sort: 'asc' }, { id: 'asc' }] satisfies Prisma.HeaderLinkOrderByWithRelationInput[];

/** The top navigation: visible entries by sort, titled in the caller's culture. */
export async function headerLinks(app: FastifyInstance, culture: Culture) {
  const links = await app.db.headerLink.findMany({
    where: { isShow: true },
    select: { id: true, title: true, titleEn: true, url: true, sort: true },
    orderBy: bySort,
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

export async function listHeaderLinks(app: FastifyInstance, paging: Paging) {
  return page(app.db.headerLink, paging, {
    select: { id: true, title: true, titleEn: true, url: true, sort: true, isShow: true },
    orderBy: bySort,
  });
}

export type HeaderInput = Static<typeof HeaderFields>;

const headerData = (input: HeaderInput) => ({
  title: input.title.trim(),
  titleEn: input.titleEn?.trim() || null,
  url: input.url.trim(),
  sort: input.sort,
  isShow: input.isShow,
});

const adminSelect = { id: true, title: true, titleEn: true, url: true, sort: true, isShow: true } as const;

export function createHeaderLink(app: FastifyInstance, input: HeaderInput) {
  return app.db.headerLink.create({ data: headerData(input), select: adminSelect });
}

export async function updateHeaderLink(app: FastifyInstance, input: HeaderInput & { id: number }) {
  const { count } = await app.db.headerLink.updateMany({ where: { id: input.id }, data: headerData(input) });
  if (count === 0) throw notFound('header.notFound');
  return app.db.headerLink.findUniqueOrThrow({ where: { id: input.id }, select: adminSelect });
}

export async function deleteHeaderLink(app: FastifyInstance, id: number) {
  const { count } = await app.db.headerLink.deleteMany({ where: { id } });
  if (count === 0) throw notFound('header.notFound');
}

export function reorderHeaderLinks(app: FastifyInstance, items: { id: number; sort: number }[]) {
  return applyInOneTransaction(
    app.db,
    items,
    (tx, item) => tx.headerLink.updateMany({ where: { id: item.id }, data: { sort: item.sort } }),
    'header.notFound',
  );
}
