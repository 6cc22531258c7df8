import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { favoritesKey } from '../../../lib/shop-keys.ts';
import type { ApiQuery, ApiResult } from '../../../lib/api-types.ts';
import { pagingParams, type Paging } from '../../../lib/paging.ts';

const GET_FAVORITES = '/api/services/app/Favorite/GetAll';

export type FavoriteType = ApiQuery<typeof GET_FAVORITES, 'get'>['type'];
/** A favourite photo or activity: the other one is null. */
export type Favorite = ApiResult<typeof GET_FAVORITES, 'get'>['items'][number];

export function getFavorites(type: FavoriteType, paging: Paging, signal?: AbortSignal) {
  return api.get(GET_FAVORITES, {
    params: { type, ...pagingParams(paging) },
    signal,
  });
}

export function favoritesQueryOptions(type: FavoriteType, paging: Paging) {
  return queryOptions({
    queryKey: [...favoritesKey, type, paging.page, paging.pageSize],
    queryFn: ({ signal }) => getFavorites(type, paging, signal),
    placeholderData: keepPreviousData,
  });
}

export function useFavorites(type: FavoriteType, paging: Paging) {
  return useQuery(favoritesQueryOptions(type, paging));
}
