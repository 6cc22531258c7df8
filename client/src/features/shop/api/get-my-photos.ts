import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ApiResult } from '../../../lib/api-types.ts';
import { pagingParams, type Paging } from '../../../lib/paging.ts';

const GET_MY_PHOTOS = '/api/services/app/MyPhoto/GetAll';

/** A bought photo; `price` is the price paid (NT$). */
export type PurchasedPhoto = ApiResult<typeof GET_MY_PHOTOS, 'get'>['items'][number];

export function getMyPhotos(paging: Paging, signal?: AbortSignal) {
  return api.get(GET_MY_PHOTOS, {
    params: pagingParams(paging),
    signal,
  });
}

export function myPhotosQueryOptions(paging: Paging) {
  return queryOptions({
    queryKey: ['shop', 'my-photos', paging.page, paging.pageSize],
    queryFn: ({ signal }) => getMyPhotos(paging, signal),
    placeholderData: keepPreviousData,
  });
}

export function useMyPhotos(paging: Paging) {
  return useQuery(myPhotosQueryOptions(paging));
}
