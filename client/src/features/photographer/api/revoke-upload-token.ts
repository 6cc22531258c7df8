import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { uploadTokensQueryKey } from './my-upload-tokens.ts';

const REVOKE_UPLOAD_TOKEN = '/api/services/app/PhotographerUploadToken/Revoke';

export function useRevokeUploadToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post(REVOKE_UPLOAD_TOKEN, { id }, { successMessage: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: uploadTokensQueryKey }),
  });
}
