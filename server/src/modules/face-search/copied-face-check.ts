import type { FastifyInstance } from 'fastify';
import { buffer } from 'node:stream/consumers';
import { decodeDescriptor, descriptorDistance } from '../../faces/descriptor.ts';
import { describeInRendition, type DescribeFaces } from '../../faces/rendition-faces.ts';
import { getAlbumSettings } from '../../shared/album-settings.ts';

// Hide me refuses a face cut out of the activity's own photos (decisions/015). Originals never
// leave the server, so a copy comes from a public preview or thumbnail: the selfie's face is
// compared with the faces it would hide as they appear in those renditions, where a copy lands
// far nearer than another photo of the same person does.

/**
 * The farthest a selfie's face may be from a face as it appears in a photo's preview or thumbnail
 * and still be that face copied. `npm run bench:hideme-copies` (decisions/015).
 */
export const COPY_MAX_DISTANCE = 0.2;
/**
 * The nearest faces compared, at most: each is described in its photo's preview and thumbnail
 * (two storage reads and ~0.1 s of the selfie process per photo), so a request costs a few seconds
 * at worst. A copy's source is the face nearest to it, or one of the few nearest.
 */
export const MAX_COPY_CANDIDATES = 16;

interface Candidate {
  faceId: number;
  distance: number;
}

/**
 * The faces the selfie would hide, and those hidden already (their photos' renditions stay public):
 * within the match threshold of one of its looks, nearest first, at most MAX_COPY_CANDIDATES.
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
  const nearest = [...new Set(candidates.toSorted((a, b) => a.distance - b.distance).map((c) => c.faceId))];
  return nearest.slice(0, MAX_COPY_CANDIDATES);
}

async function publicFile(app: FastifyInstance, key: string | null) {
  const stored = key ? await app.storage.get('public', key) : undefined;
  return stored && buffer(stored.body);
}

/**
 * Where the selfie's face is one of the activity's faces copied from a preview or thumbnail
 * (cropped, resized, re-encoded or mirrored): that face's photo and how near the copy came; null
 * for a face of its own. `looks` holds the selfie's face as it is and flipped left to right.
 */
export async function copiedFace(app: FastifyInstance, activityId: number, looks: Float32Array[]) {
  const faceIds = await copyCandidates(app, activityId, looks);
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
      const distances = descriptors.flatMap((stored) =>
        stored ? looks.map((look) => descriptorDistance(look, stored)) : [],
      );
      const distance = Math.min(...distances);
      if (distance <= COPY_MAX_DISTANCE) return { photoId, distance };
    }
  }
  return null;
}
