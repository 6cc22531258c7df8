import type { FastifyInstance } from 'fastify';
import { decodeDescriptor, descriptorDistance } from '../../faces/descriptor.ts';

/**
 * The farthest a selfie's face may be from one of the activity's stored faces and still be that
 * face cut out of a published photo. `npm run bench:hideme-copies` (decisions/015): true selfies,
 * other photos of the same person, came no nearer than 0.265; copies from 0.04 up to 0.57.
 */
export const SAME_FACE_MAX_DISTANCE = 0.25;

/**
 * How near the selfie's face comes to one of the activity's faces when it is near enough to be
 * that face copied (a crop of a public preview or thumbnail, resized, re-encoded or mirrored);
 * null for a face of its own. `looks` holds the selfie's face as it is and flipped left to right.
 * Hidden faces count too: their photos' previews stay public.
 */
export async function copiedFaceDistance(
  app: FastifyInstance,
  activityId: number,
  looks: Float32Array[],
): Promise<number | null> {
  const options = { threshold: SAME_FACE_MAX_DISTANCE, limit: 1 };
  const distances: number[] = [];
  for (const look of looks) {
    const [match] = await app.faces.registry.search(activityId, look, options);
    if (match) distances.push(match.distance);
  }
  // The index holds no hidden face; hide requests are few (rate-limited), and so are their faces.
  const requests = await app.db.faceHideRequest.findMany({
    where: { activityId, undoneAt: null },
    select: { id: true },
  });
  const hidden = await app.db.face.findMany({
    where: { hideRequestId: { in: requests.map((request) => request.id) } },
    select: { descriptor: true },
  });
  for (const { descriptor } of hidden) {
    const stored = decodeDescriptor(descriptor);
    for (const look of looks) distances.push(descriptorDistance(look, stored));
  }
  const nearest = Math.min(...distances);
  return nearest <= SAME_FACE_MAX_DISTANCE ? nearest : null;
}
