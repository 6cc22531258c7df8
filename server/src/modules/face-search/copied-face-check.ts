import { buffer } from 'node:stream/consumers';
import type { FastifyInstance } from 'fastify';
import { decodeDescriptor, descriptorDistance } from '../../faces/descriptor.ts';
import type { DetectedFace } from '../../faces/face-model.ts';
import { greyImage, selfieRegion, similarityInRenditions } from '../../faces/face-pixels.ts';
import type { DecodedImage } from '../../media/decoded-image.ts';

// Measured with `npm run bench:hideme-copies` (decisions/015).

/**
 * Stored faces this near the selfie's face are compared pixel by pixel. A copy lands at most 0.57
 * from the face it was cut from (the preview's watermark moves it most; mirrored 0.56).
 */
export const CANDIDATE_DISTANCE = 0.65;
/** The nearest candidates compared: the faces a copy's hide would act on, and then some. */
export const MAX_CANDIDATES = 40;
/** Pixel similarity (patch correlation) from which the selfie's face is a stored face copied. */
export const SAME_PIXELS_SIMILARITY = 0.9;

/**
 * The stored face the selfie's face was cut from (a crop of a public preview or thumbnail,
 * resized, re-encoded or mirrored), with how alike they are; null for a face of its own. Hidden
 * faces count too: their photos' previews stay public.
 */
export async function copiedFace(
  app: FastifyInstance,
  activityId: number,
  { upright, face }: { upright: DecodedImage; face: DetectedFace },
): Promise<{ faceId: number; similarity: number } | null> {
  const options = { threshold: CANDIDATE_DISTANCE, limit: MAX_CANDIDATES };
  const near = await app.faces.registry.search(activityId, face.descriptor, options);
  const candidates = await app.db.face.findMany({
    where: {
      OR: [
        { id: { in: near.map((match) => match.faceId) } },
        { hideRequestId: { in: await hideRequests(app, activityId) } },
      ],
    },
    select: {
      id: true,
      x: true,
      y: true,
      width: true,
      height: true,
      descriptor: true,
      photo: { select: { id: true, width: true, previewKey: true, thumbnailKey: true } },
    },
  });
  const compared = candidates.filter(
    (candidate) => descriptorDistance(face.descriptor, decodeDescriptor(candidate.descriptor)) <= CANDIDATE_DISTANCE,
  );
  const selfie = await selfieRegion(upright, face.box);
  const byPhoto = new Map<number, typeof compared>();
  for (const candidate of compared)
    byPhoto.set(candidate.photo.id, [...(byPhoto.get(candidate.photo.id) ?? []), candidate]);
  for (const faces of byPhoto.values()) {
    const { photo } = faces[0]!;
    const renditions = await publicRenditions(app, [photo.thumbnailKey, photo.previewKey]);
    if (!photo.width || renditions.length === 0) continue;
    for (const stored of faces) {
      const similarity = await similarityInRenditions(selfie, renditions, photo.width, stored);
      if (similarity >= SAME_PIXELS_SIMILARITY) return { faceId: stored.id, similarity };
    }
  }
  return null;
}

/** The activity's hide requests still in force: the index holds none of their faces. They are few (rate-limited). */
async function hideRequests(app: FastifyInstance, activityId: number) {
  const requests = await app.db.faceHideRequest.findMany({
    where: { activityId, undoneAt: null },
    select: { id: true },
  });
  return requests.map((request) => request.id);
}

async function publicRenditions(app: FastifyInstance, keys: (string | null)[]) {
  const pictures = [];
  for (const key of keys) {
    const stored = key ? await app.storage.get('public', key) : undefined;
    if (stored) pictures.push(await greyImage(await buffer(stored.body)));
  }
  return pictures;
}
