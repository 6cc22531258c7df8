import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { cartKey } from './get-cart.ts';

/** Answers per photo: added, or why not, in the user's language. */
export function addToCart(photoIds: number[]) {
  return api.post('/api/services/app/Shop/CreateList', { photoIds });
}

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartKey }),
  });
}
