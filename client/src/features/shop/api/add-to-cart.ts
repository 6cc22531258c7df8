import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { cartKey } from './get-cart.ts';

export type AddStatus = 'added' | 'duplicate' | 'bought' | 'pending' | 'unavailable' | 'cartFull';

export interface AddToCartResult {
  added: number;
  /** Per photo: added, or why not, in the user's language. */
  items: { photoId: number; status: AddStatus; message: string }[];
}

export function addToCart(photoIds: number[]) {
  return api.post<AddToCartResult>('/api/services/app/Shop/CreateList', { photoIds });
}

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartKey }),
  });
}
