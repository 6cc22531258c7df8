import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ApiResult } from '../../../lib/api-types.ts';

const GET_ALL = '/api/services/app/AdminCommonType/GetAll';

export type CommonTypeRow = ApiResult<typeof GET_ALL, 'get'>['items'][number];
/** 30: regions and their cities; 40: race types. */
export type CommonTypeKind = 30 | 40;

/** Every row of a kind, hidden ones included (a few hundred at most: no paging needed). */
export function getCommonTypes(kind: CommonTypeKind, signal?: AbortSignal) {
  return api.get(GET_ALL, { params: { SGL_TypeT: kind, SkipCount: 0, MaxResultCount: 1000 }, signal });
}

export const commonTypesQuery = (kind: CommonTypeKind) =>
  queryOptions({ queryKey: ['admin-common-types', kind], queryFn: ({ signal }) => getCommonTypes(kind, signal) });

export function useCommonTypes(kind: CommonTypeKind) {
  return useQuery(commonTypesQuery(kind));
}
