import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type PagedResult } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import type { PhotoView } from '../../../lib/photo-view.ts';
import type { Photographer } from '../lib/grouping.ts';

const base = '/api/services/app/PhotoGalleryConfigAppSerivce';

/** One album's photos on a page of search results (bib or face). */
export interface AlbumHits<P extends PhotoView = PhotoView> {
  coId: number;
  albumName: string;
  photographer: Photographer;
  photos: P[];
}

export interface SearchResult<P extends PhotoView = PhotoView> {
  totalCount: number;
  items: AlbumHits<P>[];
}

export const SEARCH_PAGE_SIZE = 40;

export function bibSearchQueryOptions(activityId: number, code: string, page: number) {
  return queryOptions({
    queryKey: ['catalogue', 'bibSearch', activityId, code, page],
    queryFn: ({ signal }) =>
      api.post<SearchResult>(
        `${base}/GetPhotoGalleryListNew`,
        { activityId, code, SkipCount: (page - 1) * SEARCH_PAGE_SIZE, MaxResultCount: SEARCH_PAGE_SIZE },
        { signal, silent: true },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useBibSearch(activityId: number, code: string, page: number) {
  return useQuery({ ...bibSearchQueryOptions(activityId, code, page), enabled: activityId > 0 && code !== '' });
}

export const ALBUM_PAGE_SIZE = 24;

export function useAlbumPhotos(coId: number | null, page: number) {
  return useQuery({
    queryKey: ['catalogue', 'albumPhotos', coId, page],
    queryFn: ({ signal }) =>
      api.post<PagedResult<PhotoView>>(
        `${base}/GetPhotoGalleryList`,
        { coId, SkipCount: (page - 1) * ALBUM_PAGE_SIZE, MaxResultCount: ALBUM_PAGE_SIZE },
        { signal },
      ),
    enabled: coId !== null,
    placeholderData: keepPreviousData,
  });
}

export interface PhotoDetail {
  photo: PhotoView;
  album: { coId: number; name: string };
  activity: { id: number; sgL_Title: string; sgL_ActivityDate: string };
  photographer: Photographer;
  /** Bib numbers on the photo (confident readings), sorted. */
  bibs: string[];
  /** 前後五秒: the same album's photos taken within 5 s of this one, by time. */
  neighbours: PhotoView[];
}

export function photoDetailQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['catalogue', 'photo', id, currentLanguage()],
    queryFn: ({ signal }) => api.get<PhotoDetail>(`${base}/GetPhotoDetail`, { params: { id }, signal, silent: true }),
  });
}

export function usePhotoDetail(id: number) {
  return useQuery({ ...photoDetailQueryOptions(id), enabled: id > 0 });
}
