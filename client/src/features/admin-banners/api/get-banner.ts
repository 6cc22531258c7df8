import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const bannerQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['admin-banners', 'one', id],
    queryFn: ({ signal }) => api.get('/api/services/app/AdminBanner/Get', { params: { Id: id }, signal }),
  });

export function useBanner(id: number | undefined) {
  return useQuery({ ...bannerQueryOptions(id ?? 0), enabled: id !== undefined });
}
