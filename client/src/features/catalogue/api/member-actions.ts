import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ApiResult } from '../../../lib/api-types.ts';
import { useSession } from '../../../lib/session.ts';
import { addToCartKey, cartKey, favoritesKey } from '../../../lib/shop-keys.ts';

// The member's buttons on a photo: favourite (Favorite/*), add to cart (Shop/CreateList) and what
// the member already has of it (Shop/GetMyPhotoStates).

// Under the shop pages' favourites key, so a change made here or there refreshes both.
const favoriteIdsKey = [...favoritesKey, 'ids'];
// Under the cart's key: every cart change and checkout (which empties the cart into an order)
// already refreshes the cart, and so refreshes these states too.
const photoStatesKey = [...cartKey, 'photo-states'];

const GET_PHOTO_STATES = '/api/services/app/Shop/GetMyPhotoStates';
/** How many ids one question may carry (the server's bound). */
const PHOTO_STATES_BATCH = 100;

export type PhotoState = ApiResult<typeof GET_PHOTO_STATES, 'get'>['items'][number];

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
    mutationKey: addToCartKey,
    mutationFn: (photoIds: number[]) => api.post('/api/services/app/Shop/CreateList', { photoIds }),
    // Pending until the cart has been read again, so the header's count never steps back meanwhile.
    onSuccess: () => client.invalidateQueries({ queryKey: cartKey }),
  });
}

/**
 * What the member already has of these photos (bought, waiting for payment, in the cart), asked
 * once the page's photos are known; public photo answers stay the same for everyone. `loading`
 * while a member's states are not known yet; guests have none.
 */
export function useMyPhotoStates(photoIds: number[]) {
  const session = useSession();
  const ids = [...new Set(photoIds)].sort((a, b) => a - b);
  const query = useQuery({
    queryKey: [...photoStatesKey, ids.join(',')],
    queryFn: async ({ signal }) => {
      const batches = Array.from({ length: Math.ceil(ids.length / PHOTO_STATES_BATCH) }, (_, i) =>
        ids.slice(i * PHOTO_STATES_BATCH, (i + 1) * PHOTO_STATES_BATCH),
      );
      const answers = await Promise.all(
        batches.map((batch) =>
          api.get(GET_PHOTO_STATES, { params: { photoIds: batch.join(',') }, signal, silent: true }),
        ),
      );
      return new Map(answers.flatMap((answer) => answer.items).map((item) => [item.photoId, item]));
    },
    enabled: Boolean(session) && ids.length > 0,
  });
  return { states: query.data, loading: Boolean(session) && ids.length > 0 && query.isPending };
}
