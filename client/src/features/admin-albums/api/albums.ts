import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ApiQuery, ApiResult } from '../../../lib/api-types.ts';

const LIST = '/api/services/app/AdminAlbum/GetAll';
const SET_VISIBLE = '/api/services/app/AdminAlbum/SetVisible';

export type AlbumListQuery = ApiQuery<typeof LIST, 'get'>;
export type AdminAlbum = ApiResult<typeof LIST, 'get'>['items'][number];

const albumsKey = ['admin-albums', 'albums'] as const;

export const albumListQuery = (params: AlbumListQuery) =>
  queryOptions({
    queryKey: [...albumsKey, params],
    queryFn: ({ signal }) => api.get(LIST, { params, signal }),
    placeholderData: keepPreviousData,
  });

export function useAlbumList(params: AlbumListQuery) {
  return useQuery(albumListQuery(params));
}

export function useSetAlbumVisible() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { albumId: number; isVisible: boolean }) =>
      api.post(SET_VISIBLE, body, { successMessage: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: albumsKey }),
  });
}
