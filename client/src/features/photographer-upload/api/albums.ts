import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ApiBody, ApiResult } from '../../../lib/api-types.ts';
import { currentLanguage } from '../../../lib/i18n.ts';

const GET_MY_ALBUMS = '/api/services/app/PhotoGalleryConfigAppSerivce/GetMyAlbums';
const CREATE = '/api/services/app/PhotoGalleryConfigAppSerivce/Create';
const GET_MONEY_LIST = '/api/services/app/PhotoGalleryList/getMoneyList';
/** A photographer's albums for one activity fit in one page; across activities the newest ones. */
const ALBUM_CHOICES = 200;

export type MyAlbum = ApiResult<typeof GET_MY_ALBUMS, 'get'>['items'][number];
export type NewAlbum = ApiBody<typeof CREATE, 'post'>;

export function myAlbumsQueryOptions(activityId?: number) {
  return queryOptions({
    queryKey: ['photographer-upload', 'my-albums', activityId ?? 'all', currentLanguage()],
    queryFn: ({ signal }) =>
      api.get(GET_MY_ALBUMS, { params: { activityId, SkipCount: 0, MaxResultCount: ALBUM_CHOICES }, signal }),
  });
}

export function useMyAlbums(activityId?: number) {
  return useQuery(myAlbumsQueryOptions(activityId));
}

export function useCreateAlbum() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (album: NewAlbum) => api.post(CREATE, album, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['photographer-upload', 'my-albums'] }),
  });
}

export function usePriceList() {
  return useQuery({
    queryKey: ['photographer-upload', 'prices'],
    queryFn: ({ signal }) => api.get(GET_MONEY_LIST, { signal }),
    staleTime: 5 * 60_000,
  });
}
