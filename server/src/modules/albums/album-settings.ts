import type { Static } from 'typebox';
import type { AlbumSetting } from '../../generated/prisma/client.ts';
import type { Database } from '../../shared/database.ts';
import { badRequest } from '../../lib/errors.ts';
import { canDrawWatermark } from '../../media/renditions.ts';
import { updateAlbumSettings } from '../../shared/album-settings.ts';
import type { AlbumSettingView, UpdateAlbumSettingBody } from './admin-schemas.ts';

export function toSettingView(setting: AlbumSetting): Static<typeof AlbumSettingView> {
  const { id: _id, updatedAt, ...values } = setting;
  return { ...values, updatedAt: updatedAt.toISOString() };
}

/** Changes the album settings; the price list is kept sorted and without repeats. */
export async function changeAlbumSettings(db: Database, input: Static<typeof UpdateAlbumSettingBody>) {
  const watermarkText = input.watermarkText?.trim();
  // Previews are drawn from bundled fonts: a character none of them has would fail every photo.
  if (watermarkText !== undefined && !canDrawWatermark(watermarkText)) {
    throw badRequest('albumSetting.watermarkUndrawable');
  }
  const priceList = input.priceList && [...new Set(input.priceList)].sort((a, b) => a - b);
  return updateAlbumSettings(db, {
    ...input,
    ...(watermarkText !== undefined && { watermarkText }),
    ...(priceList && { priceList }),
  });
}
