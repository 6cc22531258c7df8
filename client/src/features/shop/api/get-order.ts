import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ApiResult } from '../../../lib/api-types.ts';
import { ordersKey } from './get-orders.ts';

const GET_ORDER = '/api/services/app/Order/Get';

export type OrderDetail = ApiResult<typeof GET_ORDER, 'get'>;
export type OrderItem = OrderDetail['items'][number];

export function getOrder(id: number, signal?: AbortSignal) {
  return api.get(GET_ORDER, { params: { id }, signal });
}

/** How often to ask again, given the order as last seen (false: stop). */
export type RefetchRule = (order: OrderDetail | undefined) => number | false;

export function orderQueryOptions(id: number, refetchRule?: RefetchRule) {
  return queryOptions({
    queryKey: [...ordersKey, 'detail', id],
    queryFn: ({ signal }) => getOrder(id, signal),
    staleTime: 0,
    enabled: id > 0,
    refetchInterval: (query) => refetchRule?.(query.state.data) ?? false,
  });
}

/** The order; `refetchRule` polls while its state may still change (a payment callback on its way). */
export function useOrder(id: number, refetchRule?: RefetchRule) {
  return useQuery(orderQueryOptions(id, refetchRule));
}
