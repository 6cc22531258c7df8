import { buffer } from 'node:stream/consumers';
import type { Photo } from '../generated/prisma/client.ts';
import type { DetectedFace } from '../faces/face-model.ts';
import type { DecodedImage } from '../media/decoded-image.ts';
import { linkPhotoFaces } from '../faces/face-bib-links.ts';
import { replacePhotoFaces } from '../faces/photo-faces.ts';
import { recordSelfieFollowMatches } from '../faces/selfie-follow-matches.ts';
import { PhotoStatus } from '../shared/domain/photo-status.ts';
import { defineJob, type JobContext } from './definitions.ts';
import { fanOutPhotos } from './photo-fan-out.ts';

/** The photo's faces to store, or null when its activity has face search switched off. */
export async function detectIndexableFaces(
  { db, faceDetector }: JobContext,
  photo: Pick<Photo, 'activityId'>,
  image: Buffer | DecodedImage,
): Promise<DetectedFace[] | null> {
  const activity = await db.activity.findUnique({
    where: { id: photo.activityId },
    select: { faceSearchEnabled: true },
  });
  if (!activity?.faceSearchEnabled) return null;
  return faceDetector().detect(image);
}

/** Detects one published photo's faces again and replaces the stored ones. */
export const reindexPhotoFaces = defineJob<{ photoId: number }>({
  name: 'faces.reindex-photo',
  queue: { retryLimit: 3, retryDelay: 15, retryBackoff: true, expireInSeconds: 15 * 60 },
  // Detection runs on the face pool's worker threads, one per core.
  concurrency: 'WORKER_CONCURRENCY',
  async handle(context, { photoId }) {
    const photo = await context.db.photo.findUnique({ where: { id: photoId } });
    if (photo?.status !== PhotoStatus.ready) return;
    const stored = await context.storage.get('originals', photo.originalKey);
    if (!stored) throw new Error('The original file is missing from storage');
    const faces = await detectIndexableFaces(context, photo, await buffer(stored.body));
    if (!faces) return;
    await context.db.$transaction(async (tx) => {
      // Deleted or unpublished while its faces were being detected: nothing to index.
      if ((await tx.photo.count({ where: { id: photoId, status: PhotoStatus.ready } })) === 0) return;
      await replacePhotoFaces(tx, photo, faces);
      await linkPhotoFaces(tx, photo);
      // Faces found only now (face search switched on later, a better detector) reach selfie follows.
      await recordSelfieFollowMatches(tx, [photoId]);
    });
  },
});

/** Fans out into one reindexPhotoFaces job per published photo of the activity. */
export const reindexActivityFaces = defineJob<{ activityId: number }>({
  name: 'faces.reindex-activity',
  queue: { retryLimit: 3, retryDelay: 15, retryBackoff: true },
  async handle({ db, jobs }, { activityId }) {
    await fanOutPhotos(db, jobs, { activityId, status: PhotoStatus.ready }, reindexPhotoFaces);
  },
});
