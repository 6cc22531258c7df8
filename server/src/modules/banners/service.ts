import { buffer } from 'node:stream/consumers';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Prisma } from '../../generated/prisma/client.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { localized, type Culture } from '../../lib/i18n.ts';
import { contentTypeOf, UNTRUSTED_IMAGE, type ImageUpload } from '../../lib/images.ts';
import { isBannerImageKey, keyWithVariants, newBannerImageKey } from '../../lib/storage-keys.ts';
import { storeVariants } from '../../media/web-copies.ts';
import { page, type Paging } from '../../shared/paging.ts';
import { orNotFound } from '../../shared/prisma-errors.ts';
import { applyInOneTransaction } from '../../shared/sort-order.ts';
import { srcSetOf } from '../../shared/views/srcset.ts';
import type { Static } from 'typebox';
import type { BannerFields } from './schemas.ts';

/** Banner places the site draws; typeId 1 is the home carousel. */
export const BANNER_TYPES = [{ id: 1, name: { 'zh-TW': '首頁輪播', en: 'Home carousel' } }] as const;

/** A carousel slide is at most this wide (or tall): sharp on a full-width 1920 px screen. */
const BANNER_MAX_SIDE = 1920;

const bySort = [{ sort: 'asc' }, { id: 'asc' }] satisfies Prisma.BannerOrderByWithRelationInput[];

/** Visible banners of a type whose schedule includes now (an open end never expires), by sort. */
export async function currentBanners(app: FastifyInstance, culture: Culture, typeId: number, now = new Date()) {
  const banners = await app.db.banner.findMany({
    where: {
      typeId,
      isVisible: true,
      AND: [
        { OR: [{ startsAt: null }, { startsAt: { lte: now } }] },
        { OR: [{ endsAt: null }, { endsAt: { gt: now } }] },
      ],
    },
    select: {
      id: true,
      title: true,
      titleEn: true,
      altText: true,
      altTextEn: true,
      imageKey: true,
      imageWidth: true,
      linkUrl: true,
      sort: true,
    },
    orderBy: bySort,
  });
  return {
    totalCount: banners.length,
    items: banners.map(({ imageKey, imageWidth, titleEn, altText, altTextEn, ...banner }) => ({
      ...banner,
      title: localized(culture, banner.title, titleEn),
      // Without alt text of its own the slide is described by its title, English first in English.
      altText: localized(culture, altText || banner.title, altTextEn || titleEn),
      imageUrl: app.storage.publicUrl(imageKey),
      imageSrcSet: srcSetOf(app, 'banner', imageKey, imageWidth),
    })),
  };
}

export function bannerTypes(culture: Culture) {
  return { items: BANNER_TYPES.map((type) => ({ id: type.id, name: type.name[culture] })) };
}

type BannerRow = Prisma.BannerGetPayload<object>;

function adminView(app: FastifyInstance, banner: BannerRow) {
  return {
    id: banner.id,
    typeId: banner.typeId,
    title: banner.title,
    titleEn: banner.titleEn,
    altText: banner.altText,
    altTextEn: banner.altTextEn,
    imageKey: banner.imageKey,
    imageUrl: app.storage.publicUrl(banner.imageKey),
    linkUrl: banner.linkUrl,
    sort: banner.sort,
    isVisible: banner.isVisible,
    startsAt: banner.startsAt?.toISOString() ?? null,
    endsAt: banner.endsAt?.toISOString() ?? null,
    updatedAt: banner.updatedAt.toISOString(),
  };
}

export async function listBanners(app: FastifyInstance, query: Paging & { typeId?: number }) {
  const banners = await page(app.db.banner, query, {
    where: query.typeId === undefined ? {} : { typeId: query.typeId },
    orderBy: [{ typeId: 'asc' }, ...bySort],
  });
  return { ...banners, items: banners.items.map((banner) => adminView(app, banner)) };
}

