import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ApiResult } from '../../../lib/api-types.ts';

// The mails' links (Follow/Confirm, Follow/Unsubscribe, no login) and the member's follows
// (Follow/GetAll, Follow/Delete). The key is the catalogue's follow button's too.
const followsKey = ['follows'];
const GET_ALL = '/api/services/app/Follow/GetAll';
export type Follow = ApiResult<typeof GET_ALL, 'get'>['items'][number];

/** Confirms once per token: the page may draw twice, the link is one action. */
export function useConfirmFollow(token: string) {
  return useQuery({
    queryKey: [...followsKey, 'confirm', token],
    queryFn: () => api.post('/api/services/app/Follow/Confirm', { token }, { silent: true }),
    enabled: token !== '',
    staleTime: Infinity,
    retry: false,
  });
}

export function useUnsubscribe(token: string) {
  return useQuery({
    queryKey: [...followsKey, 'unsubscribe', token],
    queryFn: () => api.post('/api/services/app/Follow/Unsubscribe', undefined, { params: { token }, silent: true }),
    enabled: token !== '',
    staleTime: Infinity,
    retry: false,
  });
}

export function useMyFollows(page: number, pageSize: number) {
  return useQuery({
    queryKey: [...followsKey, 'mine', page],
    queryFn: ({ signal }) =>
      api.get(GET_ALL, { signal, params: { SkipCount: (page - 1) * pageSize, MaxResultCount: pageSize } }),
    placeholderData: keepPreviousData,
  });
}

export function useRemoveFollow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post('/api/services/app/Follow/Delete', { id }),
    onSuccess: () => client.invalidateQueries({ queryKey: followsKey }),
  });
}
