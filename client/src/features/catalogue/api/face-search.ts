import { useMutation } from '@tanstack/react-query';
import { uploadForm, type UploadProgress } from '../../../lib/upload.ts';
/** The server refuses larger selfies too; checked here first so nobody uploads 30 MB for nothing. */
export const SELFIE_MAX_BYTES = 10 * 1024 * 1024;
export const SELFIE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const FACE_PAGE_SIZE = 40;

export interface FaceSearchInput {
  activityId: number;
  file: File;
  page: number;
  onProgress?: (progress: UploadProgress) => void;
}

export function searchByFace({ activityId, file, page, onProgress }: FaceSearchInput) {
  const form = new FormData();
  form.append('file', file);
  // Silent: the selfie panel shows the server's reason (no face, not an image) next to the upload.
  return uploadForm('/api/services/app/FaceSearch/Search', form, {
    params: { activityId, SkipCount: (page - 1) * FACE_PAGE_SIZE, MaxResultCount: FACE_PAGE_SIZE },
    onProgress,
    silent: true,
  });
}

export function useFaceSearch() {
  return useMutation({ mutationFn: searchByFace });
}
