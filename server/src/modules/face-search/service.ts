import type { FastifyInstance } from 'fastify';
import type { DetectedFace } from '../../faces/face-model.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { PhotoStatus } from '../../lib/photo-status.ts';
import { photoViewSelect, photographerSelect, toPhotographerView, toPhotoView } from '../gallery/photo-view.ts';

/** The most matches one search considers before paging: far more than one runner's photos. */
const MAX_MATCHES = 2000;

/** The selfie's clearest face: the detector's confidence weighted by the face's size. */
function clearestFace(faces: DetectedFace[]): DetectedFace | undefined {
  return faces.reduce<DetectedFace | undefined>((best, face) => {
    const weight = (f: DetectedFace) => f.score * f.box.width * f.box.height;
    return !best || weight(face) > weight(best) ? face : best;
  }, undefined);
}

async function searchableActivity(app: FastifyInstance, activityId: number) {
  const activity = await app.db.activity.findFirst({ where: { id: activityId, isVisible: true } });
  if (!activity) throw notFound('activity.notFound');
  if (!activity.faceSearchEnabled) throw new AppError('BadRequest', 'faceSearch.disabled');
  return activity;
}

/** The selfie's descriptor; the image itself is only ever held in memory. */
async function selfieDescriptor(app: FastifyInstance, selfie: Buffer) {
  const face = clearestFace(await app.faces.detector.detect(selfie));
  if (!face) throw badRequest('faceSearch.noFace');
  return face.descriptor;
}

/** Photos of the activity showing the selfie's person, best match first, grouped by album. */
export async function searchByFace(
  app: FastifyInstance,
  input: { activityId: number; selfie: Buffer; SkipCount: number; MaxResultCount: number },
) {
  await searchableActivity(app, input.activityId);
  const descriptor = await selfieDescriptor(app, input.selfie);
  const matches = await app.faces.registry.search(input.activityId, descriptor, {
    threshold: app.config.faceMatchThreshold,
    limit: MAX_MATCHES,
  });
  // The index may still hold faces of photos deleted or hidden since: only published ones count.
  const photos = await app.db.photo.findMany({
    where: { id: { in: matches.map((m) => m.photoId) }, status: PhotoStatus.ready, album: { isVisible: true } },
    select: { ...photoViewSelect, album: { select: { name: true, photographer: { select: photographerSelect } } } },
  });
  const byId = new Map(photos.map((p) => [p.id, p]));
  const found = matches.filter((m) => byId.has(m.photoId));
  const page = found.slice(input.SkipCount, input.SkipCount + input.MaxResultCount);

  const groups = new Map<
    number,
    { coId: number; albumName: string; photographer: ReturnType<typeof toPhotographerView>; photos: object[] }
  >();
  for (const match of page) {
    const photo = byId.get(match.photoId)!;
    let group = groups.get(photo.albumId);
    if (!group) {
      group = {
        coId: photo.albumId,
        albumName: photo.album.name,
        photographer: toPhotographerView(app, photo.album.photographer),
        photos: [],
      };
      groups.set(photo.albumId, group);
    }
    group.photos.push({ ...toPhotoView(app, photo), distance: Math.round(match.distance * 1000) / 1000 });
  }
  return { totalCount: found.length, items: [...groups.values()] };
}

/** "Not me / hide me": the faces matching the member's selfie stop being found in this activity. */
export async function hideMe(app: FastifyInstance, userId: number, activityId: number, selfie: Buffer) {
  await searchableActivity(app, activityId);
  const descriptor = await selfieDescriptor(app, selfie);
  const matches = await app.faces.registry.search(activityId, descriptor, {
    threshold: app.config.faceMatchThreshold,
    limit: MAX_MATCHES,
  });
  const faceIds = matches.map((m) => m.faceId);
  const { count } = await app.db.face.updateMany({
    where: { id: { in: faceIds }, activityId, hiddenAt: null },
    data: { hiddenAt: new Date(), hiddenByUserId: userId },
  });
  app.faces.registry.removeFaces(activityId, faceIds);
  return count;
}

/** Switching face search off also forgets every face of the activity. */
export async function setFaceSearch(app: FastifyInstance, activityId: number, enabled: boolean) {
  const activity = await app.db.activity.findUnique({ where: { id: activityId } });
  if (!activity) throw notFound('activity.notFound');
  await app.db.activity.update({ where: { id: activityId }, data: { faceSearchEnabled: enabled } });
  if (!enabled) {
    await app.db.face.deleteMany({ where: { activityId } });
    app.faces.registry.drop(activityId);
  }
}
