import type { FastifyInstance } from 'fastify';
import type { Culture } from '../../lib/i18n.ts';
import { randomUUID } from 'node:crypto';
import { findSelfieFaces, mirroredDescriptor, type DetectFaces } from '../../faces/selfie-faces.ts';
import { reindexActivityFaces } from '../../jobs/index-faces.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { forgetActivityFaces } from '../../shared/activity-faces.ts';
import { PhotoStatus } from '../../shared/domain/photo-status.ts';
import {
  closenessOf,
  descriptorOf,
  FACE_SEARCH_LIFETIME_MS,
  MAX_SELFIE_FACES,
  packDescriptors,
  readFaceSearch,
  storedSearchMatches,
  type StoredFaceSearch,
} from '../../faces/stored-face-search.ts';
import { publishedAlbumPhotos } from '../../shared/views/album-photo-view.ts';

export async function searchableActivity(app: FastifyInstance, activityId: number) {
  const activity = await app.db.activity.findFirst({ where: { id: activityId, isVisible: true } });
  if (!activity) throw notFound('activity.notFound');
  if (!activity.faceSearchEnabled) throw new AppError('BadRequest', 'faceSearch.disabled');
  return activity;
}

type FaceBox = { x: number; y: number; width: number; height: number };

const detectorOf =
  (app: FastifyInstance): DetectFaces =>
  (image) =>
    app.faces.detector.detect(image);

/** The selfie's faces, clearest first (at most MAX_SELFIE_FACES); the image itself is only ever held in memory. */
async function selfieFaces(app: FastifyInstance, selfie: Buffer) {
  const found = await findSelfieFaces(detectorOf(app), selfie);
  if (found.faces.length === 0) throw badRequest('faceSearch.noFace');
  return { ...found, faces: found.faces.slice(0, MAX_SELFIE_FACES) };
}

/**
 * The descriptor of the selfie's clearest face, and its looks to compare with the activity's faces:
 * as it is and, when found, flipped left to right (a mirrored copy of a photo).
 */
export async function clearestFaceLooks(app: FastifyInstance, selfie: Buffer) {
  const { upright, faces } = await selfieFaces(app, selfie);
  const { descriptor } = faces[0]!;
  const mirrored = await mirroredDescriptor(detectorOf(app), upright, faces[0]!);
  return { descriptor, looks: mirrored ? [descriptor, mirrored] : [descriptor] };
}

function fractionOf(box: FaceBox, size: { width: number; height: number }): FaceBox {
  const round = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 10_000) / 10_000;
  return {
    x: round(box.x / size.width),
    y: round(box.y / size.height),
    width: round(box.width / size.width),
    height: round(box.height / size.height),
  };
}

interface Paging {
  SkipCount: number;
  MaxResultCount: number;
}

/** Searches an activity with a selfie and keeps the search a day (never the picture: decisions/043). */
export async function searchByFace(
  app: FastifyInstance,
  input: { activityId: number; selfie: Buffer; userId: number | null; culture: Culture } & Paging,
) {
  await searchableActivity(app, input.activityId);
  const { upright, faces } = await selfieFaces(app, input.selfie);
  const size = { width: upright.originalWidth, height: upright.originalHeight };
  const search = await app.db.faceSearchResult.create({
    data: {
      id: randomUUID(),
      userId: input.userId,
      activityId: input.activityId,
      faces: faces.map((face) => fractionOf(face.box, size)),
      descriptors: packDescriptors(faces.map((face) => face.descriptor)),
      expiresAt: new Date(Date.now() + FACE_SEARCH_LIFETIME_MS),
    },
  });
  return resultPage(app, search, input);
}

/** Another page of a kept search, or the same search for another face of the selfie. */
export async function searchAgain(
  app: FastifyInstance,
  input: { searchId: string; faceIndex?: number; callerId: number | null; culture: Culture } & Paging,
) {
  let search = await readFaceSearch(app, input.searchId, input.callerId);
  const { faceIndex } = input;
  if (faceIndex !== undefined && faceIndex !== search.faceIndex) {
    if (!descriptorOf(search, faceIndex)) throw badRequest('faceSearch.noSuchFace');
    search = await app.db.faceSearchResult.update({ where: { id: search.id }, data: { faceIndex } });
  }
  await searchableActivity(app, search.activityId);
  return resultPage(app, search, input);
}

/** A page of the search's photos, best match first, each with its similarity level. */
async function resultPage(app: FastifyInstance, search: StoredFaceSearch, paging: Paging & { culture: Culture }) {
  const matches = await storedSearchMatches(app, search);
  // Only photos still published in visible albums count.
  const byId = await publishedAlbumPhotos(
    app,
    paging.culture,
    matches.map((m) => m.photoId),
  );
  const found = matches.filter((m) => byId.has(m.photoId));
  const items = found
    .slice(paging.SkipCount, paging.SkipCount + paging.MaxResultCount)
    .map((match) => ({ ...byId.get(match.photoId)!, ...closenessOf(match.distance) }));
  return {
    searchId: search.id,
    faceIndex: search.faceIndex,
    faces: search.faces as FaceBox[],
    totalCount: found.length,
    items,
  };
}

/** Switching face search off also forgets the activity's faces (hidden ones stay hidden). */
export async function setFaceSearch(app: FastifyInstance, activityId: number, enabled: boolean) {
  const activity = await app.db.activity.findUnique({ where: { id: activityId } });
  if (!activity) throw notFound('activity.notFound');
  await app.db.activity.update({ where: { id: activityId }, data: { faceSearchEnabled: enabled } });
  if (!enabled) await forgetActivityFaces(app, activityId);
}

/** Detects the faces of every published photo of the activity again, replacing the stored ones. */
export async function reindexFaces(app: FastifyInstance, activityId: number) {
  const activity = await app.db.activity.findUnique({ where: { id: activityId } });
  if (!activity) throw notFound('activity.notFound');
  if (!activity.faceSearchEnabled) throw new AppError('BadRequest', 'faceSearch.disabled');
  const photos = await app.db.photo.count({ where: { activityId, status: PhotoStatus.ready } });
  await app.jobs.send(reindexActivityFaces, { activityId });
  app.faces.registry.drop(activityId);
  return photos;
}
