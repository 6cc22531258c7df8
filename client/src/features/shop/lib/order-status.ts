import type { OrderStatus } from '../api/get-orders.ts';

/** The colour of each status's tag (antd preset colours). */
export const STATUS_COLORS: Record<OrderStatus, string> = {
  pending: 'gold',
  paid: 'green',
  failed: 'red',
  cancelled: 'default',
  refunded: 'purple',
};

export type StatusView = OrderStatus | 'expired' | 'partiallyRefunded';

export interface StatusOf {
  status: OrderStatus;
  expiresAt?: string;
  refundState?: 'none' | 'partial' | 'full';
}

/**
 * What the member is told: an unpaid order past its 30 minutes can no longer be paid even before
 * the expiry job cancels it, so it already reads as expired; a cancelled order expired unpaid; a
 * paid order with some photos refunded reads as partly refunded.
 */
export function statusView(order: StatusOf, now: number = Date.now()): StatusView {
  if (order.status === 'pending' && order.expiresAt && Date.parse(order.expiresAt) <= now) return 'expired';
  if (order.status === 'paid' && order.refundState === 'partial') return 'partiallyRefunded';
  return order.status;
}

export function statusColor(view: StatusView): string {
  if (view === 'expired') return STATUS_COLORS.cancelled;
  if (view === 'partiallyRefunded') return 'orange';
  return STATUS_COLORS[view];
}

/** Milliseconds left to pay, never below zero. */
export function timeLeft(expiresAt: string, now: number = Date.now()): number {
  return Math.max(0, Date.parse(expiresAt) - now);
}

/** `mm:ss` (or `h:mm:ss`) for a countdown. */
export function formatCountdown(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
}
