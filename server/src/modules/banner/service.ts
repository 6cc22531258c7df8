import type { FastifyInstance } from 'fastify';

/** Visible banners of a type whose schedule includes now (an open end never expires), by sort. */
export async function currentBanners(app: FastifyInstance, typeId: number, now = new Date()) {
  const banners = await app.db.banner.findMany({
    where: {
      typeId,
      isVisible: true,
      AND: [
        { OR: [{ startsAt: null }, { startsAt: { lte: now } }] },
        { OR: [{ endsAt: null }, { endsAt: { gt: now } }] },
      ],
    },
    select: { id: true, title: true, imageKey: true, linkUrl: true, sort: true },
    orderBy: [{ sort: 'asc' }, { id: 'asc' }],
  });
  return {
    totalCount: banners.length,
    items: banners.map(({ imageKey, ...banner }) => ({ ...banner, imageUrl: app.storage.publicUrl(imageKey) })),
  };
}
