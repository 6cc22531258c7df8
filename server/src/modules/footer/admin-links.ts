import type { FastifyInstance } from 'fastify';
import type { Prisma } from '../../generated/prisma/client.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { page, type Paging } from '../../shared/paging.ts';
import { isPrismaError, orNotFound } from '../../shared/prisma-errors.ts';
import { applyInOneTransaction } from '../../shared/sort-order.ts';
import { checkedRequestUrl } from './request-url.ts';
import type { Static } from 'typebox';
import type { FootLinkFields } from './schemas.ts';

// The back office's footer: columns (parentId null) and their links (each a page at
// /foot/{sgL_RequestUrl}). A link never becomes a column nor a column a link: their rows mean
// different things to visitors (a heading, a route).

const linkSelect = {
  id: true,
  parentId: true,
  title: true,
  titleEn: true,
  requestUrl: true,
  sort: true,
  isShow: true,
  updatedAt: true,
  parent: { select: { title: true } },
  content: { select: { id: true } },
  _count: { select: { children: true } },
} satisfies Prisma.FootLinkSelect;

type LinkRow = Prisma.FootLinkGetPayload<{ select: typeof linkSelect }>;

const adminView = (link: LinkRow) => ({
  id: link.id,
  parentId: link.parentId,
  parentTitle: link.parent?.title ?? null,
  title: link.title,
  titleEn: link.titleEn,
  sgL_RequestUrl: link.requestUrl,
  sort: link.sort,
  SGL_IsShow: link.isShow,
  childCount: link._count.children,
  contentId: link.content?.id ?? null,
  updatedAt: link.updatedAt.toISOString(),
});

export async function listFootLinks(
  app: FastifyInstance,
  query: Paging & { level?: 'parent' | 'child'; parentId?: number },
) {
  const where: Prisma.FootLinkWhereInput = {
    ...(query.level === 'parent' && { parentId: null }),
    ...(query.level === 'child' && { parentId: { not: null } }),
    ...(query.parentId !== undefined && { parentId: query.parentId }),
  };
  const links = await page(app.db.footLink, query, {
    where,
    select: linkSelect,
    // Columns first, then links column by column (the overview builds the tree from this).
    orderBy: [{ parentId: { sort: 'asc', nulls: 'first' } }, { sort: 'asc' }, { id: 'asc' }],
  });
  return { ...links, items: links.items.map(adminView) };
}

export type FootLinkInput = Static<typeof FootLinkFields>;

async function checkColumn(app: FastifyInstance, parentId: number) {
  const column = await app.db.footLink.findUnique({ where: { id: parentId }, select: { parentId: true } });
  if (!column || column.parentId !== null) throw badRequest('foot.columnNotFound');
}

/** The row to write: a column has no page path; a link has a free, well-formed one under an existing column. */
async function linkData(app: FastifyInstance, input: FootLinkInput, id?: number) {
  const parentId = input.parentId ?? null;
  const givenPath = input.sgL_RequestUrl?.trim() || null;
  let requestUrl: string | null = null;
  if (parentId === null) {
    if (givenPath !== null) throw badRequest('foot.columnHasNoPath');
  } else {
    if (givenPath === null) throw badRequest('foot.requestUrlRequired');
    requestUrl = checkedRequestUrl(givenPath);
    await checkColumn(app, parentId);
    const holder = await app.db.footLink.findUnique({ where: { requestUrl }, select: { id: true } });
    if (holder && holder.id !== id) throw badRequest('foot.requestUrlTaken', { requestUrl });
  }
  return {
    parentId,
    title: input.title.trim(),
    titleEn: input.titleEn?.trim() || null,
    requestUrl,
    sort: input.sort,
    isShow: input.SGL_IsShow,
  };
}

/** Two admins saving the same path at once: the unique index decides, with the same message. */
async function onTakenPath<T>(requestUrl: string | null, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isPrismaError(error, 'P2002') && requestUrl) {
      throw badRequest('foot.requestUrlTaken', { requestUrl });
    }
    throw error;
  }
}

export async function createFootLink(app: FastifyInstance, input: FootLinkInput) {
  const data = await linkData(app, input);
  return adminView(await onTakenPath(data.requestUrl, () => app.db.footLink.create({ data, select: linkSelect })));
}

export async function updateFootLink(app: FastifyInstance, input: FootLinkInput & { id: number }) {
  const before = await app.db.footLink.findUnique({ where: { id: input.id }, select: { parentId: true } });
  if (!before) throw notFound('foot.linkNotFound');
  if ((before.parentId === null) !== ((input.parentId ?? null) === null)) throw badRequest('foot.levelFixed');
  const data = await linkData(app, input, input.id);
  return adminView(
    await onTakenPath(data.requestUrl, () =>
      orNotFound(app.db.footLink.update({ where: { id: input.id }, data, select: linkSelect }), 'foot.linkNotFound'),
    ),
  );
}

/** Deletes a link (and its page) or an empty column; a column still holding links is refused, naming how many. */
export async function deleteFootLink(app: FastifyInstance, id: number) {
  const link = await app.db.footLink.findUnique({ where: { id }, select: { _count: { select: { children: true } } } });
  if (!link) throw notFound('foot.linkNotFound');
  if (link._count.children > 0) throw badRequest('foot.columnHasLinks', { count: link._count.children });
  await orNotFound(app.db.footLink.delete({ where: { id } }), 'foot.linkNotFound');
}

/** New order after a drag; a link may move to another column, a column never under one. */
export async function reorderFootLinks(app: FastifyInstance, items: { id: number; sort: number; parentId?: number }[]) {
  const targets = [...new Set(items.flatMap((item) => (item.parentId === undefined ? [] : [item.parentId])))];
  for (const parentId of targets) await checkColumn(app, parentId);
  await applyInOneTransaction(
    app.db,
    items,
    (tx, item) =>
      item.parentId === undefined
        ? tx.footLink.updateMany({ where: { id: item.id }, data: { sort: item.sort } })
        : tx.footLink.updateMany({
            where: { id: item.id, parentId: { not: null } },
            data: { sort: item.sort, parentId: item.parentId },
          }),
    'foot.linkNotFound',
  );
}
