import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { variantKey, variantWidths, type VariantKind } from '../../lib/storage-keys.ts';

/** In answers, beside an image's URL: its srcset, or null where it has no smaller copies. */
export const SrcSet = Type.Union([Type.String(), Type.Null()]);

/**
 * A public image's srcset: its WebP copies and the image itself, by width ("<url> 640w, <url> 960w,
 * <url> 1600w"). Null without a recorded width (stored before the copies existed, or its file was
 * not found when they were backfilled) or when the image is too small to have any.
 */
export function srcSetOf(app: FastifyInstance, kind: VariantKind, key: string | null, imageWidth: number | null) {
  if (!key || !imageWidth) return null;
  const widths = variantWidths(kind, imageWidth);
  if (widths.length === 0) return null;
  const candidates = widths.map((width) => `${app.storage.publicUrl(variantKey(key, width))} ${width}w`);
  return [...candidates, `${app.storage.publicUrl(key)} ${imageWidth}w`].join(', ');
}