async function findBanner(app: FastifyInstance, id: number) {
  const banner = await app.db.banner.findUnique({ where: { id } });
  if (!banner) throw notFound('banner.notFound');
  return banner;
}

export async function getBanner(app: FastifyInstance, id: number) {
  return adminView(app, await findBanner(app, id));
}

export type BannerInput = Static<typeof BannerFields>;

/** The row to write, once the rules hold: a known type, an uploaded image, a schedule that ends after it starts. */
function bannerData(input: BannerInput) {
  if (!BANNER_TYPES.some((type) => type.id === input.typeId)) throw badRequest('banner.typeUnknown');
  if (!isBannerImageKey(input.imageKey)) throw badRequest('banner.imageMissing');
  const startsAt = input.startsAt ? new Date(input.startsAt) : null;
  const endsAt = input.endsAt ? new Date(input.endsAt) : null;
  if (startsAt && endsAt && startsAt >= endsAt) throw badRequest('banner.schedule');
  return {
    typeId: input.typeId,
    title: input.title.trim(),
    titleEn: input.titleEn?.trim() || null,
    altText: input.altText?.trim() || null,
    altTextEn: input.altTextEn?.trim() || null,
    imageKey: input.imageKey,
    linkUrl: input.linkUrl?.trim() || null,
    sort: input.sort,
    isVisible: input.isVisible,
    startsAt,
    endsAt,
  };
}

/**
 * Stores the WebP copies of the uploaded picture a banner is about to show and answers its width,
 * recorded with it. Made here rather than at upload: a picture uploaded and never saved has no
 * copies to clean up, and the width always comes with its copies.
 */
async function storeImageCopies(app: FastifyInstance, imageKey: string) {
  const stored = await app.storage.get('public', imageKey);
  if (!stored) throw badRequest('banner.imageMissing');
  return storeVariants(app.storage, 'banner', imageKey, await buffer(stored.body));
}

async function removeImage(app: FastifyInstance, imageKey: string) {
  for (const key of keyWithVariants('banner', imageKey)) await app.storage.remove('public', key);
}

export async function createBanner(app: FastifyInstance, input: BannerInput) {
  const data = bannerData(input);
  const imageWidth = await storeImageCopies(app, data.imageKey);
  return adminView(app, await app.db.banner.create({ data: { ...data, imageWidth } }));
}

export async function updateBanner(app: FastifyInstance, input: BannerInput & { id: number }) {
  const data = bannerData(input);
  const before = await findBanner(app, input.id);
  const newImage = before.imageKey !== data.imageKey;
  const imageWidth = newImage ? await storeImageCopies(app, data.imageKey) : before.imageWidth;
  const banner = await orNotFound(
    app.db.banner.update({ where: { id: input.id }, data: { ...data, imageWidth } }),
    'banner.notFound',
  );
  if (newImage) await removeImage(app, before.imageKey);
  return adminView(app, banner);
}

export async function deleteBanner(app: FastifyInstance, id: number) {
  const banner = await findBanner(app, id);
  await orNotFound(app.db.banner.delete({ where: { id } }), 'banner.notFound');
  await removeImage(app, banner.imageKey);
}

export async function reorderBanners(app: FastifyInstance, items: { id: number; sort: number }[]) {
  await applyInOneTransaction(
    app.db,
    items,
    (tx, item) => tx.banner.updateMany({ where: { id: item.id }, data: { sort: item.sort } }),
    'banner.notFound',
  );
}

/** Stores an uploaded banner picture, no wider or taller than 1920 px, as WebP without EXIF. */
export async function saveBannerImage(app: FastifyInstance, image: ImageUpload) {
  const webp = await sharp(image.buffer, UNTRUSTED_IMAGE)
    .rotate()
    .resize(BANNER_MAX_SIDE, BANNER_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer();
  const imageKey = newBannerImageKey();
  await app.storage.put('public', imageKey, webp, contentTypeOf('webp'));
  return { imageKey, imageUrl: app.storage.publicUrl(imageKey) };
}
