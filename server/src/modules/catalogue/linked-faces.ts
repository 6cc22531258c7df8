// The face half of a bib search (decision 044): photos showing a face linked to the bib, found
// again through the activity's face index. Computed once per (activity, bib) and cached briefly;
// the bib search re-checks every cached match in SQL, so a face hidden or unlinked since is never
// shown, and only a link made in the last minute can be missing.
import type { FastifyInstance } from 'fastify';
import { Prisma } from '../../generated/prisma/client.ts';
import { readRows } from '../../infra/sql-reads.ts';
import { decodeDescriptor } from '../../faces/descriptor.ts';
import type { FaceMatch } from '../../faces/face-index.ts';

/**
 * Tighter than face search's default threshold (0.5): the bib search shows these photos to
 * whoever types the bib, without a selfie to confirm them. 0.4 until faces' light was evened out
 * (decisions/095), which brings every face nearer: 0.4 then let strangers in (figures: `npm run bench:bib-link`).
 */
export const LINKED_FACE_DISTANCE = 0.35;
/** The most photos one linked face brings: far more than one runner's photos. */
const MAX_MATCHES_PER_LINK = 500;
const CACHE_TTL_MS = 60_000;
const CACHE_ENTRIES = 1000;

/** A photo found by face: the face matched in it and the linked face it matched. */
export interface FaceFound {
  photoId: number;
  faceId: number;
  linkFaceId: number;
}

/**
 * The photos the bib's links find. A link is left unused when its face matches a face linked to
 * another bib (the same person, by the same tight distance, linked to two bibs: one of the two
 * readings or geometries was wrong, and we cannot tell which).
 */
export function photosFoundByLinks(
  bib: string,
  links: readonly { faceId: number; matches: readonly FaceMatch[] }[],
  bibOfLinkedFace: (faceId: number) => string | undefined,
): FaceFound[] {
  const found: FaceFound[] = [];
  for (const link of links) {
    const contradicted = link.matches.some((match) => (bibOfLinkedFace(match.faceId) ?? bib) !== bib);
    if (contradicted) continue;
    for (const match of link.matches)
      found.push({ photoId: match.photoId, faceId: match.faceId, linkFaceId: link.faceId });
  }
  return found;
}

async function computeFound(app: FastifyInstance, activityId: number, bib: string): Promise<FaceFound[]> {
  // Most bibs have no link: this read runs on every bib search the cache has not seen, so it
  // skips Prisma's per-query cost (infra/sql-reads.ts).
  const links = await readRows<{ id: number; descriptor: Uint8Array }>(
    app.db,
    Prisma.sql`SELECT f.id, f.descriptor FROM "FaceBibLink" l JOIN "Face" f ON f.id = l."faceId"
               WHERE l."activityId" = ${activityId} AND l.bib = ${bib} AND f."hideRequestId" IS NULL`,
  );
  if (links.length === 0) return [];
  const options = { threshold: LINKED_FACE_DISTANCE, limit: MAX_MATCHES_PER_LINK };
  const searched = await Promise.all(
    links.map(async (face) => ({
      faceId: face.id,
      matches: await app.faces.registry.search(activityId, decodeDescriptor(face.descriptor), options),
    })),
  );
  const matchedIds = [...new Set(searched.flatMap((link) => link.matches.map((match) => match.faceId)))];
  const linked = await app.db.faceBibLink.findMany({
    where: { faceId: { in: matchedIds } },
    select: { faceId: true, bib: true },
  });
  const bibs = new Map(linked.map((link) => [link.faceId, link.bib]));
  return photosFoundByLinks(bib, searched, (faceId) => bibs.get(faceId));
}

const caches = new WeakMap<FastifyInstance, Map<string, { at: number; found: Promise<FaceFound[]> }>>();

/** photosFoundByLinks for the bib, from a cache of a minute per (activity, bib). */
export function photosFoundByLinkedFaces(app: FastifyInstance, activityId: number, bib: string): Promise<FaceFound[]> {
  let cache = caches.get(app);
  if (!cache) caches.set(app, (cache = new Map()));
  const key = `${activityId}:${bib}`;
  const cached = cache.get(key);
  if (cached && Date.now() - cached.at < CACHE_TTL_MS) return cached.found;
  cache.delete(key);
  // Oldest first in a Map: the first key is the one to evict.
  if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
  const found = computeFound(app, activityId, bib);
  cache.set(key, { at: Date.now(), found });
  found.catch(() => cache.delete(key));
  return found;
}
