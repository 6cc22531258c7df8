import type { FastifyInstance } from 'fastify';
import { decodeDescriptor, descriptorDistance } from '../../faces/descriptor.ts';
import { unlinkFace } from '../../faces/face-bib-links.ts';
import { notFound } from '../../lib/errors.ts';
import { descriptorOf, readFaceSearch } from '../../faces/stored-face-search.ts';

// 不是我 (docs/decisions/043): a member says a photo of their selfie search does not show them.

/** The photo leaves the member's face-search results in its activity, and its face loses its bib. */
export async function markNotMe(app: FastifyInstance, userId: number, searchId: string, photoId: number) {
  const search = await readFaceSearch(app, searchId, userId, { ownerOnly: true });
  const query = descriptorOf(search, search.faceIndex)!;
  const faces = await app.db.face.findMany({
    where: { photoId, activityId: search.activityId, hideRequestId: null },
    select: { id: true, descriptor: true },
  });
  // The face the search matched in the photo: the nearest to the selfie's.
  const matched = faces
    .map((face) => ({ id: face.id, distance: descriptorDistance(query, decodeDescriptor(face.descriptor)) }))
    .sort((a, b) => a.distance - b.distance)[0];
  if (!matched) throw notFound('faceSearch.notInResults');
  const mark = { userId, activityId: search.activityId, photoId, faceId: matched.id };
  await app.db.notMeMark.upsert({
    where: { userId_photoId: { userId, photoId } },
    create: mark,
    update: { faceId: matched.id },
  });
  await unlinkFace(app.db, matched.id);
  return { photoId };
}
