import { Alert, Button, Descriptions, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { RecordLoadError, RecordNotFound } from '../../../components/ui/load-error.tsx';
import { formatTime } from '../../../lib/date-time.ts';
import { useSession } from '../../../lib/session.ts';
import { formatNtd } from '../../../lib/money.ts';
import { paymentMethodLabel } from '../../../lib/payment-method.ts';
import { REFUND_PERMISSION, useOrder, type OrderDetail } from '../api/orders.ts';
import { OrderDownloads } from '../components/order-downloads.tsx';
import { OrderItems } from '../components/order-items.tsx';
import { OrderPayments } from '../components/order-payments.tsx';
import { AnomalyTag, OrderStatusTag } from '../components/order-tags.tsx';
import { RefundModal, type RefundTarget } from '../components/refund-modal.tsx';
import '../components/admin-orders.css';

/** An order's page: the order, its anomalies, items, refunds, payment attempts, ECPay notices and downloads. */
export default function OrderDetailsPage() {
  const { t } = useTranslation('admin-orders');
  const id = Number(useParams().id);
  const order = useOrder(id);
  const back = <ButtonLink to="/admin/OrderList">{t('backToList')}</ButtonLink>;

  let body;
  if (!order.isEnabled) body = <RecordNotFound back={back} />;
  else if (order.isPending) body = <Skeleton active paragraph={{ rows: 10 }} />;
  else if (order.isError)
    body = <RecordLoadError error={order.error} onRetry={() => void order.refetch()} back={back} />;
  else body = <OrderView order={order.data} />;
  return <AdminPage extra={back}>{body}</AdminPage>;
}

/** How the order was paid in words, with ECPay's own code after it for finance (Credit_CreditCard). */
function PaymentType({ code }: { code: string }) {
  const { t } = useTranslation('shop');
  return (
    <>
      {paymentMethodLabel(t, code)}{' '}
      <Typography.Text type="secondary" className="order-payment-code">
        {code}
      </Typography.Text>
    </>
  );
}

function OrderView({ order }: { order: OrderDetail }) {
  const { t, i18n } = useTranslation('admin-orders');
  // The back-office login lists the admin's permissions; without that list the server decides alone.
  const canRefund = useSession()?.user.permissions?.includes(REFUND_PERMISSION) ?? true;
  const [target, setTarget] = useState<RefundTarget | null>(null);
  const time = (at: string | null) => formatTime(at, i18n.language);
  const refundable = canRefund && order.status === 'paid' && order.items.some((item) => !item.refundedAt);

  return (
    <>
      <Descriptions bordered column={{ xs: 1, md: 2 }} size="small">
        <Descriptions.Item label={t('column.number')}>
          {order.merchantTradeNo} (#{order.id})
        </Descriptions.Item>
        <Descriptions.Item label={t('column.status')}>
          <OrderStatusTag status={order.status} refundedItems={order.refundedItemCount} />
          {order.hasAnomaly && <AnomalyTag />}
        </Descriptions.Item>
        <Descriptions.Item label={t('column.member')}>
          <Link to={`/admin/user/userList/${order.member.id}`}>{order.member.email}</Link>
        </Descriptions.Item>
        <Descriptions.Item label={t('column.amount')}>
          {formatNtd(order.totalAmount)}
          {order.refundedAmount > 0 && ` · ${t('field.refunded', { amount: formatNtd(order.refundedAmount) })}`}
        </Descriptions.Item>
        <Descriptions.Item label={t('column.payment')}>
          <PaymentType code={order.paymentType ?? order.choosePayment} />
          {order.paymentMessage && ` · ${order.paymentMessage}`}
        </Descriptions.Item>
        <Descriptions.Item label={t('field.ecpayTradeNo')}>{order.ecpayTradeNo ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('column.createdAt')}>{time(order.createdAt)}</Descriptions.Item>
        <Descriptions.Item label={t('field.paidAt')}>{time(order.paidAt)}</Descriptions.Item>
        {order.cancelledAt && (
          <Descriptions.Item label={t('field.cancelledAt')}>{time(order.cancelledAt)}</Descriptions.Item>
        )}
        {order.refundedAt && (
          <Descriptions.Item label={t('field.refundedAt')}>{time(order.refundedAt)}</Descriptions.Item>
        )}
      </Descriptions>

      {order.anomalies.map((anomaly) => (
        <Alert
          key={anomaly.notificationId}
          className="order-section-title"
          type={anomaly.refundId ? 'info' : 'warning'}
          showIcon
          title={t(`anomaly.${anomaly.kind}`, {
            tradeNo: anomaly.merchantTradeNo,
            amount: formatNtd(anomaly.amount ?? 0),
            at: time(anomaly.receivedAt),
          })}
          description={anomaly.refundId ? t('anomaly.settled') : t(`anomaly.${anomaly.kind}Hint`)}
          action={
            canRefund &&
            anomaly.kind === 'duplicate' &&
            !anomaly.refundId && (
              <Button
                danger
                size="small"
                onClick={() =>
                  setTarget({ kind: 'duplicate', notificationId: anomaly.notificationId, amount: anomaly.amount })
                }
              >
                {t('refund.duplicateButton')}
              </Button>
            )
          }
        />
      ))}

      {refundable && (
        <div className="order-actions">
          <Button danger onClick={() => setTarget({ kind: 'items' })}>
            {t('refund.button')}
          </Button>
        </div>
      )}

      <Typography.Title level={2} className="order-section-title">
        {t('item.title', { count: order.items.length })}
      </Typography.Title>
      <OrderItems items={order.items} bundles={order.bundles} />
      <OrderPayments order={order} />
      <OrderDownloads downloads={order.downloads} />
      {target && <RefundModal order={order} target={target} onClose={() => setTarget(null)} />}
    </>
  );
}
