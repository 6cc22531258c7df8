import type { FastifyInstance } from 'fastify';
import { buffer } from 'node:stream/consumers';
import { decodeDescriptor, descriptorDistance } from '../../faces/descriptor.ts';
import { describeInRendition, type DescribeFaces } from '../../faces/rendition-faces.ts';
import { getAlbumSettings } from '../../shared/album-settings.ts';

// Hide me refuses a face cut out of the activity's own photos (decisions/015). Originals never
// leave the server, so a copy comes from a public preview or thumbnail: the selfie's face is
// compared with the faces it would hide as stored and as they appear in those renditions, where a
// copy lands nearer than another photo of the same person does.

/**
 * The farthest a selfie's face may be from a face, as stored or as it appears in its photo's
 * preview or thumbnail, and still be that face copied. `npm run bench:hideme-copies`
 * (decisions/015): true selfies came no nearer than 0.27.
 */
export const COPY_MAX_DISTANCE = 0.25;
/**
 * The nearest faces compared in renditions, at most: their photos' previews and thumbnails are read
 * and described in the selfie process (66 ms CPU per face described, decoding included, in the
 * bench), so at most 32 renditions, ~2 s at worst, on top of the selfie's own detections. A copy's
 * source is the face nearest to it, or one of the few nearest.
 */
export const MAX_COPY_CANDIDATES = 16;

interface Candidate {
  faceId: number;
  distance: number;
}

/**
 * The faces the selfie would hide, and those hidden already (their photos' renditions stay public):
 * within the match threshold of one of its looks, nearest first (a face may come once per look).
 */
async function copyCandidates(app: FastifyInstance, activityId: number, looks: Float32Array[]) {
  const { faceMatchThreshold } = await getAlbumSettings(app.db);
  const candidates: Candidate[] = [];
  for (const look of looks) {
    const options = { threshold: faceMatchThreshold, limit: MAX_COPY_CANDIDATES };
    candidates.push(...(await app.faces.registry.search(activityId, look, options)));
  }
  // The index holds no hidden face; hides are rate-limited, so they are few.
  const hidden = await app.db.face.findMany({
    where: { activityId, hideRequestId: { not: null } },
    select: { id: true, descriptor: true },
  });
  for (const face of hidden) {
    const stored = decodeDescriptor(face.descriptor);
    const distance = Math.min(...looks.map((look) => descriptorDistance(look, stored)));
    if (distance <= faceMatchThreshold) candidates.push({ faceId: face.id, distance });
  }
  return candidates.toSorted((a, b) => a.distance - b.distance);
}

async function publicFile(app: FastifyInstance, key: string | null) {
  const stored = key ? await app.storage.get('public', key) : undefined;
  return stored && buffer(stored.body);
}

/**
 * Where the selfie's face is one of the activity's faces copied from a preview or thumbnail
 * (cropped, resized, re-encoded or mirrored): that face and how near the copy came; null
 * for a face of its own. `looks` holds the selfie's face as it is and flipped left to right.
 */
export async function copiedFace(app: FastifyInstance, activityId: number, looks: Float32Array[]) {
  const candidates = await copyCandidates(app, activityId, looks);
  // A face this near as stored needs no rendition read.
  if (candidates[0] && candidates[0].distance <= COPY_MAX_DISTANCE) return candidates[0];
  const faceIds = [...new Set(candidates.map((candidate) => candidate.faceId))].slice(0, MAX_COPY_CANDIDATES);
  const faces = await app.db.face.findMany({
    // A face deleted since the index loaded it (a re-index) is simply not compared.
    where: { id: { in: faceIds } },
    select: {
      id: true,
      photoId: true,
      x: true,
      y: true,
      width: true,
      height: true,
      photo: { select: { width: true, previewKey: true, thumbnailKey: true } },
    },
  });
  const byId = new Map(faces.map((face) => [face.id, face]));
  const nearestFirst = faceIds.flatMap((id) => byId.get(id) ?? []);
  const describe: DescribeFaces = (image, boxes) => app.faces.detector.describe(image, boxes);
  // Photo by photo, the nearest faces first: each rendition is read and decoded once.
  for (const photoId of new Set(nearestFirst.map((face) => face.photoId))) {
    const shown = nearestFirst.filter((face) => face.photoId === photoId);
    const { width, previewKey, thumbnailKey } = shown[0]!.photo;
    if (!width) continue;
    for (const key of [previewKey, thumbnailKey]) {
      const rendition = await publicFile(app, key);
      if (!rendition) continue;
      const descriptors = await describeInRendition(describe, rendition, width, shown);
      for (const [i, seen] of descriptors.entries()) {
        const distance = seen ? Math.min(...looks.map((look) => descriptorDistance(look, seen))) : Infinity;
        if (distance <= COPY_MAX_DISTANCE) return { faceId: shown[i]!.id, distance };
      }
    }
  }
  return null;
}
