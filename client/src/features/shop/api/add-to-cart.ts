import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { addToCartKey, cartKey } from '../../../lib/shop-keys.ts';

/** Answers per photo: added, or why not, in the user's language. */
export function addToCart(photoIds: number[]) {
  return api.post('/api/services/app/Shop/CreateList', { photoIds });
}

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: addToCartKey,
    mutationFn: addToCart,
    // Returned, so the request counts as pending until the cart has been read again: the header's
    // count goes from the photos on their way to the cart's own without a step back in between.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartKey }),
  });
}

/**
 * The photos of add-to-cart requests still waiting for the server (optimistic update through the
 * UI: no made-up cart rows in the cache, and a refused request drops out by itself).
 */
export function usePhotosOnTheirWayToCart(): number[] {
  return useMutationState({
    filters: { mutationKey: addToCartKey, status: 'pending' },
    select: (mutation) => mutation.state.variables as number[],
  }).flat();
}
