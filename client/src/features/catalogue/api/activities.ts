import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ApiBody, ApiResult } from '../../../lib/api-types.ts';
import { useLanguage, type Language } from '../../../lib/i18n.ts';
import { todayString } from '../lib/format.ts';
import {
  activityCardsBody,
  activityCardsKey,
  activityConfigKey,
  GET_ACTIVITY_CONFIG as GET_CONFIG,
  GET_ACTIVITY_INDEX as GET_INDEX,
} from './first-requests.ts';

export type ActivityCard = ApiResult<typeof GET_INDEX, 'post'>['items'][number];

export function getActivityIndex(body: ApiBody<typeof GET_INDEX, 'post'>, signal?: AbortSignal) {
  return api.post(GET_INDEX, body, { signal });
}

/** Every activity from 2000-01-01 to today for the keyword dropdown (spec §9: MaxResultCount 99999). */
export const KEYWORD_FETCH_SIZE = 99999;
export const KEYWORD_FETCH_FROM = '2000-01-01';

export function keywordActivitiesQueryOptions(language: Language) {
  return queryOptions({
    queryKey: ['catalogue', 'activities', 'keyword', language],
    queryFn: ({ signal }) =>
      getActivityIndex(
        { SkipCount: 0, MaxResultCount: KEYWORD_FETCH_SIZE, sgL_ActivityDate: [KEYWORD_FETCH_FROM, todayString()] },
        signal,
      ),
    staleTime: 5 * 60_000,
  });
}

export function useKeywordActivities() {
  return useQuery(keywordActivitiesQueryOptions(useLanguage()));
}

export function activityCardsQueryOptions(
  kind: 'recommended' | 'latest',
  page: number,
  pageSize: number,
  language: Language,
) {
  return queryOptions({
    queryKey: activityCardsKey(kind, page, pageSize, language),
    queryFn: ({ signal }) => getActivityIndex(activityCardsBody(kind, page, pageSize), signal),
    placeholderData: keepPreviousData,
  });
}

export function useActivityCards(kind: 'recommended' | 'latest', page: number, pageSize: number) {
  return useQuery(activityCardsQueryOptions(kind, page, pageSize, useLanguage()));
}

export interface PhotoActivityFilter {
  year: number | null;
  month: number | null;
}

/** Activities that have photos, newest first, optionally in one year or month. */
export function photoActivitiesQueryOptions(
  filter: PhotoActivityFilter,
  page: number,
  pageSize: number,
  language: Language,
) {
  return queryOptions({
    queryKey: ['catalogue', 'activities', 'withPhotos', filter, page, pageSize, language],
    queryFn: ({ signal }) =>
      api.post(
        '/api/services/app/Activity/GetAllByPhoto',
        { ...filter, SkipCount: (page - 1) * pageSize, MaxResultCount: pageSize },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export function usePhotoActivities(filter: PhotoActivityFilter, page: number, pageSize: number) {
  return useQuery(photoActivitiesQueryOptions(filter, page, pageSize, useLanguage()));
}

export function useYearMonthPhotos() {
  return useQuery({
    queryKey: ['catalogue', 'yearMonths'],
    queryFn: ({ signal }) => api.get('/api/services/app/Activity/GetYearMonthPhotos', { signal }),
  });
}

export type ActivityConfig = ApiResult<typeof GET_CONFIG, 'get'>;
export type ActivityAlbum = ActivityConfig['albums'][number];

export function activityConfigQueryOptions(activityId: number, language: Language) {
  return queryOptions({
    queryKey: activityConfigKey(activityId, language),
    queryFn: ({ signal }) => api.get(GET_CONFIG, { params: { activityId }, signal, silent: true }),
  });
}

export function useActivityConfig(activityId: number) {
  return useQuery({ ...activityConfigQueryOptions(activityId, useLanguage()), enabled: activityId > 0 });
}
