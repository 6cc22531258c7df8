import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type PagedResult } from '../../../lib/api-client.ts';
import { pagingParams, type OrderSummary, type Paging } from './types.ts';

export function getOrders(paging: Paging, signal?: AbortSignal) {
  return api.get<PagedResult<OrderSummary>>('/api/services/app/Order/GetAll', {
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
