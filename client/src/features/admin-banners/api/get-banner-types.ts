import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const bannerTypesQueryOptions = () =>
  queryOptions({
    queryKey: ['admin-banners', 'types'],
    queryFn: ({ signal }) => api.get('/api/services/app/AdminBanner/getBannerTypeList', { signal }),
    staleTime: Infinity,
  });

export function useBannerTypes() {
  return useQuery(bannerTypesQueryOptions());
}
