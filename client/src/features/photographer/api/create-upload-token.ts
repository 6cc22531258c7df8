import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { uploadTokensQueryKey } from './my-upload-tokens.ts';

const CREATE_UPLOAD_TOKEN = '/api/services/app/PhotographerUploadToken/Create';

/** Makes a token: the answer holds its secret, the only time the site ever shows it. */
export function useCreateUploadToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api.post(CREATE_UPLOAD_TOKEN, { name }, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: uploadTokensQueryKey }),
  });
}
