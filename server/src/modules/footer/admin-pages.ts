import type { FastifyInstance } from 'fastify';
import type { Prisma } from '../../generated/prisma/client.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { page, type Paging } from '../../shared/paging.ts';
import { isPrismaError, orNotFound } from '../../shared/prisma-errors.ts';
import type { Static } from 'typebox';
import type { FootContentFields } from './schemas.ts';

// The back office's footer pages: one rich text (Chinese, English optional) per footer link.
// Every save goes through sanitizeRichText, so what visitors get never carries a script.

const contentSelect = {
  id: true,
  footLinkId: true,
  content: true,
  contentEn: true,
  updatedAt: true,
  footLink: { select: { title: true, requestUrl: true, isShow: true, parent: { select: { title: true } } } },
} satisfies Prisma.FootContentSelect;

type ContentRow = Prisma.FootContentGetPayload<{ select: typeof contentSelect }>;

function adminView({ footLink, ...row }: ContentRow) {
  return {
    ...row,
    linkTitle: footLink.title,
    parentTitle: footLink.parent?.title ?? null,
    sgL_RequestUrl: footLink.requestUrl,
    SGL_IsShow: footLink.isShow,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listFootPages(app: FastifyInstance, paging: Paging) {
  const pages = await page(app.db.footContent, paging, {
    select: contentSelect,
    orderBy: [{ footLink: { parent: { sort: 'asc' } } }, { footLink: { sort: 'asc' } }, { id: 'asc' }],
  });
  return {
    ...pages,
    items: pages.items.map((row) => {
      const { content: _content, contentEn: _contentEn, ...summary } = adminView(row);
      return summary;
    }),
  };
}

export async function getFootPage(app: FastifyInstance, id: number) {
  const row = await app.db.footContent.findUnique({ where: { id }, select: contentSelect });
  if (!row) throw notFound('footContent.notFound');
  return adminView(row);
}

export type FootPageInput = Static<typeof FootContentFields>;

/** The cleaned texts, and the link they belong to: a footer link (not a column) with no other page. */
async function pageData(app: FastifyInstance, input: FootPageInput, id?: number) {
  const link = await app.db.footLink.findUnique({
    where: { id: input.footLinkId },
    select: { parentId: true, content: { select: { id: true } } },
  });
  if (!link || link.parentId === null) throw notFound('foot.linkNotFound');
  if (link.content && link.content.id !== id) throw badRequest('footContent.linkTaken');
  const content = sanitizeRichText(input.content);
  if (!content) throw badRequest('footContent.empty');
  const contentEn = input.contentEn ? sanitizeRichText(input.contentEn) || null : null;
  return { footLinkId: input.footLinkId, content, contentEn };
}

export async function createFootPage(app: FastifyInstance, input: FootPageInput) {
  const data = await pageData(app, input);
  try {
    return adminView(await app.db.footContent.create({ data, select: contentSelect }));
  } catch (error) {
    // Two admins writing the same link's page at once: the second is told to edit the first.
    if (isPrismaError(error, 'P2002')) throw badRequest('footContent.linkTaken');
    throw error;
  }
}

export async function updateFootPage(app: FastifyInstance, input: FootPageInput & { id: number }) {
  if (!(await app.db.footContent.findUnique({ where: { id: input.id }, select: { id: true } }))) {
    throw notFound('footContent.notFound');
  }
  const data = await pageData(app, input, input.id);
  return adminView(
    await orNotFound(
      app.db.footContent.update({ where: { id: input.id }, data, select: contentSelect }),
      'footContent.notFound',
    ),
  );
}

export async function deleteFootPage(app: FastifyInstance, id: number) {
  const { count } = await app.db.footContent.deleteMany({ where: { id } });
  if (count === 0) throw notFound('footContent.notFound');
}
