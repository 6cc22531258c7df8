import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateSessionUser } from '../../../lib/session.ts';
import { uploadForm, type UploadProgress } from '../../../lib/upload.ts';
import { memberQueryOptions } from './get-member.ts';

/** What the server takes as an avatar (TokenAuth/UploadUserImage). */
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const AVATAR_MAX_MB = 5;

export function uploadUserImage(file: File, onProgress?: (progress: UploadProgress) => void) {
  const form = new FormData();
  form.append('file', file);
  return uploadForm('/api/TokenAuth/UploadUserImage', form, { onProgress, silent: true });
}

export function useUploadUserImage(onProgress: (progress: UploadProgress) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadUserImage(file, onProgress),
    onSuccess: ({ url }) => {
      updateSessionUser({ avatarUrl: url });
      return queryClient.invalidateQueries({ queryKey: memberQueryOptions().queryKey });
    },
  });
}
