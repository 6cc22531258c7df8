import { badRequest } from '../../lib/errors.ts';

/**
 * The prices (NT$) photographers may choose from (`getMoneyList`). Typical race photos sell at
 * 169–189. It moves into the payment settings when the back office can edit it.
 */
export const PRICE_LIST: readonly number[] = [99, 129, 149, 169, 179, 189, 199, 249, 299];

export function assertOfferedPrice(price: number) {
  if (!PRICE_LIST.includes(price)) throw badRequest('price.notOffered', { prices: PRICE_LIST.join(', ') });
}
