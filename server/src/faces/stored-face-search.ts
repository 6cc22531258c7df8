import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { notFound } from '../lib/errors.ts';
import type { FaceMatch } from './face-index.ts';
import { getAlbumSettings } from '../shared/album-settings.ts';

// A selfie search kept for a day (docs/decisions/043): face search pages, the other faces of the
// selfie, 不是我 and the bundle all read it. Only the faces' boxes and descriptors are stored.

/** A kept search's random id, as requests name it. */
export const FaceSearchId = Type.String({
  pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$',
  maxLength: 36,
});
/** At most this many of a selfie's faces are kept to pick from (clearest first). */
export const MAX_SELFIE_FACES = 10;

/**
 * Distances up to this are 「相似度 高」, the rest up to the match threshold 「中」: at 0.45 the
 * labelled set of decisions/008 found no wrong photo (precision 100 %), at 0.5 one in twelve.
 */
export const HIGH_SIMILARITY_DISTANCE = 0.45;

/** How close a match is, as a selfie's results show it: 高 up to HIGH_SIMILARITY_DISTANCE, else 中. */
export function closenessOf(distance: number) {
  return {
    distance: Math.round(distance * 1000) / 1000,
    similarity: distance <= HIGH_SIMILARITY_DISTANCE ? ('high' as const) : ('medium' as const),
  };
}

/** 高 up to HIGH_SIMILARITY_DISTANCE, 中 up to the match threshold. */
export const Similarity = Type.Union([Type.Literal('high'), Type.Literal('medium')], {
  description: '高 up to the distance of decisions/043, 中 up to the match threshold',
});

/** How long a search stays usable; the hourly purge deletes it after. */
export const FACE_SEARCH_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** The most matches one search considers before paging: far more than one runner's photos. */
const MAX_MATCHES = 2000;
const DESCRIPTOR_BYTES = 128 * 4;

export type StoredFaceSearch = NonNullable<Awaited<ReturnType<typeof findSearch>>>;

const findSearch = (app: FastifyInstance, id: string) =>
  app.db.faceSearchResult.findFirst({ where: { id, expiresAt: { gt: new Date() } } });

/**
 * A search its caller may use: a member's only by that member, a guest's by whoever holds its
 * random id (`ownerOnly` refuses guests' searches too). Expired or someone else's: not found.
 */
export async function readFaceSearch(
  app: FastifyInstance,
  id: string,
  callerId: number | null,
  { ownerOnly = false } = {},
): Promise<StoredFaceSearch> {
  const search = await findSearch(app, id);
  const owned = search !== null && search.userId !== null && search.userId === callerId;
  if (!search || (!owned && (ownerOnly || search.userId !== null))) throw notFound('faceSearch.expired');
  return search;
}

/** The descriptor of the selfie's face at `faceIndex` (clearest first); null for a face it does not have. */
export function descriptorOf(search: StoredFaceSearch, faceIndex: number): Float32Array | null {
  const offset = faceIndex * DESCRIPTOR_BYTES;
  if (offset + DESCRIPTOR_BYTES > search.descriptors.length) return null;
  const bytes = Uint8Array.from(search.descriptors.subarray(offset, offset + DESCRIPTOR_BYTES));
  return new Float32Array(bytes.buffer);
}

/** The faces' descriptors packed as stored (little-endian float32, as on every machine here). */
export function packDescriptors(descriptors: Float32Array[]): Uint8Array<ArrayBuffer> {
  const packed = new Uint8Array(descriptors.length * DESCRIPTOR_BYTES);
  descriptors.forEach((d, i) => packed.set(new Uint8Array(d.buffer, d.byteOffset, d.byteLength), i * DESCRIPTOR_BYTES));
  return packed;
}

/**
 * The index's matches whose faces are still stored and not hidden. The index learns of new faces
 * by itself, but not of faces deleted or hidden by another process (a re-index in the worker,
 * another web server): those are taken out of it here, then the search runs again.
 */
export async function liveMatches(app: FastifyInstance, activityId: number, descriptor: Float32Array) {
  const { faceMatchThreshold } = await getAlbumSettings(app.db);
  const options = { threshold: faceMatchThreshold, limit: MAX_MATCHES };
  for (let attempt = 1; ; attempt += 1) {
    const matches = await app.faces.registry.search(activityId, descriptor, options);
    const live = await app.db.face.findMany({
      where: { id: { in: matches.map((m) => m.faceId) }, hideRequestId: null },
      select: { id: true },
    });
    const liveIds = new Set(live.map((face) => face.id));
    const stale = matches.filter((m) => !liveIds.has(m.faceId)).map((m) => m.faceId);
    // The third try answers what it has, should faces keep changing under it (a re-index running).
    if (stale.length === 0 || attempt === 3) return matches.filter((m) => liveIds.has(m.faceId));
    app.faces.registry.removeFaces(activityId, stale);
    // Still stale after a first clean-up (a whole activity re-indexed): rather load it afresh.
    if (attempt === 2) app.faces.registry.drop(activityId);
  }
}

/** A stored search's matches for its chosen face, best first, less the photos its member said are not them. */
export async function storedSearchMatches(app: FastifyInstance, search: StoredFaceSearch): Promise<FaceMatch[]> {
  const matches = await liveMatches(app, search.activityId, descriptorOf(search, search.faceIndex)!);
  if (search.userId === null) return matches;
  const marks = await app.db.notMeMark.findMany({
    where: { userId: search.userId, activityId: search.activityId },
    select: { photoId: true },
  });
  const notMe = new Set(marks.map((mark) => mark.photoId));
  return matches.filter((match) => !notMe.has(match.photoId));
}
