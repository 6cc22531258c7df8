import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { favoritesKey } from '../../../lib/shop-keys.ts';

export type FavoriteTarget = { photoId: number } | { activityId: number };

export function removeFavorite(target: FavoriteTarget) {
  return api.post('/api/services/app/Favorite/Remove', target);
}

export function useRemoveFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFavorite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: favoritesKey }),
  });
}
