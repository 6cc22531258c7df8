import { describe, expect, it } from 'vitest';
import {
  baseOfVariant,
  keyWithVariants,
  newBannerImageKey,
  newCoverKey,
  newOriginalKey,
  newRenditionKeys,
  variantKey,
  variantWidths,
} from '../../src/lib/storage-keys.ts';

describe('WebP copies of renditions', () => {
  const { previewKey, thumbnailKey } = newRenditionKeys({ albumId: 7, activityId: 3 });

  it('keys a copy next to its rendition, and finds the rendition back from the copy', () => {
    expect(variantKey(previewKey, 640)).toBe(`${previewKey}.w640.webp`);
    for (const key of [previewKey, thumbnailKey])
      for (const width of [320, 640, 960]) expect(baseOfVariant(variantKey(key, width))).toBe(key);
  });

  it('takes every other key the server makes for its own base, WebP banners included', () => {
    const others = [newOriginalKey({ id: 7, activityId: 3 }), newBannerImageKey(), newCoverKey('events', 1)];
    for (const key of [previewKey, thumbnailKey, ...others]) expect(baseOfVariant(key)).toBe(key);
  });

  it('offers only widths narrower than the JPEG', () => {
    expect(variantWidths('preview', 1600)).toEqual([640, 960]);
    expect(variantWidths('preview', 960)).toEqual([640]);
    expect(variantWidths('preview', 640)).toEqual([]);
    expect(variantWidths('thumbnail', 400)).toEqual([320]);
    expect(variantWidths('thumbnail', 267)).toEqual([]);
    expect(variantWidths('cover', 1600)).toEqual([640, 960]);
    expect(variantWidths('banner', 800)).toEqual([640]);
  });

  it('finds the image back from the copies of covers and banners', () => {
    const cover = newCoverKey('activities', 2);
    const banner = newBannerImageKey();
    expect(keyWithVariants('cover', cover)).toEqual([cover, `${cover}.w640.webp`, `${cover}.w960.webp`]);
    expect(keyWithVariants('banner', banner)).toEqual([banner, `${banner}.w640.webp`, `${banner}.w960.webp`]);
    for (const [key, kind] of [
      [cover, 'cover'],
      [banner, 'banner'],
    ] as const) {
      for (const copy of keyWithVariants(kind, key)) expect(baseOfVariant(copy)).toBe(key);
    }
  });
});
