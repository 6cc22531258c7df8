import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ordersKey } from './get-orders.ts';
import type { OrderSummary } from './types.ts';

export interface OrderItem {
  photoId: number;
  activityId: number;
  activityTitle: string;
  albumId: number;
  photographerId: number;
  photographerName: string;
  price: number;
  thumbnailUrl: string | null;
  takenAt: string;
}

export interface OrderDetail extends OrderSummary {
  choosePayment: string;
  expiresAt: string;
  cancelledAt: string | null;
  refundedAt: string | null;
  items: OrderItem[];
}

export function getOrder(id: number, signal?: AbortSignal) {
  return api.get<OrderDetail>('/api/services/app/Order/Get', { params: { id }, signal });
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
