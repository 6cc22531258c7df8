import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { paymentMethodLabel } from '../../../lib/payment-method.ts';
import type { OrderStatus } from '../api/orders.ts';

const STATUS_COLOR: Record<OrderStatus, string> = {
  pending: 'gold',
  paid: 'green',
  failed: 'red',
  cancelled: 'default',
  refunded: 'purple',
};

/** An order's state in the shop's own words; a paid order with refunded items says so. */
export function OrderStatusTag({ status, refundedItems = 0 }: { status: OrderStatus; refundedItems?: number }) {
  const { t } = useTranslation(['admin-orders', 'shop']);
  return (
    <>
      <Tag color={STATUS_COLOR[status]}>{t(`shop:status.${status}`)}</Tag>
      {status === 'paid' && refundedItems > 0 && (
        <Tag color="purple">{t('partlyRefunded', { count: refundedItems })}</Tag>
      )}
    </>
  );
}

export function AnomalyTag() {
  const { t } = useTranslation('admin-orders');
  return <Tag color="red">{t('anomaly.tag')}</Tag>;
}

/** A payment method in words (信用卡 for Credit_CreditCard); ECPay's own code on hover, for finance. */
export function PaymentMethod({ code }: { code: string }) {
  const { t } = useTranslation('shop');
  return <span title={code}>{paymentMethodLabel(t, code)}</span>;
}
