import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ApiResult } from '../../../lib/api-types.ts';
import { GET_BANNERS, HOME_BANNER_TYPE, homeBannersKey } from './first-requests.ts';

export type Banner = ApiResult<typeof GET_BANNERS, 'get'>['items'][number];

export function homeBannersQueryOptions() {
  return queryOptions({
    queryKey: homeBannersKey(HOME_BANNER_TYPE),
    // Silent: without banners the home page simply shows none.
    queryFn: ({ signal }) =>
      api.get(GET_BANNERS, {
        params: { typeId: HOME_BANNER_TYPE },
        signal,
        silent: true,
      }),
  });
}

export function useHomeBanners() {
  return useQuery(homeBannersQueryOptions());
}
