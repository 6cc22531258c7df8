import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ApiResult } from '../../../lib/api-types.ts';
import { useLanguage, type Language } from '../../../lib/i18n.ts';
import type { PhotoView } from '../../../lib/photo-view.ts';
import { BIB_SEARCH, bibSearchBody, bibSearchKey, GET_PHOTO_DETAIL, photoDetailKey } from './first-requests.ts';

/**
 * One album's photos on a page of search results, bib or face (each adds its own fields to a photo);
 * a bib search says which photos it found by a face linked to the bib rather than by the bib.
 */
export type AlbumHits = Omit<ApiResult<typeof BIB_SEARCH, 'post'>['items'][number], 'photos'> & {
  photos: (PhotoView & { foundBy?: 'bib' | 'face' })[];
};

export function bibSearchQueryOptions(activityId: number, code: string, page: number) {
  return queryOptions({
    queryKey: bibSearchKey(activityId, code, page),
    queryFn: ({ signal }) => api.post(BIB_SEARCH, bibSearchBody(activityId, code, page), { signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}

export function useBibSearch(activityId: number, code: string, page: number) {
  return useQuery({ ...bibSearchQueryOptions(activityId, code, page), enabled: activityId > 0 && code !== '' });
}

export const ALBUM_PAGE_SIZE = 24;

export function useAlbumPhotos(albumId: number | null, page: number) {
  return useQuery({
    queryKey: ['catalogue', 'albumPhotos', albumId, page],
    queryFn:
      albumId === null
        ? skipToken
        : ({ signal }) =>
            api.post(
              '/api/services/app/PhotoGalleryConfigAppSerivce/GetPhotoGalleryList',
              { coId: albumId, SkipCount: (page - 1) * ALBUM_PAGE_SIZE, MaxResultCount: ALBUM_PAGE_SIZE },
              { signal },
            ),
    placeholderData: keepPreviousData,
  });
}

export function photoDetailQueryOptions(id: number, language: Language) {
  return queryOptions({
    queryKey: photoDetailKey(id, language),
    // bibs: the confident readings, sorted; neighbours (前後五秒): the album's photos within 5 s, by time.
    queryFn: ({ signal }) =>
      api.get(GET_PHOTO_DETAIL, {
        params: { id },
        signal,
        silent: true,
      }),
  });
}

export function usePhotoDetail(id: number) {
  return useQuery({ ...photoDetailQueryOptions(id, useLanguage()), enabled: id > 0 });
}

export const PLACE_TIME_PAGE_SIZE = 24;

/** What the browse by place and time asks: a camera point ('' for all) and a Taipei time ('' for the whole day). */
export interface PlaceTimeFilter {
  cameraPoint: string;
  around: string;
}

export function usePlaceTimePhotos(activityId: number, filter: PlaceTimeFilter, page: number) {
  return useQuery({
    queryKey: ['catalogue', 'placeTime', activityId, filter.cameraPoint, filter.around, page],
    queryFn: ({ signal }) =>
      api.get('/api/services/app/PhotoGalleryConfigAppSerivce/GetActivityPhotosByPlaceAndTime', {
        params: {
          activityId,
          ...(filter.cameraPoint && { cameraPoint: filter.cameraPoint }),
          ...(filter.around && { around: filter.around }),
          SkipCount: (page - 1) * PLACE_TIME_PAGE_SIZE,
          MaxResultCount: PLACE_TIME_PAGE_SIZE,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

const MERGED_SEARCH = '/api/services/app/PhotoGalleryConfigAppSerivce/SearchPhotos';
export type MergedPhoto = ApiResult<typeof MERGED_SEARCH, 'post'>['items'][number];
export const MERGED_PAGE_SIZE = 40;

/** A bib and the visitor's kept selfie search merged: each photo once, saying how it was found. */
export function useMergedSearch(
  input: { activityId: number; code: string; faceSearchId: string; faceIndex: number },
  page: number,
) {
  const { activityId, code, faceSearchId, faceIndex } = input;
  return useQuery({
    // The selfie's face is part of the key: picking another face changes the selfie's matches.
    queryKey: ['catalogue', 'mergedSearch', activityId, code, faceSearchId, faceIndex, page],
    queryFn: ({ signal }) =>
      api.post(
        MERGED_SEARCH,
        {
          activityId,
          code,
          faceSearchId,
          SkipCount: (page - 1) * MERGED_PAGE_SIZE,
          MaxResultCount: MERGED_PAGE_SIZE,
        },
        { signal, silent: true },
      ),
    placeholderData: keepPreviousData,
  });
}
