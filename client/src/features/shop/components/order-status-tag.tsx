import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '../api/get-orders.ts';
import { statusColor, statusView } from '../lib/order-status.ts';

/** An order's status as a coloured tag: 待付款, 已付款, 付款失敗, 已取消（逾期）, 已退款 … */
export function OrderStatusTag({ order }: { order: { status: OrderStatus; expiresAt?: string } }) {
  const { t } = useTranslation('shop');
  const view = statusView(order);
  return (
    <Tag color={statusColor(view)} className="order-status-tag">
      {t(`status.${view}`)}
    </Tag>
  );
}
