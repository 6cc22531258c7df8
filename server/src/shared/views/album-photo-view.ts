import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { localized, type Culture } from '../../lib/i18n.ts';
import { PhotoStatus } from '../domain/photo-status.ts';
import { photographerSelect, PhotographerView, toPhotographerView } from './photographer-view.ts';
import { photoViewSelect, PhotoView, toPhotoView } from './photo-view.ts';

// A photo in a flat list of search results (selfie, or bib and selfie merged): with its album and
// photographer, since neighbouring photos may come from anywhere in the activity.

export const AlbumPhotoView = Type.Object({
  ...PhotoView.properties,
  albumName: Type.String(),
  cameraPoint: Type.Union([Type.String(), Type.Null()]),
  photographer: PhotographerView,
});

/** The photos among `ids` still published in visible albums, by id (the others are left out). */
export async function publishedAlbumPhotos(app: FastifyInstance, culture: Culture, ids: number[]) {
  const photos = await app.db.photo.findMany({
    where: { id: { in: ids }, status: PhotoStatus.ready, album: { isVisible: true } },
    select: {
      ...photoViewSelect,
      album: {
        select: {
          name: true,
          nameEn: true,
          cameraPoint: true,
          cameraPointEn: true,
          photographer: { select: photographerSelect },
        },
      },
    },
  });
  return new Map(
    photos.map(({ album, ...photo }) => [
      photo.id,
      {
        ...toPhotoView(app, photo),
        albumName: localized(culture, album.name, album.nameEn),
        cameraPoint: localized(culture, album.cameraPoint, album.cameraPointEn),
        photographer: toPhotographerView(app, album.photographer),
      },
    ]),
  );
}
