import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ApiBody, ApiResult } from '../../../lib/api-types.ts';
import type { Sortable } from '../../../components/admin/sort-order.tsx';

// AdminHeader/*: the top navigation's links. The list is short and read whole, so it can be reordered.

const base = '/api/services/app/AdminHeader';

export type HeaderLink = ApiResult<`${typeof base}/GetAll`, 'get'>['items'][number];
export type HeaderLinkFields = ApiBody<`${typeof base}/Create`, 'post'>;

const KEY = ['admin-header'];

export const headerLinksQueryOptions = () =>
  queryOptions({
    queryKey: [...KEY, 'list'],
    queryFn: ({ signal }) => api.get(`${base}/GetAll`, { params: { SkipCount: 0, MaxResultCount: 1000 }, signal }),
  });

export function useHeaderLinks() {
  return useQuery(headerLinksQueryOptions());
}

function useChange<Input>(change: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: change, onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }) });
}

export const useSaveHeaderLink = () =>
  useChange(({ id, ...fields }: HeaderLinkFields & { id?: number }) =>
    id === undefined
      ? api.post(`${base}/Create`, fields, { successMessage: true })
      : api.put(`${base}/Update`, { id, ...fields }, { successMessage: true }),
  );

export const useDeleteHeaderLink = () =>
  useChange((id: number) => api.delete(`${base}/Delete`, { params: { Id: id }, successMessage: true }));

export const useReorderHeaderLinks = () => useChange((items: Sortable[]) => api.post(`${base}/UpdateStore`, { items }));
