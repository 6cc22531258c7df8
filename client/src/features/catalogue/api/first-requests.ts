import { firstRequestsOf, type PageRead, type PageReads } from '../../../lib/early-answers.ts';
import type { ApiQuery } from '../../../lib/api-types.ts';
import type { Language } from '../../../lib/language.ts';
import { BIB_PATTERN } from '../lib/bib.ts';

// What the buyer pages ask for first, as the api functions of this folder send it, and the query
// keys they keep the answers under. The same builders serve app/early-data.ts, which starts these
// requests before the app's code has loaded, and the server, which renders the page with the
// answers: an early request or a server's answer can never differ from the page's own. Nothing
// heavy is imported here: this file is part of the small script that runs first.

export const GET_BANNERS = '/api/services/app/Banner/GetAll';
export const GET_ACTIVITY_INDEX = '/api/services/app/Activity/GetIndex';
export const GET_EVENTS = '/api/services/app/Activity/GetAll';
export const GET_EVENT_DETAILS = '/api/services/app/Activity/GetByContent';
export const GET_ACTIVITY_CONFIG = '/api/services/app/Activity/GetConfigByActivityId';
export const BIB_SEARCH = '/api/services/app/PhotoGalleryConfigAppSerivce/GetPhotoGalleryListNew';
export const GET_PHOTO_DETAIL = '/api/services/app/PhotoGalleryConfigAppSerivce/GetPhotoDetail';

/** Banner type 1: the home carousel. */
export const HOME_BANNER_TYPE = 1;
export const RECOMMENDED_COUNT = 8;
export const LATEST_PAGE_SIZE = 8;
export const UPCOMING_COUNT = 4;
export const SEARCH_PAGE_SIZE = 40;
/** Races a page of the race calendar shows. */
export const EVENT_LIST_PAGE_SIZE = 12;

/** month: 'YYYY-MM'. */
export type EventFilter = Pick<ApiQuery<typeof GET_EVENTS, 'get'>, 'month' | 'cityId' | 'typeId'>;
type ActivityKind = 'recommended' | 'latest';

export const homeBannersKey = (typeId: number) => ['catalogue', 'banners', typeId] as const;
export const activityCardsKey = (kind: ActivityKind, page: number, pageSize: number, language: Language) =>
  ['catalogue', 'activities', kind, page, pageSize, language] as const;
export const upcomingEventsKey = (filter: EventFilter, page: number, pageSize: number, language: Language) =>
  ['catalogue', 'events', filter, page, pageSize, language] as const;
export const eventDetailsKey = (id: number, language: Language) => ['catalogue', 'event', id, language] as const;
export const activityConfigKey = (activityId: number, language: Language) =>
  ['catalogue', 'activity', activityId, language] as const;
export const bibSearchKey = (activityId: number, code: string, page: number) =>
  ['catalogue', 'bibSearch', activityId, code, page] as const;
export const photoDetailKey = (id: number, language: Language) => ['catalogue', 'photo', id, language] as const;

export function activityCardsBody(kind: ActivityKind, page: number, pageSize: number) {
  return {
    SkipCount: (page - 1) * pageSize,
    MaxResultCount: pageSize,
    SGL_Recommend: kind === 'recommended' ? true : null,
  };
}

export function upcomingEventsParams<Filter extends object>(filter: Filter, page: number, pageSize: number) {
  return { ...filter, SkipCount: (page - 1) * pageSize, MaxResultCount: pageSize };
}

export function bibSearchBody(activityId: number, code: string, page: number) {
  return { activityId, code, SkipCount: (page - 1) * SEARCH_PAGE_SIZE, MaxResultCount: SEARCH_PAGE_SIZE };
}

/** The bib searched for and the page of results, as /albumsearch/{activityId}?code=&page= gives them. */
export function bibSearchOf(search: URLSearchParams) {
  return { code: (search.get('code') ?? '').trim(), page: Math.max(1, Number(search.get('page')) || 1) };
}

