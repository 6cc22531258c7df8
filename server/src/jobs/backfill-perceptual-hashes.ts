import { buffer } from 'node:stream/consumers';
import { PhotoStatus } from '../shared/domain/photo-status.ts';
import { originalPerceptualHash } from '../media/renditions.ts';
import { defineJob } from './definitions.ts';

/** Photos one run hashes before it hands over to the next: each original is read and decoded. */
const BATCH = 20;

/**
 * Gives a perceptual hash to the photos published before the pipeline made one (and to any that a
 * worker still running older code publishes). Each run hashes a batch in id order and queues the
 * next; the hourly start finds nothing to do once all are hashed. The queue holds at most one
 * waiting run ('stately'), so an hourly start never runs beside an unfinished backfill.
 */
export const backfillPerceptualHashes = defineJob<{ afterId?: number }>({
  name: 'photos.backfill-perceptual-hashes',
  schedule: '41 * * * *',
  queue: { policy: 'stately', retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 15 * 60 },
  async handle({ db, storage, jobs, log }, { afterId = 0 }) {
    const photos = await db.photo.findMany({
      // Hidden photos were on show before: their previews may be about.
      where: { id: { gt: afterId }, perceptualHash: null, status: { in: [PhotoStatus.ready, PhotoStatus.hidden] } },
      orderBy: { id: 'asc' },
      take: BATCH,
      select: { id: true, originalKey: true },
    });
    for (const photo of photos) {
      try {
        const stored = await storage.get('originals', photo.originalKey);
        if (!stored) throw new Error('The original file is missing from storage');
        const perceptualHash = await originalPerceptualHash(await buffer(stored.body));
        await db.photo.updateMany({ where: { id: photo.id, perceptualHash: null }, data: { perceptualHash } });
      } catch (err) {
        // One unreadable original must not hold up the others; the next hourly run tries it again.
        log.warn({ err, photoId: photo.id }, 'no perceptual hash for this photo');
      }
    }
    if (photos.length === BATCH) await jobs.send(backfillPerceptualHashes, { afterId: photos.at(-1)!.id });
  },
});
