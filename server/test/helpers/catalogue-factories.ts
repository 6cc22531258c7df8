import { randomBytes } from 'node:crypto';
import type { Database } from '../../src/shared/database.ts';
import { createUser } from './factories.ts';

// Catalogue rows straight in the database, as the back office and the upload pipeline make them.
// Originals get keys under "originals/" so tests can prove no answer ever mentions one.

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

export interface ActivityOverrides {
  title?: string;
  titleEn?: string | null;
  activityDate?: string;
  cityId?: number | null;
  typeId?: number | null;
  eventId?: number | null;
  coverKey?: string | null;
  /** Set for a cover stored with its WebP copies (null: stored before them). */
  coverWidth?: number | null;
  isVisible?: boolean;
  isRecommended?: boolean;
  bibSearchEnabled?: boolean;
  faceSearchEnabled?: boolean;
  photoCount?: number;
  photographerCount?: number;
}

export function createActivity(db: Database, { activityDate = '2025-03-16', ...overrides }: ActivityOverrides = {}) {
  return db.activity.create({
    data: { title: `測試活動 ${hex(3)}`, activityDate: new Date(`${activityDate}T00:00:00Z`), ...overrides },
  });
}

export async function createPhotographer(db: Database, displayName = '攝影師') {
  return createUser(db, { displayName, photographerAuth: true });
}

export interface AlbumOverrides {
  photographerId?: number;
  name?: string;
  nameEn?: string | null;
  cameraPoint?: string | null;
  cameraPointEn?: string | null;
  isVisible?: boolean;
  photoCount?: number;
  coverKey?: string | null;
  shootDate?: string;
}

/** An album of an activity; makes a photographer when none is given. */
export async function createAlbum(
  db: Database,
  activity: { id: number },
  { shootDate, photographerId, ...overrides }: AlbumOverrides = {},
) {
  const ownerId = photographerId ?? (await createPhotographer(db)).id;
  return db.album.create({
    data: {
      activityId: activity.id,
      photographerId: ownerId,
      name: `相簿 ${hex(3)}`,
      defaultPrice: 169,
      photoCount: 1,
      ...(shootDate && { shootDate: new Date(`${shootDate}T00:00:00Z`) }),
      ...overrides,
    },
  });
}

export interface PhotoOverrides {
  status?: string;
  takenAt?: Date | string;
  price?: number;
  width?: number | null;
  height?: number | null;
  thumbnailKey?: string | null;
  previewKey?: string | null;
  /** Set for a photo processed with its WebP copies (null: processed before them). */
  previewWidth?: number | null;
  thumbnailWidth?: number | null;
  originalKey?: string;
  createdAt?: Date;
  publishedAt?: Date | null;
}

/** A photo of an album, ready by default, with an original key that must never be answered. */
export function createPhoto(
  db: Database,
  album: { id: number; activityId: number; photographerId: number },
  { takenAt = '2025-03-16T07:00:00Z', status = 'ready', ...overrides }: PhotoOverrides = {},
) {
  const id = hex(8);
  return db.photo.create({
    data: {
      albumId: album.id,
      activityId: album.activityId,
      photographerId: album.photographerId,
      originalKey: `originals/${album.id}/${id}.jpg`,
      previewKey: `previews/${album.id}/${id}.jpg`,
      thumbnailKey: `thumbnails/${album.id}/${id}.jpg`,
      fileName: `IMG_${id}.jpg`,
      fileSize: 1_000_000,
      contentHash: hex(32),
      width: 1600,
      height: 1067,
      takenAt: new Date(takenAt),
      price: 169,
      status,
      ...overrides,
    },
  });
}

export function createBibTag(
  db: Database,
  photo: { id: number; activityId: number },
  bib: string,
  {
    source = 'photographer',
    confidence = 1,
    listVouched = false,
  }: { source?: string; confidence?: number; listVouched?: boolean } = {},
) {
  return db.bibTag.create({
    data: { photoId: photo.id, activityId: photo.activityId, bib, source, confidence, listVouched },
  });
}

/** A face of a photo (a blank descriptor), hidden when `hideRequestId` is given. */
export function createFace(
  db: Database,
  photo: { id: number; activityId: number },
  hideRequestId: number | null = null,
) {
  return db.face.create({
    data: {
      photoId: photo.id,
      activityId: photo.activityId,
      x: 1,
      y: 1,
      width: 10,
      height: 10,
      score: 0.9,
      descriptor: Buffer.alloc(512),
      hideRequestId,
    },
  });
}
