import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ApiResult } from '../../../lib/api-types.ts';
import { useLanguage, type Language } from '../../../lib/i18n.ts';
import { pagingParams } from '../../../lib/paging.ts';

const GET_PHOTOGRAPHER_PAGE = '/api/services/app/PhotoGalleryConfigAppSerivce/GetPhotographerPage';

/** Activities per page on a photographer's page (each with all of the photographer's albums there). */
export const PHOTOGRAPHER_ACTIVITIES_PER_PAGE = 5;

export type PhotographerPage = ApiResult<typeof GET_PHOTOGRAPHER_PAGE, 'get'>;
export type PhotographerActivity = PhotographerPage['activities']['items'][number];

export function photographerPageQueryOptions(userId: number, page: number, language: Language) {
  return queryOptions({
    queryKey: ['catalogue', 'photographer', userId, page, language],
    queryFn: ({ signal }) =>
      api.get(GET_PHOTOGRAPHER_PAGE, {
        params: { userId, ...pagingParams({ page, pageSize: PHOTOGRAPHER_ACTIVITIES_PER_PAGE }) },
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });
}

export function usePhotographerPage(userId: number, page: number) {
  return useQuery(photographerPageQueryOptions(userId, page, useLanguage()));
}
