import type { FastifyInstance } from 'fastify';
import { AppError, badRequest } from '../../lib/errors.ts';
import { localized, translate, type Culture } from '../../lib/i18n.ts';
import { normaliseBib } from '../../shared/domain/bib.ts';
import { onSaleWhere, REFUSAL_MESSAGES, refusals } from '../../shared/purchase-eligibility.ts';
import { readFaceSearch, storedSearchMatches } from '../../faces/stored-face-search.ts';

// "All my photos in this activity" at the activity's bundle price (docs/decisions/036): the
// photos a member's bib or selfie search finds, less those they own or are paying for, as one cart line.

export interface BundleOffer {
  activityId: number;
  photoCount: number;
  /** NT$ for the bundle, and for the same photos bought one by one. */
  price: number;
  singlesTotal: number;
}

/** What finds the member's photos: a bib, or their own selfie search kept for a day (decisions/043). */
export interface BundleSearch {
  code?: string;
  faceSearchId?: string;
}

/** The bundle the member could add for a search, or null when the activity offers none for it. */
export async function bundleOffer(
  app: FastifyInstance,
  userId: number,
  activityId: number,
  search: BundleSearch,
): Promise<(BundleOffer & { photoIds: number[] }) | null> {
  const activity = await app.db.activity.findFirst({
    where: { id: activityId, isVisible: true },
    select: { bundlePrice: true, bibSearchEnabled: true, faceSearchEnabled: true },
  });
  if (!activity?.bundlePrice) return null;
  const found = await foundPhotos(app, userId, activityId, search, activity);
  const refused = await refusals(
    app,
    userId,
    found.map((photo) => photo.id),
  );
  const photos = found.filter((photo) => !refused.has(photo.id));
  const singlesTotal = photos.reduce((sum, photo) => sum + photo.price, 0);
  if (photos.length < 2 || activity.bundlePrice >= singlesTotal) return null;
  return {
    activityId,
    photoIds: photos.map((photo) => photo.id),
    photoCount: photos.length,
    price: activity.bundlePrice,
    singlesTotal,
  };
}

/** The photos on sale the search finds in the activity, in id order. */
async function foundPhotos(
  app: FastifyInstance,
  userId: number,
  activityId: number,
  { code, faceSearchId }: BundleSearch,
  enabled: { bibSearchEnabled: boolean; faceSearchEnabled: boolean },
) {
  const select = { id: true, price: true } as const;
  const orderBy = { id: 'asc' } as const;
  if (code !== undefined) {
    if (!enabled.bibSearchEnabled) return [];
    const bibTags = { some: { activityId, bib: normaliseBib(code) } };
    return app.db.photo.findMany({ where: { activityId, ...onSaleWhere, bibTags }, select, orderBy });
  }
  if (faceSearchId === undefined) throw badRequest('bundle.searchNeeded');
  const search = await readFaceSearch(app, faceSearchId, userId, { ownerOnly: true });
  if (search.activityId !== activityId || !enabled.faceSearchEnabled) return [];
  const photoIds = (await storedSearchMatches(app, search)).map((match) => match.photoId);
  return app.db.photo.findMany({ where: { id: { in: photoIds }, activityId, ...onSaleWhere }, select, orderBy });
}

/** Puts the bundle in the cart (replacing an earlier one of the activity) and drops its photos' single lines. */
export async function addBundle(app: FastifyInstance, userId: number, activityId: number, search: BundleSearch) {
  const offer = await bundleOffer(app, userId, activityId, search);
  if (!offer) throw badRequest('bundle.notOffered');
  const { photoIds, ...shown } = offer;
  await app.db.$transaction([
    app.db.cartBundle.upsert({
      where: { userId_activityId: { userId, activityId } },
      create: { userId, activityId, photoIds },
      update: { photoIds, createdAt: new Date() },
    }),
    app.db.cartItem.deleteMany({ where: { userId, photoId: { in: photoIds } } }),
  ]);
  return shown;
}

/** The member's bundles at today's prices: each available only while all its photos are. */
export async function listBundles(app: FastifyInstance, culture: Culture, userId: number) {
  const bundles = await app.db.cartBundle.findMany({
    where: { userId },
    orderBy: { id: 'asc' },
    select: {
      id: true,
      photoIds: true,
      activity: { select: { id: true, title: true, titleEn: true, bundlePrice: true } },
    },
  });
  const allIds = bundles.flatMap((bundle) => bundle.photoIds);
  const [refused, prices] = await Promise.all([
    refusals(app, userId, allIds),
    app.db.photo.findMany({ where: { id: { in: allIds } }, select: { id: true, price: true } }),
  ]);
  const priceOf = new Map(prices.map((photo) => [photo.id, photo.price]));
  return bundles.map(({ id, photoIds, activity }) => {
    const singlesTotal = photoIds.reduce((sum, photoId) => sum + (priceOf.get(photoId) ?? 0), 0);
    const refusal = photoIds.map((photoId) => refused.get(photoId)).find(Boolean);
    return {
      id,
      activityId: activity.id,
      activityTitle: localized(culture, activity.title, activity.titleEn),
      photoIds,
      photoCount: photoIds.length,
      // What checkout will charge: never more than the photos alone.
      price: Math.min(activity.bundlePrice ?? singlesTotal, singlesTotal),
      singlesTotal,
      available: !refusal,
      message: refusal ? translate(culture, REFUSAL_MESSAGES[refusal]) : null,
    };
  });
}

export async function removeBundle(app: FastifyInstance, userId: number, id: number) {
  const { count } = await app.db.cartBundle.deleteMany({ where: { userId, id } });
  if (count === 0) throw new AppError('NotFound', 'bundle.notFound');
}

/** Photos in the member's bundles: a single line for one of them would sell it twice. */
export async function bundledPhotoIds(app: FastifyInstance, userId: number): Promise<Set<number>> {
  const bundles = await app.db.cartBundle.findMany({ where: { userId }, select: { photoIds: true } });
  return new Set(bundles.flatMap((bundle) => bundle.photoIds));
}
