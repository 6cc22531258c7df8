import type { FastifyInstance } from 'fastify';
import Type, { type Static } from 'typebox';
import { Prisma } from '../../generated/prisma/client.ts';
import { publicUrlOf } from './public-url.ts';

// How a photo looks in every public answer. Only public-bucket keys are read here: the original's
// key never leaves the database, so no answer can leak it.

const NullableString = Type.Union([Type.String(), Type.Null()]);
const NullableInteger = Type.Union([Type.Integer(), Type.Null()]);

export const PhotoView = Type.Object({
  id: Type.Integer(),
  coId: Type.Integer(),
  thumbnailUrl: NullableString,
  previewUrl: NullableString,
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
    width: row.width,
    height: row.height,
    takenAt: row.takenAt.toISOString(),
    price: row.price,
  };
}
