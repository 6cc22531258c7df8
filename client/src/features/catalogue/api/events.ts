import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ApiQuery, ApiResult } from '../../../lib/api-types.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { GET_EVENTS, upcomingEventsParams } from './first-requests.ts';

export type RaceEvent = ApiResult<typeof GET_EVENTS, 'get'>['items'][number];

/** month: 'YYYY-MM'. */
export type EventFilter = Pick<ApiQuery<typeof GET_EVENTS, 'get'>, 'month' | 'cityId' | 'typeId'>;

export function upcomingEventsQueryOptions(filter: EventFilter, page: number, pageSize: number) {
  return queryOptions({
    queryKey: ['catalogue', 'events', filter, page, pageSize, currentLanguage()],
    queryFn: ({ signal }) =>
      api.get(GET_EVENTS, {
        params: upcomingEventsParams(filter, page, pageSize),
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useUpcomingEvents(filter: EventFilter, page: number, pageSize: number) {
  return useQuery(upcomingEventsQueryOptions(filter, page, pageSize));
}

export function useEventDetails(id: number) {
  return useQuery({
    queryKey: ['catalogue', 'event', id, currentLanguage()],
    queryFn: ({ signal }) =>
      api.get('/api/services/app/Activity/GetByContent', { params: { id }, signal, silent: true }),
    enabled: id > 0,
  });
}

export function useCommonTypes(typeT: number) {
  return useQuery({
    queryKey: ['catalogue', 'commonTypes', typeT, currentLanguage()],
    // Spec §9: common type lists are fetched with MaxResultCount 1000.
    queryFn: ({ signal }) =>
      api.get('/api/services/app/CommonType/GetAll', {
        params: { SGL_TypeT: typeT, SkipCount: 0, MaxResultCount: 1000 },
        signal,
      }),
    staleTime: 10 * 60_000,
  });
}
