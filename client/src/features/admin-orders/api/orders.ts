import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, downloadFile } from '../../../lib/api-client.ts';
import type { ApiBody, ApiQuery, ApiResult } from '../../../lib/api-types.ts';
import { pagingParams, type Paging } from '../../../lib/paging.ts';

const LIST = '/api/services/app/AdminOrder/GetAll';
const DETAIL = '/api/services/app/AdminOrder/Get';
const REFUND = '/api/services/app/AdminOrder/Refund';

export type OrderFilter = Omit<ApiQuery<typeof LIST, 'get'>, 'SkipCount' | 'MaxResultCount'>;
export type OrderStatus = NonNullable<OrderFilter['status']>;
export type OrderRow = ApiResult<typeof LIST, 'get'>['items'][number];
export type OrderDetail = ApiResult<typeof DETAIL, 'get'>;
export type RefundRequest = ApiBody<typeof REFUND, 'post'>;

export const ORDER_STATUSES: OrderStatus[] = ['pending', 'paid', 'failed', 'cancelled', 'refunded'];
export const REFUND_PERMISSION = 'Pages.Orders.Refund';

const KEY = ['admin-orders'] as const;

export function useOrders(paging: Paging, filter: OrderFilter) {
  return useQuery({
    queryKey: [...KEY, 'list', paging, filter],
    queryFn: ({ signal }) => api.get(LIST, { params: { ...pagingParams(paging), ...filter }, signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}

export function useOrder(id: number) {
  return useQuery({
    queryKey: [...KEY, 'detail', id],
    queryFn: ({ signal }) => api.get(DETAIL, { params: { id }, signal, silent: true }),
    // An address without a usable id asks nothing: the page says the order is not there.
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}

/**
 * Refunds items or a duplicate payment; the answer is the order as it is now. `done` says what
 * happened (已退款 NT$ 149), shown once the server has refunded.
 */
export function useRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ done, ...request }: RefundRequest & { done: string }) =>
      api.post(REFUND, request, { successMessage: done }),
    onSuccess: (order) => {
      queryClient.setQueryData([...KEY, 'detail', order.id], order);
      return queryClient.invalidateQueries({ queryKey: [...KEY, 'list'] });
    },
  });
}

/** The filtered list as CSV, every order it matches; the server checks the caller may read orders. */
export const exportOrders = (filter: OrderFilter) =>
  downloadFile('/api/services/app/AdminOrder/ExportCsv', filter, 'orders.csv');
