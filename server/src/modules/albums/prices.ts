import type { Database } from '../../shared/database.ts';
import { badRequest } from '../../lib/errors.ts';
import { getAlbumSettings } from '../../shared/album-settings.ts';

/** The prices (NT$) photographers may choose from (`getMoneyList`): the album settings' price list. */
export async function offeredPrices(db: Database): Promise<number[]> {
  return (await getAlbumSettings(db)).priceList;
}

export async function assertOfferedPrice(db: Database, price: number) {
  const prices = await offeredPrices(db);
  if (!prices.includes(price)) throw badRequest('price.notOffered', { prices: prices.join(', ') });
}
