import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ApiResult } from '../../../lib/api-types.ts';

const GET_BANNERS = '/api/services/app/Banner/GetAll';

export type Banner = ApiResult<typeof GET_BANNERS, 'get'>['items'][number];

/** Banner type 1: the home carousel. */
export const HOME_BANNER_TYPE = 1;

export function useHomeBanners() {
  return useQuery({
    queryKey: ['catalogue', 'banners', HOME_BANNER_TYPE],
    // Silent: without banners the home page simply shows none.
    queryFn: ({ signal }) =>
      api.get(GET_BANNERS, {
        params: { typeId: HOME_BANNER_TYPE },
        signal,
        silent: true,
      }),
  });
}
