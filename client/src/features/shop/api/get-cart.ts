import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { PhotoView } from '../../../lib/photo-view.ts';

export interface CartPhoto extends PhotoView {
  cartItemId: number;
  photoId: number;
  /** False when the photo can no longer be bought: shown with `message`, left out of the totals. */
  available: boolean;
  message: string | null;
}

export interface CartPhotographerGroup {
  photographerId: number;
  photographerName: string;
  items: CartPhoto[];
}

export interface CartActivityGroup {
  activityId: number;
  activityTitle: string;
  groups: CartPhotographerGroup[];
}

export interface Cart {
  items: CartActivityGroup[];
  /** Photos that can be bought now and their price now (NT$). */
  totalCount: number;
  totalAmount: number;
}

export function getCart(signal?: AbortSignal) {
  return api.get<Cart>('/api/services/app/Shop/getShopCartList', { signal });
}

export const cartKey = ['shop', 'cart'] as const;

export function cartQueryOptions() {
  return queryOptions({ queryKey: cartKey, queryFn: ({ signal }) => getCart(signal), staleTime: 0 });
}

export function useCart() {
  return useQuery(cartQueryOptions());
}
