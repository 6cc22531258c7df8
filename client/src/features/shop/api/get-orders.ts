import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ApiResult } from '../../../lib/api-types.ts';
import { pagingParams, type Paging } from '../../../lib/paging.ts';

const GET_ORDERS = '/api/services/app/Order/GetAll';

export type OrderSummary = ApiResult<typeof GET_ORDERS, 'get'>['items'][number];
export type OrderStatus = OrderSummary['status'];

export function getOrders(paging: Paging, signal?: AbortSignal) {
  return api.get(GET_ORDERS, {
    params: pagingParams(paging),
    signal,
  });
}

export const ordersKey = ['shop', 'orders'] as const;

export function ordersQueryOptions(paging: Paging) {
  return queryOptions({
    queryKey: [...ordersKey, 'list', paging.page, paging.pageSize],
    queryFn: ({ signal }) => getOrders(paging, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useOrders(paging: Paging) {
  return useQuery(ordersQueryOptions(paging));
}
