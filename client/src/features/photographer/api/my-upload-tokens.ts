import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ApiResult } from '../../../lib/api-types.ts';

const GET_MY_UPLOAD_TOKENS = '/api/services/app/PhotographerUploadToken/GetMyTokens';

export type UploadToken = ApiResult<typeof GET_MY_UPLOAD_TOKENS, 'get'>['items'][number];

export const uploadTokensQueryKey = ['photographer', 'upload-tokens'] as const;

/** My upload tokens (at most ten), never their secrets. */
export function useMyUploadTokens() {
  return useQuery({
    queryKey: uploadTokensQueryKey,
    queryFn: ({ signal }) => api.get(GET_MY_UPLOAD_TOKENS, { signal }),
  });
}
