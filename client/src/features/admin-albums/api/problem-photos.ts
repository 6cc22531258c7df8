import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ApiBody, ApiQuery, ApiResult } from '../../../lib/api-types.ts';

const BASE = '/api/services/app/AdminImgDeal';
const LIST = `${BASE}/GetPhotos` as const;

export type ProblemPhotoQuery = ApiQuery<typeof LIST, 'get'>;
export type ProblemPhoto = ApiResult<typeof LIST, 'get'>['items'][number];
export type RetryScope = ApiBody<`${typeof BASE}/Retry`, 'post'>;
export type BibChange = ApiBody<`${typeof BASE}/UpdateBibTags`, 'post'>;
export type Rerun = ApiBody<`${typeof BASE}/Rerun`, 'post'>;

const photosKey = ['admin-albums', 'problem-photos'] as const;

export const problemPhotosQuery = (params: ProblemPhotoQuery) =>
  queryOptions({
    queryKey: [...photosKey, params],
    queryFn: ({ signal }) => api.get(LIST, { params, signal }),
    placeholderData: keepPreviousData,
  });

export function useProblemPhotos(params: ProblemPhotoQuery) {
  return useQuery(problemPhotosQuery(params));
}

/** A change to photos: the lists are read again once it is done. */
function usePhotoChange<Body>(change: (body: Body) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: photosKey }),
  });
}

export const useRetryPhotos = () =>
  usePhotoChange((scope: RetryScope) => api.post(`${BASE}/Retry`, scope, { successMessage: true }));

export const useSetPhotosHidden = () =>
  usePhotoChange((body: { photoIds: number[]; hidden: boolean }) =>
    api.post(`${BASE}/SetHidden`, body, { successMessage: true }),
  );

export const useUpdateBibTags = () =>
  usePhotoChange((body: BibChange) => api.post(`${BASE}/UpdateBibTags`, body, { successMessage: true }));

export const useRerun = () =>
  usePhotoChange((body: Rerun) => api.post(`${BASE}/Rerun`, body, { successMessage: true }));
