import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { cartKey } from '../../../lib/shop-keys.ts';

/** Removes a bundle line ("all my photos in this activity", docs/decisions/036) from the cart. */
export function useRemoveBundle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.get('/api/services/app/Shop/DeleteBundle', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartKey }),
  });
}
