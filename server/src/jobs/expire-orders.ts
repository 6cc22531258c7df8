import { OrderStatus } from '../shared/domain/order-status.ts';
import { defineJob } from './definitions.ts';

/**
 * Cancels pending orders nobody paid in time; their photos can then be bought again (checkout only
 * holds photos of pending orders that have not expired). A payment that still arrives for such an
 * order is accepted by the ReturnURL callback: the member paid.
 */
export const expireOrders = defineJob({
  name: 'orders.expire-unpaid',
  schedule: '* * * * *',
  queue: { retryLimit: 3, retryDelay: 30 },
  async handle({ db, log }) {
    const now = new Date();
    const { count } = await db.order.updateMany({
      where: { status: OrderStatus.pending, expiresAt: { lte: now } },
      data: { status: OrderStatus.cancelled, cancelledAt: now },
    });
    if (count > 0) log.info({ count }, 'cancelled unpaid orders');
  },
});
