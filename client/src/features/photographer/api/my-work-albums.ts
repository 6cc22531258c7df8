import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ApiQuery, ApiResult } from '../../../lib/api-types.ts';

const MY_ALBUMS = '/api/services/app/PhotoGalleryConfigAppSerivce/GetMyAlbumsWithCounts';

export type MyAlbumsQuery = ApiQuery<typeof MY_ALBUMS, 'get'>;
export type MyAlbums = ApiResult<typeof MY_ALBUMS, 'get'>;
export type MyAlbum = MyAlbums['items'][number];

export const myWorkKeys = {
  all: ['photographer', 'my-work'] as const,
  albums: (query: MyAlbumsQuery) => [...myWorkKeys.all, 'albums', query] as const,
};

/** The photographer's albums with their photos counted by status (a page of them). */
export function useMyAlbums(query: MyAlbumsQuery) {
  return useQuery({
    queryKey: myWorkKeys.albums(query),
    queryFn: ({ signal }) => api.get(MY_ALBUMS, { params: query, signal }),
    placeholderData: keepPreviousData,
  });
}
