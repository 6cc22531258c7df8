import type { Prisma } from '../generated/prisma/client.ts';
import { getAlbumSettings } from '../shared/album-settings.ts';
import type { Database } from '../shared/database.ts';
import { PhotoStatus } from '../shared/domain/photo-status.ts';
import { FollowKind, FollowState } from '../shared/follows.ts';
import { decodeDescriptor, descriptorDistance } from './descriptor.ts';

/**
 * Records, for the confirmed selfie follows of their activities, the published photos among these
 * that show the followed face: a face not hidden (hide me) within the face search's match
 * threshold (AlbumSetting.faceMatchThreshold). The notice job then tells each follow about them
 * together, as for a bib (decision 081). Called where a published photo's faces become known: the
 * publishing transaction (faces are written in it, before this) and a re-index.
 *
 * Cheap on race day: each photo is compared with its activity's selfie follows (a few faces × at
 * most hundreds of 128-d descriptors, microseconds), never each follow with an activity's thousands
 * of photos; a photo without faces costs one indexed query.
 */
export async function recordSelfieFollowMatches(
  db: Database | Prisma.TransactionClient,
  photoIds: readonly number[],
): Promise<number> {
  if (photoIds.length === 0) return 0;
  const faces = await db.face.findMany({
    where: { photoId: { in: [...photoIds] }, hideRequestId: null, photo: { status: PhotoStatus.ready } },
    select: { photoId: true, activityId: true, descriptor: true },
  });
  if (faces.length === 0) return 0;
  const follows = await db.follow.findMany({
    where: {
      activityId: { in: [...new Set(faces.map((face) => face.activityId))] },
      kind: FollowKind.selfie,
      state: FollowState.confirmed,
      expiresAt: { gt: new Date() },
      descriptor: { not: null },
    },
    select: { id: true, activityId: true, descriptor: true },
  });
  if (follows.length === 0) return 0;
  const { faceMatchThreshold } = await getAlbumSettings(db);
  const followed = follows.map((follow) => ({ ...follow, descriptor: decodeDescriptor(follow.descriptor!) }));
  const matches = new Map<string, { followId: number; photoId: number }>();
  for (const face of faces) {
    const descriptor = decodeDescriptor(face.descriptor);
    for (const follow of followed) {
      if (follow.activityId !== face.activityId) continue;
      if (descriptorDistance(descriptor, follow.descriptor) <= faceMatchThreshold)
        matches.set(`${follow.id}:${face.photoId}`, { followId: follow.id, photoId: face.photoId });
    }
  }
  if (matches.size === 0) return 0;
  // A photo already recorded for a follow (published, then re-indexed) is not told again.
  const { count } = await db.followMatch.createMany({ data: [...matches.values()], skipDuplicates: true });
  return count;
}
