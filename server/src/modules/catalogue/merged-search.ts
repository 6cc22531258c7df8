// Bib and selfie together (docs/decisions/049): one list over both searches, each photo once.
import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { Culture } from '../../lib/i18n.ts';
import { normaliseBib } from '../../shared/domain/bib.ts';
import type { Paging } from '../../shared/paging.ts';
import { closenessOf, readFaceSearch, storedSearchMatches } from '../../faces/stored-face-search.ts';
import { publishedAlbumPhotos } from '../../shared/views/album-photo-view.ts';
import { rankedBibHits, type BibHitRank } from './bib-search.ts';
import type { MergedSearchResult } from './schemas.ts';

type FoundBy = Static<typeof MergedSearchResult>['items'][number]['foundBy'];

interface Found {
  photoId: number;
  foundBy: FoundBy;
  bibHit: BibHitRank | null;
  distance: number | null;
}

/** The selfie search's matches, best first, a photo once (at its best face). */
async function selfieMatches(app: FastifyInstance, activityId: number, searchId: string, callerId: number | null) {
  const search = await readFaceSearch(app, searchId, callerId);
  if (search.activityId !== activityId) throw badRequest('catalogue.selfieOfAnotherActivity');
  const best = new Map<number, number>();
  for (const match of await storedSearchMatches(app, search))
    if (!best.has(match.photoId)) best.set(match.photoId, match.distance);
  return best;
}

/**
 * Photos found by both first (in the bib's order), then the bib's own hits, then the selfie's
 * matches by similarity, then the photos found only by a face linked to the bib.
 */
function mergeInOrder(bibHits: BibHitRank[], selfie: Map<number, number>): Found[] {
  const byBib = new Set(bibHits.map((hit) => hit.photoId));
  const fromBib = (foundBy: FoundBy) => (hit: BibHitRank) => ({
    photoId: hit.photoId,
    foundBy,
    bibHit: hit,
    distance: selfie.get(hit.photoId) ?? null,
  });
  const bySelfieOnly = (hit: BibHitRank) => !selfie.has(hit.photoId);
  return [
    ...bibHits.filter((hit) => selfie.has(hit.photoId)).map(fromBib('both')),
    ...bibHits.filter((hit) => !hit.byFace && bySelfieOnly(hit)).map(fromBib('bib')),
    ...[...selfie]
      .filter(([photoId]) => !byBib.has(photoId))
      .map(([photoId, distance]) => ({ photoId, foundBy: 'selfie' as const, bibHit: null, distance })),
    ...bibHits.filter((hit) => hit.byFace && bySelfieOnly(hit)).map(fromBib('bibFace')),
  ];
}

/** A bib, a kept selfie search of the caller's, or both, merged into one list paged exactly. */
export async function searchPhotos(
  app: FastifyInstance,
  culture: Culture,
  input: Paging & { activityId: number; code?: string; faceSearchId?: string; callerId: number | null },
) {
  const { activityId, code, faceSearchId } = input;
  if (code === undefined && faceSearchId === undefined) throw badRequest('catalogue.searchNeedsBibOrSelfie');
  const activity = await app.db.activity.findFirst({
    where: { id: activityId, isVisible: true },
    select: { bibSearchEnabled: true, faceSearchEnabled: true },
  });
  if (!activity) throw notFound('activity.notFound');
  if (code !== undefined && !activity.bibSearchEnabled) throw badRequest('catalogue.bibSearchDisabled');
  if (faceSearchId !== undefined && !activity.faceSearchEnabled) throw badRequest('faceSearch.disabled');

  const bib = code === undefined ? null : normaliseBib(code);
  const [bibHits, selfie] = await Promise.all([
    bib === null ? [] : rankedBibHits(app, activityId, bib),
    faceSearchId === undefined
      ? new Map<number, number>()
      : selfieMatches(app, activityId, faceSearchId, input.callerId),
  ]);
  const merged = mergeInOrder(bibHits, selfie);
  // Bib hits are published already; the selfie's matches are checked with the same rule.
  const photos = await publishedAlbumPhotos(
    app,
    culture,
    merged.map((found) => found.photoId),
  );
  const shown = merged.filter((found) => photos.has(found.photoId));
  const items = shown.slice(input.SkipCount, input.SkipCount + input.MaxResultCount).map((found) => ({
    ...photos.get(found.photoId)!,
    foundBy: found.foundBy,
    bibMatch: found.bibHit && { bib: bib!, confidence: found.bibHit.confidence, sources: found.bibHit.sources },
    ...(found.distance === null ? { distance: null, similarity: null } : closenessOf(found.distance)),
  }));
  return { totalCount: shown.length, items };
}
