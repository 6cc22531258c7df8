import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ApiBody } from '../../../lib/api-types.ts';

const GET = '/api/services/app/AdminAlbumSetting/Get';
const UPDATE = '/api/services/app/AdminAlbumSetting/Update';

export type AlbumSettingsChange = ApiBody<typeof UPDATE, 'put'>;

export const albumSettingsQuery = () =>
  queryOptions({ queryKey: ['admin-albums', 'settings'], queryFn: ({ signal }) => api.get(GET, { signal }) });

export function useAlbumSettings() {
  return useQuery(albumSettingsQuery());
}

export function useUpdateAlbumSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: AlbumSettingsChange) => api.put(UPDATE, change, { successMessage: true }),
    onSuccess: (settings) => queryClient.setQueryData(albumSettingsQuery().queryKey, settings),
  });
}
