import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ApiBody } from '../../../lib/api-types.ts';
import { commonTypesQuery, type CommonTypeKind } from './get-common-types.ts';

// The writes of AdminCommonType: each refreshes the kind's list once it is done.

const BASE = '/api/services/app/AdminCommonType';
export type NewCommonType = ApiBody<`${typeof BASE}/Create`, 'post'>;
export type CommonTypeChange = ApiBody<`${typeof BASE}/Update`, 'put'>;

export const createCommonType = (row: NewCommonType) =>
  api.post(`${BASE}/Create`, row, { successMessage: true, silent: true });
export const updateCommonType = (row: CommonTypeChange) =>
  api.put(`${BASE}/Update`, row, { successMessage: true, silent: true });
export const deleteCommonType = (id: number) => api.delete(`${BASE}/Delete`, { params: { id }, successMessage: true });
/** Siblings in their new order. */
export const reorderCommonTypes = (ids: number[]) => api.post(`${BASE}/UpdateStore`, { ids });

function useChange<Input>(kind: CommonTypeKind, change: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: commonTypesQuery(kind).queryKey }),
  });
}

export const useCreateCommonType = (kind: CommonTypeKind) => useChange(kind, createCommonType);
export const useUpdateCommonType = (kind: CommonTypeKind) => useChange(kind, updateCommonType);
export const useDeleteCommonType = (kind: CommonTypeKind) => useChange(kind, deleteCommonType);
export const useReorderCommonTypes = (kind: CommonTypeKind) => useChange(kind, reorderCommonTypes);
