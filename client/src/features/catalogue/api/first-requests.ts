import type { FirstRequests } from '../../../lib/early-answers.ts';
import { BIB_PATTERN } from '../lib/bib.ts';

// What the buyer pages ask for first, as the api functions of this folder send it. The same
// builders serve app/early-data.ts, which starts these requests before the app's code has loaded,
// so an early request can never differ from the page's own. Nothing heavy is imported here: this
// file is part of the small script that runs first.

export const GET_BANNERS = '/api/services/app/Banner/GetAll';
export const GET_ACTIVITY_INDEX = '/api/services/app/Activity/GetIndex';
export const GET_EVENTS = '/api/services/app/Activity/GetAll';
export const GET_ACTIVITY_CONFIG = '/api/services/app/Activity/GetConfigByActivityId';
export const BIB_SEARCH = '/api/services/app/PhotoGalleryConfigAppSerivce/GetPhotoGalleryListNew';
export const GET_PHOTO_DETAIL = '/api/services/app/PhotoGalleryConfigAppSerivce/GetPhotoDetail';

/** Banner type 1: the home carousel. */
export const HOME_BANNER_TYPE = 1;
export const RECOMMENDED_COUNT = 8;
export const LATEST_PAGE_SIZE = 8;
export const UPCOMING_COUNT = 4;
export const SEARCH_PAGE_SIZE = 40;

export function activityCardsBody(kind: 'recommended' | 'latest', page: number, pageSize: number) {
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

function activityConfig(activityId: number) {
  return { method: 'GET', url: GET_ACTIVITY_CONFIG, params: { activityId } } as const;
}

const positive = (value: string) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

export const catalogueFirstRequests: FirstRequests = {
  '/index': () => [
    { method: 'GET', url: GET_BANNERS, params: { typeId: HOME_BANNER_TYPE } },
    { method: 'POST', url: GET_ACTIVITY_INDEX, body: activityCardsBody('recommended', 1, RECOMMENDED_COUNT) },
    { method: 'POST', url: GET_ACTIVITY_INDEX, body: activityCardsBody('latest', 1, LATEST_PAGE_SIZE) },
    { method: 'GET', url: GET_EVENTS, params: upcomingEventsParams({}, 1, UPCOMING_COUNT) },
  ],
  '/activityevent/:activityId': ({ activityId }) => {
    const id = positive(activityId!);
    return id ? [activityConfig(id)] : [];
  },
  '/albumsearch/:activityId': ({ activityId }, search) => {
    const id = positive(activityId!);
    if (!id) return [];
    const { code, page } = bibSearchOf(search);
    const results = BIB_PATTERN.test(code)
      ? [{ method: 'POST', url: BIB_SEARCH, body: bibSearchBody(id, code, page) } as const]
      : [];
    return [activityConfig(id), ...results];
  },
  '/albumphotodetail/:id': ({ id }) => {
    const photoId = positive(id!);
    return photoId ? [{ method: 'GET', url: GET_PHOTO_DETAIL, params: { id: photoId } }] : [];
  },
};
