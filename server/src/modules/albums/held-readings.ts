import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import type { Prisma } from '../../generated/prisma/client.ts';
import { BibSource, normaliseBib } from '../../shared/domain/bib.ts';
import { page } from '../../shared/paging.ts';
import type { HeldReadingQuery, HeldReadingView } from './admin-schemas.ts';
import { recordFollowMatches } from '../../shared/follows.ts';

// Bib readings held because the activity's registered list does not have them (decision 067): an
// admin looks at each one in the back office and publishes it as a tag or discards it.

export async function listHeldReadings(app: FastifyInstance, query: Static<typeof HeldReadingQuery>) {
  const where: Prisma.HeldBibReadingWhereInput = {
    ...(query.activityId !== undefined && { activityId: query.activityId }),
    ...(query.albumId !== undefined && { photo: { albumId: query.albumId } }),
    ...(query.bib !== undefined && { bib: normaliseBib(query.bib) }),
  };
  // By bib: the same number read on many photos is decided once (a runner missing from the list, a clock).
  const readings = await page(app.db.heldBibReading, query, {
    where,
    orderBy: [{ bib: 'asc' }, { id: 'asc' }],
    include: {
      photo: {
        select: {
          fileName: true,
          width: true,
          height: true,
          thumbnailKey: true,
          previewKey: true,
          albumId: true,
          album: { select: { name: true, photographer: { select: { displayName: true } } } },
          activity: { select: { title: true } },
        },
      },
    },
  });
  const urlOf = (key: string | null) => (key ? app.storage.publicUrl(key) : null);
  return {
    totalCount: readings.totalCount,
    items: readings.items.map(({ photo, ...reading }): Static<typeof HeldReadingView> => ({
      id: reading.id,
      bib: reading.bib,
      confidence: reading.confidence,
      box:
        reading.boxX === null || reading.boxY === null || reading.boxWidth === null || reading.boxHeight === null
          ? null
          : { x: reading.boxX, y: reading.boxY, width: reading.boxWidth, height: reading.boxHeight },
      photoId: reading.photoId,
      fileName: photo.fileName,
      width: photo.width,
      height: photo.height,
      thumbnailUrl: urlOf(photo.thumbnailKey),
      previewUrl: urlOf(photo.previewKey),
      albumId: photo.albumId,
      albumName: photo.album.name,
      activityId: reading.activityId,
      activityTitle: photo.activity.title,
      photographerName: photo.album.photographer.displayName,
      createdAt: reading.createdAt.toISOString(),
    })),
  };
}

/**
 * Publishes held readings as bib tags of the admin who accepted them (a person vouched for them:
 * reading the photo again keeps them); answers how many were accepted.
 */
export async function acceptHeldReadings(app: FastifyInstance, ids: number[]) {
  return app.db.$transaction(async (tx) => {
    const held = await tx.heldBibReading.findMany({ where: { id: { in: ids } } });
    await tx.bibTag.createMany({
      data: held.map(({ photoId, activityId, bib, boxX, boxY, boxWidth, boxHeight }) => ({
        photoId,
        activityId,
        bib,
        source: BibSource.admin,
        boxX,
        boxY,
        boxWidth,
        boxHeight,
      })),
      skipDuplicates: true,
    });
    const { count } = await tx.heldBibReading.deleteMany({ where: { id: { in: held.map((reading) => reading.id) } } });
    await recordFollowMatches(
      tx,
      held.map((reading) => reading.photoId),
    );
    return count;
  });
}

/** Forgets held readings (misread): answers how many. Reading the photo again may find them again. */
export async function discardHeldReadings(app: FastifyInstance, ids: number[]) {
  const { count } = await app.db.heldBibReading.deleteMany({ where: { id: { in: ids } } });
  return count;
}