/** The race calendar's filter, as /eventlist?month=&cityId=&typeId= gives it (anything else ignored). */
export function eventFilterOf(search: URLSearchParams): EventFilter {
  const id = (key: string) => {
    const n = Number(search.get(key));
    return Number.isInteger(n) && n > 0 ? n : undefined;
  };
  const month = search.get('month') ?? '';
  return { month: /^\d{4}-\d{2}$/.test(month) ? month : undefined, cityId: id('cityId'), typeId: id('typeId') };
}

/**
 * The query parameters each buyer page reads, its first reads and its markup alike (a page not
 * named reads none). Anything else in a page's address changes nothing on it, so a server keeps
 * one drawing of the page for every such address. A page that starts reading another parameter
 * names it here.
 */
export const catalogueSearchKeys: Record<string, readonly string[]> = {
  '/eventlist': ['month', 'cityId', 'typeId', 'page'],
  '/activityevent/:activityId': ['album'],
  '/albumsearch/:activityId': ['code', 'page'],
  '/albumphotodetail/:id': ['code'],
};

/** The race calendar's page, as ?page= gives it. */
export function eventPageOf(search: URLSearchParams): number {
  return Math.max(1, Number(search.get('page')) || 1);
}

function activityConfig(activityId: number): PageRead {
  return {
    request: { method: 'GET', url: GET_ACTIVITY_CONFIG, params: { activityId } },
    queryKey: (language) => activityConfigKey(activityId, language),
  };
}

function activityCards(kind: ActivityKind, pageSize: number): PageRead {
  return {
    request: { method: 'POST', url: GET_ACTIVITY_INDEX, body: activityCardsBody(kind, 1, pageSize) },
    queryKey: (language) => activityCardsKey(kind, 1, pageSize, language),
  };
}

function upcomingEvents(filter: EventFilter, page: number, pageSize: number): PageRead {
  return {
    request: { method: 'GET', url: GET_EVENTS, params: upcomingEventsParams(filter, page, pageSize) },
    queryKey: (language) => upcomingEventsKey(filter, page, pageSize, language),
  };
}

const positive = (value: string) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** The buyer pages' first reads, by route path. */
export const catalogueReads: PageReads = {
  '/index': () => [
    {
      request: { method: 'GET', url: GET_BANNERS, params: { typeId: HOME_BANNER_TYPE } },
      queryKey: () => homeBannersKey(HOME_BANNER_TYPE),
    },
    activityCards('recommended', RECOMMENDED_COUNT),
    activityCards('latest', LATEST_PAGE_SIZE),
    upcomingEvents({}, 1, UPCOMING_COUNT),
  ],
  '/eventlist': (_, search) => [upcomingEvents(eventFilterOf(search), eventPageOf(search), EVENT_LIST_PAGE_SIZE)],
  '/eventdetails/:eventId': ({ eventId }) => {
    const id = positive(eventId!);
    if (!id) return [];
    return [
      {
        request: { method: 'GET', url: GET_EVENT_DETAILS, params: { id } },
        queryKey: (language) => eventDetailsKey(id, language),
      },
    ];
  },
  '/activityevent/:activityId': ({ activityId }) => {
    const id = positive(activityId!);
    return id ? [activityConfig(id)] : [];
  },
  '/albumsearch/:activityId': ({ activityId }, search) => {
    const id = positive(activityId!);
    if (!id) return [];
    const { code, page } = bibSearchOf(search);
    const results: PageRead[] = BIB_PATTERN.test(code)
      ? [
          {
            request: { method: 'POST', url: BIB_SEARCH, body: bibSearchBody(id, code, page) },
            queryKey: () => bibSearchKey(id, code, page),
          },
        ]
      : [];
    return [activityConfig(id), ...results];
  },
  '/albumphotodetail/:id': ({ id }) => {
    const photoId = positive(id!);
    if (!photoId) return [];
    return [
      {
        request: { method: 'GET', url: GET_PHOTO_DETAIL, params: { id: photoId } },
        queryKey: (language) => photoDetailKey(photoId, language),
      },
    ];
  },
};

/** The requests app/early-data.ts starts. */
export const catalogueFirstRequests = firstRequestsOf(catalogueReads);
