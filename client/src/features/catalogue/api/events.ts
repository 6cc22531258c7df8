import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type PagedResult } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/i18n.ts';

export interface RaceEvent {
  id: number;
  sgL_Title: string;
  sgL_ActivityDate: string;
  cityId: number | null;
  region: string | null;
  typeId: number | null;
  typeName: string | null;
  location: string | null;
  signUpUrl: string | null;
  coverUrl: string | null;
  isRecommended: boolean;
}

export interface EventFilter {
  /** 'YYYY-MM' */
  month?: string;
  cityId?: number;
  typeId?: number;
}

export function upcomingEventsQueryOptions(filter: EventFilter, page: number, pageSize: number) {
  return queryOptions({
    queryKey: ['catalogue', 'events', filter, page, pageSize, currentLanguage()],
    queryFn: ({ signal }) =>
      api.get<PagedResult<RaceEvent>>('/api/services/app/Activity/GetAll', {
        params: { ...filter, SkipCount: (page - 1) * pageSize, MaxResultCount: pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useUpcomingEvents(filter: EventFilter, page: number, pageSize: number) {
  return useQuery(upcomingEventsQueryOptions(filter, page, pageSize));
}

export interface EventDetails extends RaceEvent {
  content: string | null;
  activities: {
    id: number;
    sgL_Title: string;
    sgL_ActivityDate: string;
    photoCount: number;
    coverUrl: string | null;
  }[];
}

export function useEventDetails(id: number) {
  return useQuery({
    queryKey: ['catalogue', 'event', id, currentLanguage()],
    queryFn: ({ signal }) =>
      api.get<EventDetails>('/api/services/app/Activity/GetByContent', { params: { id }, signal, silent: true }),
    enabled: id > 0,
  });
}

export interface CommonType {
  id: number;
  sgL_Title: string;
  sgL_TypeT: number;
  sgL_ParentID: number | null;
  sort: number;
}

export const TYPE_REGION_CITY = 30;
export const TYPE_EVENT_TYPE = 40;
/** The root place: regions are its children, cities the regions' children. */
export const PLACE_ROOT_ID = 1;

export function useCommonTypes(typeT: number) {
  return useQuery({
    queryKey: ['catalogue', 'commonTypes', typeT, currentLanguage()],
    // Spec §9: common type lists are fetched with MaxResultCount 1000.
    queryFn: ({ signal }) =>
      api.get<PagedResult<CommonType>>('/api/services/app/CommonType/GetAll', {
        params: { SGL_TypeT: typeT, SkipCount: 0, MaxResultCount: 1000 },
        signal,
      }),
    staleTime: 10 * 60_000,
  });
}
