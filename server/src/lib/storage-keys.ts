import { randomUUID } from 'node:crypto';

// Where each kind of file lives in the buckets. Every key the server writes is made here, so the
// orphan sweep (jobs/sweep-orphans.ts) knows which folder holds what. Keys are random: a public
// URL cannot be guessed from an id, and a key is never reused (caches never go stale).

/** An album's folders: originals in the private bucket, previews and thumbnails in the public one. */
export function albumFolders(album: { id: number; activityId: number }) {
  const base = `${album.activityId}/${album.id}/`;
  return { originals: base, previews: `previews/${base}`, thumbnails: `thumbs/${base}` };
}

export function newOriginalKey(album: { id: number; activityId: number }): string {
  return `${albumFolders(album).originals}${randomUUID()}`;
}

export function newRenditionKeys(photo: { albumId: number; activityId: number }) {
  const folders = albumFolders({ id: photo.albumId, activityId: photo.activityId });
  const name = `${randomUUID()}.jpg`;
  return { previewKey: `${folders.previews}${name}`, thumbnailKey: `${folders.thumbnails}${name}` };
}

/**
 * Widths of the smaller WebP copies of a public image, for a phone's srcset. The thumbnail stays
 * ≤ 400 px (no larger copy: it would only help someone print it); previews, the covers of races
 * and activities and the home banners get two steps.
 */
export const VARIANT_WIDTHS = {
  thumbnail: [320],
  preview: [640, 960],
  cover: [640, 960],
  banner: [640, 960],
} as const;
export type VariantKind = keyof typeof VARIANT_WIDTHS;

/** The variant widths an image `imageWidth` px wide has: only narrower ones, never an enlargement. */
export const variantWidths = (kind: VariantKind, imageWidth: number): number[] =>
  VARIANT_WIDTHS[kind].filter((width) => width < imageWidth);

/** A variant's key, next to its rendition's: `<base>.w640.webp`. */
export const variantKey = (baseKey: string, width: number) => `${baseKey}.w${width}.webp`;

/** Every variant key an image may have, for deleting it with them (removing an absent key is harmless). */
export const allVariantKeys = (kind: VariantKind, baseKey: string) =>
  VARIANT_WIDTHS[kind].map((width) => variantKey(baseKey, width));

/** An image's key with every variant key it may have, for deleting them together. */
export const keyWithVariants = (kind: VariantKind, key: string) => [key, ...allVariantKeys(kind, key)];

/** A photo's public files: its preview, its thumbnail and every variant of them, for deleting the photo. */
export function publicPhotoKeys(photo: { previewKey: string | null; thumbnailKey: string | null }): string[] {
  const { previewKey, thumbnailKey } = photo;
  return [
    ...(previewKey ? keyWithVariants('preview', previewKey) : []),
    ...(thumbnailKey ? keyWithVariants('thumbnail', thumbnailKey) : []),
  ];
}

const VARIANT_KEY = /^(.+)\.w\d+\.webp$/;

/** The rendition a variant key belongs to (variantKey's inverse); any other key is its own base. */
export const baseOfVariant = (key: string) => VARIANT_KEY.exec(key)?.[1] ?? key;

export const AVATAR_FOLDER = 'avatars/';

export function newAvatarKey(userId: number): string {
  return `${AVATAR_FOLDER}${userId}/${randomUUID()}.jpg`;
}

/** The member whose folder an avatar key is in. */
export function avatarOwner(key: string): number | undefined {
  const owner = /^avatars\/(\d+)\//.exec(key)?.[1];
  return owner === undefined ? undefined : Number(owner);
}

/** Images for the site's pages, linked by URL from rich text (no row names them by key). */
export function newContentImageKey(extension: string): string {
  return `content/${new Date().getUTCFullYear()}/${randomUUID()}.${extension}`;
}

export const BANNER_FOLDER = 'banners/';

export function newBannerImageKey(): string {
  return `${BANNER_FOLDER}${randomUUID()}.webp`;
}

/** A key UploadImage made: the only images a banner may show. */
export const isBannerImageKey = (key: string) => /^banners\/[0-9a-f-]{36}\.webp$/.test(key);

/** Covers of races and photo activities, in the public bucket. */
export const COVER_FOLDER = 'covers/';

export function newCoverKey(kind: 'events' | 'activities', id: number): string {
  return `${COVER_FOLDER}${kind}/${id}/${randomUUID()}.jpg`;
}

/** Photographer applicants' sample photos (private bucket: only the applicant and reviewers see them). */
export const APPLICATION_FOLDER = 'applications/';

export function newApplicationSampleKey(userId: number): string {
  return `${APPLICATION_FOLDER}${userId}/${randomUUID()}.jpg`;
}
