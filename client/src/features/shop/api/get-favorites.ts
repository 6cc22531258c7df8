import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type PagedResult } from '../../../lib/api-client.ts';
import type { PhotoView } from '../../../lib/photo-view.ts';
import { pagingParams, type Paging } from './types.ts';

export type FavoriteType = 'photo' | 'activity';

export interface FavoriteActivity {
  id: number;
  sgL_Title: string;
  sgL_ActivityDate: string;
  photoCount: number;
  coverUrl: string | null;
}

export interface Favorite {
  favoriteId: number;
  createdAt: string;
  photo: (PhotoView & { activityId: number; activityTitle: string }) | null;
  activity: FavoriteActivity | null;
}

export function getFavorites(type: FavoriteType, paging: Paging, signal?: AbortSignal) {
  return api.get<PagedResult<Favorite>>('/api/services/app/Favorite/GetAll', {
    params: { type, ...pagingParams(paging) },
    signal,
  });
}

export const favoritesKey = ['shop', 'favorites'] as const;

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
