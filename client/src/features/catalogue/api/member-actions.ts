import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';

// The member's buttons on a photo: favourite (Favorite/*) and add to cart (Shop/CreateList).

// The same keys as the shop pages' favourites and cart (features share no code, only cache keys),
// so a change made here or there refreshes both.
const favoritesKey = ['shop', 'favorites'];
const cartKey = ['shop', 'cart'];
const favoriteIdsKey = [...favoritesKey, 'ids'];

export function useFavoriteIds() {
  const session = useSession();
  return useQuery({
    queryKey: favoriteIdsKey,
    queryFn: ({ signal }) => api.get('/api/services/app/Favorite/GetIds', { signal, silent: true }),
    enabled: Boolean(session),
  });
}

export function useToggleFavorite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ photoId, favourite }: { photoId: number; favourite: boolean }) =>
      api.post(favourite ? '/api/services/app/Favorite/Add' : '/api/services/app/Favorite/Remove', { photoId }),
    onSuccess: () => client.invalidateQueries({ queryKey: favoritesKey }),
  });
}

export function useAddToCart() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (photoId: number) => api.post('/api/services/app/Shop/CreateList', { photoIds: [photoId] }),
    onSuccess: () => client.invalidateQueries({ queryKey: cartKey }),
  });
}
