import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ApiResult } from '../../../lib/api-types.ts';
import { uploadForm, type UploadProgress } from '../../../lib/upload.ts';
export const SELFIE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const FACE_PAGE_SIZE = 40;

const GET_RESULT = '/api/services/app/FaceSearch/GetResult';
export type FaceSearchAnswer = ApiResult<typeof GET_RESULT, 'get'>;
export type FaceMatchPhoto = FaceSearchAnswer['items'][number];
export type FaceBox = FaceSearchAnswer['faces'][number];

export interface FaceSearchInput {
  activityId: number;
  file: File;
  onProgress?: (progress: UploadProgress) => void;
}

const resultKey = (searchId: string) => ['face-search', searchId];
const pageKey = (searchId: string, faceIndex: number, page: number) => [...resultKey(searchId), faceIndex, page];
const myHiddenKey = ['face-search', 'my-hidden'];

function selfieForm(file: File) {
  const form = new FormData();
  form.append('file', file);
  return form;
}

/** Uploads the selfie; the server keeps the search a day (never the picture) under its searchId. */
export function useFaceSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    // Silent: the selfie panel shows the server's reason (no face, not an image) next to the upload.
    mutationFn: ({ activityId, file, onProgress }: FaceSearchInput) =>
      uploadForm('/api/services/app/FaceSearch/Search', selfieForm(file), {
        params: { activityId, SkipCount: 0, MaxResultCount: FACE_PAGE_SIZE },
        onProgress,
        silent: true,
      }),
    // The first page is the upload's answer: the kept search need not be asked for it again.
    onSuccess: (answer) => queryClient.setQueryData(pageKey(answer.searchId, answer.faceIndex, 1), answer),
  });
}

/** A page of a kept search for one of the selfie's faces (no upload). */
export function useFaceSearchPage(searchId: string | undefined, faceIndex: number, page: number) {
  return useQuery({
    queryKey: pageKey(searchId ?? '', faceIndex, page),
    queryFn: ({ signal }) =>
      api.get(GET_RESULT, {
        params: {
          searchId: searchId!,
          faceIndex,
          SkipCount: (page - 1) * FACE_PAGE_SIZE,
          MaxResultCount: FACE_PAGE_SIZE,
        },
        signal,
      }),
    enabled: searchId !== undefined,
    staleTime: Infinity,
    // Another face or page keeps the shown one (and the face picker) until it arrives.
    placeholderData: keepPreviousData,
  });
}

/** 不是我: the photo leaves the member's results from now on. */
export function useNotMe(searchId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoId: number) => api.post('/api/services/app/FaceSearch/NotMe', { searchId: searchId!, photoId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resultKey(searchId ?? '') }),
  });
}

/** 移除我的臉: the faces matching the selfie stop being found in the activity (undoable). */
export function useHideMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ activityId, file }: { activityId: number; file: File }) =>
      uploadForm('/api/services/app/FaceSearch/HideMe', selfieForm(file), { params: { activityId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['face-search'] }),
  });
}

/** The member's hide-me requests (newest first), to undo one. */
export function useMyHidden(enabled: boolean) {
  return useQuery({
    queryKey: myHiddenKey,
    queryFn: ({ signal }) =>
      api.get('/api/services/app/FaceSearch/GetMyHidden', { params: { SkipCount: 0, MaxResultCount: 20 }, signal }),
    enabled,
  });
}

export function useUndoHideMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post('/api/services/app/FaceSearch/UndoHideMe', { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['face-search'] }),
  });
}
