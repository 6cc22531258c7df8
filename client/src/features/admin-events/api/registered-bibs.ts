import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ApiQuery, ApiResult } from '../../../lib/api-types.ts';
import { uploadForm } from '../../../lib/upload.ts';

// An activity's registered bibs (AdminActivity/*RegisteredBibs; decision 067).

const BASE = '/api/services/app/AdminActivity';
const GET = `${BASE}/GetRegisteredBibs` as const;
const IMPORT = `${BASE}/ImportRegisteredBibs` as const;

export type RegisteredBibsQuery = ApiQuery<typeof GET, 'get'>;
export type RegisteredBibs = ApiResult<typeof GET, 'get'>;
export type RegisteredList = NonNullable<RegisteredBibs['list']>;
export type ImportResult = ApiResult<typeof IMPORT, 'post'>;

const listKey = (id: number) => ['admin-events', 'registered-bibs', id] as const;

export const registeredBibsQuery = (params: RegisteredBibsQuery) =>
  queryOptions({
    queryKey: [...listKey(params.id), params],
    queryFn: ({ signal }) => api.get(GET, { params, signal }),
    placeholderData: keepPreviousData,
  });
export const useRegisteredBibs = (params: RegisteredBibsQuery) => useQuery(registeredBibsQuery(params));

/** Replaces the list with a CSV file; a file with bad rows imports nothing and answers them. */
export function useImportRegisteredBibs(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return uploadForm(IMPORT, form, { params: { id } });
    },
    onSuccess: (result) => {
      if (result.imported) void queryClient.invalidateQueries({ queryKey: listKey(id) });
    },
  });
}

/** Removes the list: every reading held for being outside it is published. */
export function useDeleteRegisteredBibs(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete(`${BASE}/DeleteRegisteredBibs`, { params: { id }, successMessage: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKey(id) }),
  });
}
