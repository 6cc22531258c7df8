import type { FastifyInstance } from 'fastify';
import { clearestFace, paddedForDetection } from '../../faces/face-model.ts';
import { reindexActivityFaces } from '../../jobs/index-faces.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { getAlbumSettings } from '../../shared/album-settings.ts';
import { forgetActivityFaces } from '../../shared/activity-faces.ts';
import { PhotoStatus } from '../../shared/domain/photo-status.ts';
import { photoViewSelect, toPhotoView } from '../../shared/views/photo-view.ts';
import { photographerSelect, toPhotographerView } from '../../shared/views/photographer-view.ts';

/** The most matches one search considers before paging: far more than one runner's photos. */
const MAX_MATCHES = 2000;

export async function searchableActivity(app: FastifyInstance, activityId: number) {
  const activity = await app.db.activity.findFirst({ where: { id: activityId, isVisible: true } });
  if (!activity) throw notFound('activity.notFound');
  if (!activity.faceSearchEnabled) throw new AppError('BadRequest', 'faceSearch.disabled');
  return activity;
}

/** The selfie's descriptor; the image itself is only ever held in memory. */
export async function selfieDescriptor(app: FastifyInstance, selfie: Buffer) {
  const face =
    clearestFace(await app.faces.detector.detect(selfie)) ??
    clearestFace(await app.faces.detector.detect(await paddedForDetection(selfie)));
  if (!face) throw badRequest('faceSearch.noFace');
  return face.descriptor;
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

/** Photos of the activity showing the selfie's person, best match first, grouped by album. */
export async function searchByFace(
  app: FastifyInstance,
  input: { activityId: number; selfie: Buffer; SkipCount: number; MaxResultCount: number },
) {
  await searchableActivity(app, input.activityId);
  const descriptor = await selfieDescriptor(app, input.selfie);
  const matches = await liveMatches(app, input.activityId, descriptor);
  // Only photos still published in visible albums count.
  const photos = await app.db.photo.findMany({
    where: { id: { in: matches.map((m) => m.photoId) }, status: PhotoStatus.ready, album: { isVisible: true } },
    select: {
      ...photoViewSelect,
      album: { select: { name: true, cameraPoint: true, photographer: { select: photographerSelect } } },
    },
  });
  const byId = new Map(photos.map((p) => [p.id, p]));
  const found = matches.filter((m) => byId.has(m.photoId));
  const page = found.slice(input.SkipCount, input.SkipCount + input.MaxResultCount);

  const groups = new Map<
    number,
    {
      coId: number;
      albumName: string;
      cameraPoint: string | null;
      photographer: ReturnType<typeof toPhotographerView>;
      photos: object[];
    }
  >();
  for (const match of page) {
    const photo = byId.get(match.photoId)!;
    let group = groups.get(photo.albumId);
    if (!group) {
      group = {
        coId: photo.albumId,
        albumName: photo.album.name,
        cameraPoint: photo.album.cameraPoint,
        photographer: toPhotographerView(app, photo.album.photographer),
        photos: [],
      };
      groups.set(photo.albumId, group);
    }
    group.photos.push({ ...toPhotoView(app, photo), distance: Math.round(match.distance * 1000) / 1000 });
  }
  return { totalCount: found.length, items: [...groups.values()] };
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
