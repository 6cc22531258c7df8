import { useQuery } from '@tanstack/react-query';
import { api, type PagedResult } from '../../../lib/api-client.ts';

export interface Banner {
  id: number;
  title: string;
  imageUrl: string;
  linkUrl: string | null;
  sort: number;
}

/** Banner type 1: the home carousel. */
export const HOME_BANNER_TYPE = 1;

export function useHomeBanners() {
  return useQuery({
    queryKey: ['catalogue', 'banners', HOME_BANNER_TYPE],
    // Silent: without banners the home page simply shows none.
    queryFn: ({ signal }) =>
      api.get<PagedResult<Banner>>('/api/services/app/Banner/GetAll', {
        params: { typeId: HOME_BANNER_TYPE },
        signal,
        silent: true,
      }),
  });
}
