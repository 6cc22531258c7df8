// Shapes of the shop, order and download answers (server/src/modules/{favorites,shop,orders,downloads}).

export type OrderStatus = 'pending' | 'paid' | 'failed' | 'cancelled' | 'refunded';

export interface OrderSummary {
  id: number;
  merchantTradeNo: string;
  status: OrderStatus;
  totalAmount: number;
  itemCount: number;
  createdAt: string;
  paidAt: string | null;
  paymentType: string | null;
}

export interface Paging {
  page: number;
  pageSize: number;
}

/** ABP's paging parameters for a 1-based page. */
export function pagingParams({ page, pageSize }: Paging) {
  return { SkipCount: (page - 1) * pageSize, MaxResultCount: pageSize };
}
