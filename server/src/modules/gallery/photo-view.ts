import type { FastifyInstance } from 'fastify';
import Type, { type Static } from 'typebox';
import { Prisma } from '../../generated/prisma/client.ts';
import { PhotoStatus } from '../../lib/photo-status.ts';
import { avatarUrl } from '../auth/service.ts';

// How a photo and its photographer look in every public answer. Only public-bucket keys are read
// here: the original's key never leaves the database, so no answer can leak it.

/** Processed and not hidden: the only photos buyers may see. */
export const READY = PhotoStatus.ready;

/** An album's cover: the one chosen, else its first published photo's thumbnail (alias: the album). */
export const albumCoverKeySql = (alias: string) => {
  const album = Prisma.raw(alias);
  return Prisma.sql`coalesce(${album}."coverKey", (
    SELECT cover."thumbnailKey" FROM "Photo" cover
    WHERE cover."albumId" = ${album}.id AND cover.status = ${READY} AND cover."thumbnailKey" IS NOT NULL
    ORDER BY cover."takenAt", cover.id LIMIT 1))`;
};

const NullableString = Type.Union([Type.String(), Type.Null()]);
const NullableInteger = Type.Union([Type.Integer(), Type.Null()]);

export const PhotographerView = Type.Object({
  id: Type.Integer(),
  displayName: Type.String(),
  avatarUrl: NullableString,
});

export const photographerSelect = { id: true, displayName: true, avatarKey: true } as const satisfies Prisma.UserSelect;

export function toPhotographerView(
  app: FastifyInstance,
  user: { id: number; displayName: string; avatarKey: string | null },
): Static<typeof PhotographerView> {
  return { id: user.id, displayName: user.displayName, avatarUrl: avatarUrl(app, user.avatarKey) };
}

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

/** The columns a photo view is made of (for Prisma queries; raw SQL selects the same names). */
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

export interface PhotoViewRow {
  id: number;
  albumId: number;
  thumbnailKey: string | null;
  previewKey: string | null;
  width: number | null;
  height: number | null;
  takenAt: Date;
  price: number;
}

export function toPhotoView(app: FastifyInstance, row: PhotoViewRow): PhotoViewData {
  const url = (key: string | null) => (key ? app.storage.publicUrl(key) : null);
  return {
    id: row.id,
    coId: row.albumId,
    thumbnailUrl: url(row.thumbnailKey),
    previewUrl: url(row.previewKey),
    width: row.width,
    height: row.height,
    takenAt: row.takenAt.toISOString(),
    price: row.price,
  };
}
