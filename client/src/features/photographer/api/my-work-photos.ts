import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ApiQuery, ApiResult } from '../../../lib/api-types.ts';
import { myWorkKeys } from './my-work-albums.ts';

const ALBUM_PHOTOS = '/api/services/app/PhotoGalleryList/GetMyAlbumPhotos';
const PHOTOS = '/api/services/app/PhotoGalleryList';

export type AlbumPhotosQuery = ApiQuery<typeof ALBUM_PHOTOS, 'get'>;
export type MyPhoto = ApiResult<typeof ALBUM_PHOTOS, 'get'>['items'][number];
export type PhotoStatus = MyPhoto['status'];

/** One page of an album's photos, kept on screen while the next page loads. */
export function useAlbumPhotos(query: AlbumPhotosQuery) {
  return useQuery({
    queryKey: [...myWorkKeys.all, 'photos', query],
    queryFn: ({ signal }) => api.get(ALBUM_PHOTOS, { params: query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The prices a photographer may choose. */
export function useOfferedPrices() {
  return useQuery({
    queryKey: ['photographer', 'prices'],
    queryFn: ({ signal }) => api.get(`${PHOTOS}/getMoneyList`, { signal }),
    staleTime: 10 * 60_000,
  });
}

/** A change to photos: the album list (counts) and the photo pages are read again after it. */
function usePhotoChange<Input, Result>(change: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myWorkKeys.all }),
  });
}

export const useSetHidden = () =>
  usePhotoChange((input: { photoIds: number[]; hidden: boolean }) => api.post(`${PHOTOS}/SetHidden`, input));

export const useDeletePhotos = () => usePhotoChange((photoIds: number[]) => api.post(`${PHOTOS}/Delete`, { photoIds }));

export const useSetPrice = () =>
  usePhotoChange((input: { coId: number; price: number; photoIds?: number[] }) =>
    api.post(`${PHOTOS}/UpdateMoney`, input),
  );

export const useSetBibTags = () =>
  usePhotoChange((input: { photoId: number; bibs: string[] }) => api.post(`${PHOTOS}/UpdateBibTags`, input));

export const useReprocess = () => usePhotoChange((ids: number[]) => api.post(`${PHOTOS}/Reprocess`, { ids }));

export const useAddBibTag = () =>
  usePhotoChange((input: { photoIds: number[]; bib: string }) => api.post(`${PHOTOS}/AddBibTag`, input));
