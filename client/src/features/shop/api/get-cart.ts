import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { cartKey } from '../../../lib/shop-keys.ts';
import type { ApiResult } from '../../../lib/api-types.ts';

const GET_CART = '/api/services/app/Shop/getShopCartList';

/**
 * The cart by activity, then photographer. `totalCount` and `totalAmount` (NT$): the photos that can
 * be bought now, at their price now; one that cannot (`available` false) shows its `message`.
 */
export type Cart = ApiResult<typeof GET_CART, 'get'>;
export type CartActivityGroup = Cart['items'][number];
export type CartPhotographerGroup = CartActivityGroup['groups'][number];
export type CartPhoto = CartPhotographerGroup['items'][number];

export function getCart(signal?: AbortSignal) {
  return api.get(GET_CART, { signal });
}

export function cartQueryOptions() {
  return queryOptions({ queryKey: cartKey, queryFn: ({ signal }) => getCart(signal), staleTime: 0 });
}

export function useCart() {
  return useQuery(cartQueryOptions());
}
