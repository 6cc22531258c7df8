import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { statusColor, statusView, type StatusOf } from '../lib/order-status.ts';

/** An order's status as a coloured tag: 待付款, 已付款, 付款失敗, 已取消（逾期）, 部分退款, 已退款 … */
export function OrderStatusTag({ order }: { order: StatusOf }) {
  const { t } = useTranslation('shop');
  const view = statusView(order);
  return (
    <Tag color={statusColor(view)} className="order-status-tag">
      {t(`status.${view}`)}
    </Tag>
  );
}
