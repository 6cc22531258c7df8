import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ApiResult } from '../../../lib/api-types.ts';
import { useLanguage, type Language } from '../../../lib/i18n.ts';
import {
  eventDetailsKey,
  GET_EVENT_DETAILS,
  GET_EVENTS,
  upcomingEventsKey,
  upcomingEventsParams,
  type EventFilter,
} from './first-requests.ts';

export type { EventFilter };

export type RaceEvent = ApiResult<typeof GET_EVENTS, 'get'>['items'][number];

export function upcomingEventsQueryOptions(filter: EventFilter, page: number, pageSize: number, language: Language) {
  return queryOptions({
    queryKey: upcomingEventsKey(filter, page, pageSize, language),
    queryFn: ({ signal }) =>
      api.get(GET_EVENTS, {
        params: upcomingEventsParams(filter, page, pageSize),
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useUpcomingEvents(filter: EventFilter, page: number, pageSize: number) {
  return useQuery(upcomingEventsQueryOptions(filter, page, pageSize, useLanguage()));
}

export function eventDetailsQueryOptions(id: number, language: Language) {
  return queryOptions({
    queryKey: eventDetailsKey(id, language),
    queryFn: ({ signal }) => api.get(GET_EVENT_DETAILS, { params: { id }, signal, silent: true }),
  });
}

export function useEventDetails(id: number) {
  return useQuery({ ...eventDetailsQueryOptions(id, useLanguage()), enabled: id > 0 });
}

export function useCommonTypes(typeT: number) {
  return useQuery({
    queryKey: ['catalogue', 'commonTypes', typeT, useLanguage()],
    // Spec §9: common type lists are fetched with MaxResultCount 1000.
    queryFn: ({ signal }) =>
      api.get('/api/services/app/CommonType/GetAll', {
        params: { SGL_TypeT: typeT, SkipCount: 0, MaxResultCount: 1000 },
        signal,
      }),
    staleTime: 10 * 60_000,
  });
}
