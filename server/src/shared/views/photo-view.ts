import type { FastifyInstance } from 'fastify';
import Type, { type Static } from 'typebox';
import { Prisma } from '../../generated/prisma/client.ts';
import { publicUrlOf } from './public-url.ts';
import { srcSetOf } from './srcset.ts';

// How a photo looks in every public answer. Only public-bucket keys are read here: the original's
// key never leaves the database, so no answer can leak it.

const NullableString = Type.Union([Type.String(), Type.Null()]);
const NullableInteger = Type.Union([Type.Integer(), Type.Null()]);

export const PhotoView = Type.Object({
  id: Type.Integer(),
  coId: Type.Integer(),
  thumbnailUrl: NullableString,
  previewUrl: NullableString,
  /** Smaller WebP copies and the JPEG, "<url> 320w, <url> 400w"; null for photos processed before them. */
  thumbnailSrcSet: NullableString,
  previewSrcSet: NullableString,
  width: NullableInteger,
  height: NullableInteger,
  takenAt: Type.String({ format: 'date-time' }),
  price: Type.Integer(),
});
export type PhotoViewData = Static<typeof PhotoView>;

/** The columns a photo view is made of, for Prisma queries. */
export const photoViewSelect = {
  id: true,
  albumId: true,
  thumbnailKey: true,
  previewKey: true,
  thumbnailWidth: true,
  previewWidth: true,
  width: true,
  height: true,
  takenAt: true,
  price: true,
} as const satisfies Prisma.PhotoSelect;

export type PhotoViewRow = Prisma.PhotoGetPayload<{ select: typeof photoViewSelect }>;

/** The same columns for raw SQL, from the "Photo" table under the alias. */
export const photoViewColumns = (alias: string) =>
  Prisma.raw(
    Object.keys(photoViewSelect)
      .map((column) => `${alias}."${column}"`)
      .join(', '),
  );

export function toPhotoView(app: FastifyInstance, row: PhotoViewRow): PhotoViewData {
  return {
    id: row.id,
    coId: row.albumId,
    thumbnailUrl: publicUrlOf(app, row.thumbnailKey),
    previewUrl: publicUrlOf(app, row.previewKey),
    thumbnailSrcSet: srcSetOf(app, 'thumbnail', row.thumbnailKey, row.thumbnailWidth),
    previewSrcSet: srcSetOf(app, 'preview', row.previewKey, row.previewWidth),
    width: row.width,
    height: row.height,
    takenAt: row.takenAt.toISOString(),
    price: row.price,
  };
}
