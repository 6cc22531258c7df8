import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type PagedResult } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { todayString } from '../lib/format.ts';
import type { Photographer } from '../lib/grouping.ts';

const base = '/api/services/app/Activity';

export interface ActivityCard {
  id: number;
  sgL_Title: string;
  sgL_ActivityDate: string;
  photoCount: number;
  photographerCount: number;
  region: string | null;
  coverUrl: string | null;
  isRecommended: boolean;
}

interface GetIndexBody {
  SkipCount: number;
  MaxResultCount: number;
  SGL_Recommend?: boolean | null;
  sgL_ActivityDate?: [string, string] | null;
}

export function getActivityIndex(body: GetIndexBody, signal?: AbortSignal) {
  return api.post<PagedResult<ActivityCard>>(`${base}/GetIndex`, body, { signal });
}

/** Every activity from 2000-01-01 to today for the keyword dropdown (spec §9: MaxResultCount 99999). */
export const KEYWORD_FETCH_SIZE = 99999;
export const KEYWORD_FETCH_FROM = '2000-01-01';

export function keywordActivitiesQueryOptions() {
  return queryOptions({
    queryKey: ['catalogue', 'activities', 'keyword', currentLanguage()],
    queryFn: ({ signal }) =>
      getActivityIndex(
        { SkipCount: 0, MaxResultCount: KEYWORD_FETCH_SIZE, sgL_ActivityDate: [KEYWORD_FETCH_FROM, todayString()] },
        signal,
      ),
    staleTime: 5 * 60_000,
  });
}

export function useKeywordActivities() {
  return useQuery(keywordActivitiesQueryOptions());
}

export function activityCardsQueryOptions(kind: 'recommended' | 'latest', page: number, pageSize: number) {
  return queryOptions({
    queryKey: ['catalogue', 'activities', kind, page, pageSize, currentLanguage()],
    queryFn: ({ signal }) =>
      getActivityIndex(
        {
          SkipCount: (page - 1) * pageSize,
          MaxResultCount: pageSize,
          SGL_Recommend: kind === 'recommended' ? true : null,
        },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useActivityCards(kind: 'recommended' | 'latest', page: number, pageSize: number) {
  return useQuery(activityCardsQueryOptions(kind, page, pageSize));
}

export interface PhotoActivityFilter {
  year: number | null;
  month: number | null;
}

/** Activities that have photos, newest first, optionally in one year or month. */
export function photoActivitiesQueryOptions(filter: PhotoActivityFilter, page: number, pageSize: number) {
  return queryOptions({
    queryKey: ['catalogue', 'activities', 'withPhotos', filter, page, pageSize, currentLanguage()],
    queryFn: ({ signal }) =>
      api.post<PagedResult<ActivityCard>>(
        `${base}/GetAllByPhoto`,
        { ...filter, SkipCount: (page - 1) * pageSize, MaxResultCount: pageSize },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export function usePhotoActivities(filter: PhotoActivityFilter, page: number, pageSize: number) {
  return useQuery(photoActivitiesQueryOptions(filter, page, pageSize));
}

export interface YearMonths {
  year: number;
  activityCount: number;
  photoCount: number;
  months: { month: number; activityCount: number; photoCount: number }[];
}

export function useYearMonthPhotos() {
  return useQuery({
    queryKey: ['catalogue', 'yearMonths'],
    queryFn: ({ signal }) => api.get<YearMonths[]>(`${base}/GetYearMonthPhotos`, { signal }),
  });
}

export interface ActivityAlbum {
  coId: number;
  name: string;
  shootDate: string | null;
  photographer: Photographer;
  photoCount: number;
  coverUrl: string | null;
}

export interface ActivityConfig {
  id: number;
  sgL_Title: string;
  sgL_ActivityDate: string;
  region: string | null;
  typeName: string | null;
  eventId: number | null;
  coverUrl: string | null;
  photoCount: number;
  photographerCount: number;
  bibSearchEnabled: boolean;
  faceSearchEnabled: boolean;
  albums: ActivityAlbum[];
}

export function activityConfigQueryOptions(activityId: number) {
  return queryOptions({
    queryKey: ['catalogue', 'activity', activityId, currentLanguage()],
    queryFn: ({ signal }) =>
      api.get<ActivityConfig>(`${base}/GetConfigByActivityId`, { params: { activityId }, signal, silent: true }),
  });
}

export function useActivityConfig(activityId: number) {
  return useQuery({ ...activityConfigQueryOptions(activityId), enabled: activityId > 0 });
}
