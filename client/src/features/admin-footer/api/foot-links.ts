import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ApiBody, ApiQuery, ApiResult } from '../../../lib/api-types.ts';
import type { Sortable } from '../../../components/admin/sort-order.tsx';

// AdminFoot/*: footer columns (no parent) and their links (a page each at /foot/{sgL_RequestUrl}).

const base = '/api/services/app/AdminFoot';

export type FootLink = ApiResult<`${typeof base}/GetAll`, 'get'>['items'][number];
export type FootLinkFields = ApiBody<`${typeof base}/Create`, 'post'>;
type FootLinkQuery = Omit<ApiQuery<`${typeof base}/GetAll`, 'get'>, 'SkipCount' | 'MaxResultCount'>;

/** Invalidated by every footer change: the pages list shows link titles too. */
export const FOOTER_KEY = ['admin-footer'];

/** Footer lists are short (a few columns of a few links) and read whole, so they can be reordered. */
export const footLinksQueryOptions = (query: FootLinkQuery = {}) =>
  queryOptions({
    queryKey: [...FOOTER_KEY, 'links', query],
    queryFn: ({ signal }) =>
      api.get(`${base}/GetAll`, { params: { ...query, SkipCount: 0, MaxResultCount: 1000 }, signal }),
  });

export function useFootLinks(query: FootLinkQuery = {}, enabled = true) {
  return useQuery({ ...footLinksQueryOptions(query), enabled });
}

function useChange<Input>(change: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: change, onSettled: () => queryClient.invalidateQueries({ queryKey: FOOTER_KEY }) });
}

export const useSaveFootLink = () =>
  useChange(({ id, ...fields }: FootLinkFields & { id?: number }) =>
    id === undefined
      ? api.post(`${base}/Create`, fields, { successMessage: true, silent: true })
      : api.put(`${base}/Update`, { id, ...fields }, { successMessage: true, silent: true }),
  );

export const useDeleteFootLink = () =>
  useChange((id: number) => api.delete(`${base}/Delete`, { params: { Id: id }, successMessage: true }));

export const useReorderFootLinks = () => useChange((items: Sortable[]) => api.post(`${base}/UpdateStore`, { items }));
