import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { cartKey } from '../../../lib/shop-keys.ts';

export function removeFromCart(cartItemId: number) {
  return api.get('/api/services/app/Shop/Delete', { params: { id: cartItemId } });
}

export function useRemoveFromCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromCart,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartKey }),
  });
}
