import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { cartKey } from '../../../lib/shop-keys.ts';

// "All my photos in this activity" at the activity's bundle price (docs/decisions/036).

/** What found the member's photos: a bib, or their selfie search kept by the server. */
export type BundleSearch = { code: string } | { faceSearchId: string };

/** The bundle of the member's photos a search finds, or null when the activity offers none for it. */
export function useBundleOffer(activityId: number, search: BundleSearch, enabled: boolean) {
  return useQuery({
    queryKey: ['shop', 'bundle-offer', activityId, search],
    queryFn: ({ signal }) =>
      api.get('/api/services/app/Shop/GetBundleOffer', { params: { activityId, ...search }, signal }),
    enabled,
  });
}

export function useAddBundle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { activityId: number } & BundleSearch) => api.post('/api/services/app/Shop/AddBundle', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartKey }),
  });
}
