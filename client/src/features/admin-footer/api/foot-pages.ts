import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ApiBody, ApiResult } from '../../../lib/api-types.ts';
import { pagingParams, type Paging } from '../../../lib/paging.ts';
import { FOOTER_KEY } from './foot-links.ts';

// AdminFootContent/*: the footer links' pages (rich text in Chinese, English optional).

const base = '/api/services/app/AdminFootContent';

export type FootPageSummary = ApiResult<`${typeof base}/GetAll`, 'get'>['items'][number];
export type FootPageFields = ApiBody<`${typeof base}/Create`, 'post'>;

export const footPagesQueryOptions = (paging: Paging) =>
  queryOptions({
    queryKey: [...FOOTER_KEY, 'pages', paging],
    queryFn: ({ signal }) => api.get(`${base}/GetAll`, { params: pagingParams(paging), signal }),
  });

export function useFootPages(paging: Paging) {
  return useQuery(footPagesQueryOptions(paging));
}

export function useFootPage(id: number | undefined) {
  return useQuery({
    queryKey: [...FOOTER_KEY, 'page', id],
    queryFn: ({ signal }) => api.get(`${base}/Get`, { params: { Id: id! }, signal }),
    enabled: id !== undefined,
  });
}

export function useSaveFootPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...fields }: FootPageFields & { id?: number }) =>
      id === undefined
        ? api.post(`${base}/Create`, fields, { successMessage: true })
        : api.put(`${base}/Update`, { id, ...fields }, { successMessage: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FOOTER_KEY }),
  });
}

export function useDeleteFootPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`${base}/Delete`, { params: { Id: id }, successMessage: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FOOTER_KEY }),
  });
}
