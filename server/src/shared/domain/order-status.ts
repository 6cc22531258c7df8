/**
 * An order's life: `pending` from checkout until ECPay's verified notice makes it `paid`; a refused
 * payment makes it `failed`, an unpaid order past its time `cancelled` (money arriving later still
 * makes either paid); an admin can make a paid order `refunded`. Only `paid` orders give originals.
 */
export const OrderStatus = {
  pending: 'pending',
  paid: 'paid',
  failed: 'failed',
  cancelled: 'cancelled',
  refunded: 'refunded',
} as const;

export type OrderStatusName = (typeof OrderStatus)[keyof typeof OrderStatus];

export const ORDER_STATUSES: readonly OrderStatusName[] = Object.values(OrderStatus);
