import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ApiResult } from '../../../lib/api-types.ts';

const GET_BANNERS = '/api/services/app/AdminBanner/GetAll';

export type AdminBanner = ApiResult<typeof GET_BANNERS, 'post'>['items'][number];

/** The whole list in carousel order (a handful of slides): reordering needs every row at hand. */
export const bannersQueryOptions = () =>
  queryOptions({
    queryKey: ['admin-banners', 'list'],
    queryFn: ({ signal }) => api.post(GET_BANNERS, { SkipCount: 0, MaxResultCount: 1000 }, { signal }),
  });

export function useBanners() {
  return useQuery(bannersQueryOptions());
}
