// Writing a photo's faces to the Face table: on first publication and when an activity is re-indexed.
// Undoing a hide-me writes faces too (modules/face-search/hide-requests.ts), under the same lock.
import type { Prisma } from '../generated/prisma/client.ts';
import { encodeDescriptor } from './descriptor.ts';
import type { DetectedFace } from './face-model.ts';

/** Advisory lock class for inserting an activity's faces (the activity id is the key). */
const FACE_INSERT_LOCK = 4242;
/** A new face covering this much of an old one (intersection over union) is the same face. */
const SAME_FACE_OVERLAP = 0.5;

type Box = DetectedFace['box'];

/** How much two boxes cover each other: intersection over union, 0..1. */
export function boxOverlap(a: Box, b: Box): number {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  if (width <= 0 || height <= 0) return 0;
  const shared = width * height;
  return shared / (a.width * a.height + b.width * b.height - shared);
}

/**
 * Face ids must become visible in id order, because the search index loads the faces "after the
 * last id it has": whoever inserts faces of an activity takes this lock first, inside its
 * transaction, and the next waits for that commit.
 */
export async function lockFaceInserts(tx: Prisma.TransactionClient, activityId: number): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${FACE_INSERT_LOCK}, ${activityId})`;
}

/**
 * Replaces the photo's faces with `faces`, inside the caller's transaction. A face that a person
 * asked to hide stays hidden: the new face at the same place belongs to the same hide-me request.
 */
export async function replacePhotoFaces(
  tx: Prisma.TransactionClient,
  photo: { id: number; activityId: number },
  faces: readonly DetectedFace[],
): Promise<void> {
  await lockFaceInserts(tx, photo.activityId);
  const hidden = await tx.face.findMany({
    where: { photoId: photo.id, hideRequestId: { not: null } },
    select: { x: true, y: true, width: true, height: true, hideRequestId: true },
  });
  await tx.face.deleteMany({ where: { photoId: photo.id } });
  await tx.face.createMany({
    data: faces.map(({ box, score, descriptor }) => ({
      photoId: photo.id,
      activityId: photo.activityId,
      x: Math.round(box.x),
      y: Math.round(box.y),
      width: Math.round(box.width),
      height: Math.round(box.height),
      score,
      descriptor: encodeDescriptor(descriptor),
      hideRequestId: hidden.find((old) => boxOverlap(old, box) >= SAME_FACE_OVERLAP)?.hideRequestId ?? null,
    })),
  });
}
