import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ApiResult } from '../../../lib/api-types.ts';
import { currentLanguage } from '../../../lib/i18n.ts';

const GET_INDEX = '/api/services/app/Activity/GetIndex';
/** Enough activities to choose from while typing; the keyword narrows them down. */
const CHOICES = 50;

export type ActivityChoice = ApiResult<typeof GET_INDEX, 'post'>['items'][number];

/** Visible activities, newest first, matching the keyword: the ones a photographer uploads to. */
export function activityChoicesQueryOptions(keyword: string) {
  return queryOptions({
    queryKey: ['photographer-upload', 'activities', keyword, currentLanguage()],
    queryFn: ({ signal }) =>
      api.post(GET_INDEX, { SkipCount: 0, MaxResultCount: CHOICES, keyword: keyword || null }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useActivityChoices(keyword: string) {
  return useQuery(activityChoicesQueryOptions(keyword));
}
