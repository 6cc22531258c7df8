import { buffer } from 'node:stream/consumers';
import { PhotoStatus } from '../shared/domain/photo-status.ts';
import { defineJob } from './definitions.ts';
import { reindexPhotoFaces } from './index-faces.ts';
import { fanOutPhotos } from './photo-fan-out.ts';
import { bibStep } from './process-photo.ts';
import { decodeImage, DETECTOR_LONG_SIDE } from '../media/decoded-image.ts';

/** Published photos (on sale or hidden) are the ones whose bibs and faces an admin may read again. */
const PUBLISHED = [PhotoStatus.ready, PhotoStatus.hidden];

/** Reads one published photo's bib numbers again: its OCR tags are replaced, typed ones stay. */
export const rerunPhotoOcr = defineJob<{ photoId: number }>({
  name: 'photos.rerun-ocr',
  queue: { retryLimit: 3, retryDelay: 15, retryBackoff: true, expireInSeconds: 15 * 60 },
  concurrency: 'WORKER_CONCURRENCY',
  async handle(context, { photoId }) {
    const photo = await context.db.photo.findUnique({ where: { id: photoId } });
    if (!photo || !PUBLISHED.includes(photo.status as (typeof PUBLISHED)[number])) return;
    const stored = await context.storage.get('originals', photo.originalKey);
    if (!stored) throw new Error('The original file is missing from storage');
    // The step replaces the photo's OCR tags and leaves typed ones alone.
    const original = await buffer(stored.body);
    const commit = await bibStep(context, photo, {
      original,
      decoded: await decodeImage(original, DETECTOR_LONG_SIDE),
    });
    await context.db.$transaction((tx) => commit(tx));
  },
});

export type RerunWhat = 'ocr' | 'faces';
export type RerunScope = { albumId: number } | { activityId: number };

/** Fans out into one OCR or face job per published photo of an album or activity. */
export const rerunPhotos = defineJob<{ scope: RerunScope; what: RerunWhat }>({
  name: 'photos.rerun',
  queue: { retryLimit: 3, retryDelay: 15, retryBackoff: true },
  async handle({ db, jobs }, { scope, what }) {
    const where = what === 'ocr' ? { ...scope, status: { in: PUBLISHED } } : { ...scope, status: PhotoStatus.ready };
    await fanOutPhotos(db, jobs, where, what === 'ocr' ? rerunPhotoOcr : reindexPhotoFaces);
  },
});
