import { Alert, type AlertProps, Button, Card, Descriptions, Result, Skeleton, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useIsMobile } from '../../../lib/use-is-mobile.ts';
import { useOrder, type OrderDetail, type RefetchRule } from '../api/get-order.ts';
import { DownloadButton } from '../../../components/ui/download-button.tsx';
import { OrderItems } from '../components/order-items.tsx';
import { OrderStatusTag } from '../components/order-status-tag.tsx';
import { formatNtd } from '../lib/money.ts';
import { paymentMethodLabel } from '../../../lib/payment-method.ts';
import { formatCountdown, statusView, timeLeft } from '../lib/order-status.ts';
import { useNow } from '../lib/use-now.ts';
import { useOrderId } from '../lib/use-order-id.ts';
import '../shop.css';

// ECPay's server-to-server callback may land a moment after the browser comes back: a pending
// order is asked for again every few seconds for a while before the page settles.
const POLL_EVERY_MS = 3000;
const POLL_FOR_MS = 2 * 60_000;

const when = (date: string | null) => (date ? dayjs(date).format('YYYY-MM-DD HH:mm:ss') : '—');

/** /orderdetails/:OrderId: where ECPay brings the member back; status, photos and downloads. */
export default function OrderDetailsPage() {
  const { t } = useTranslation('shop');
  const orderId = useOrderId();
  const [pollUntil] = useState(() => Date.now() + POLL_FOR_MS);
  const refetchRule: RefetchRule = (order) =>
    order?.status === 'pending' && Date.now() < pollUntil ? POLL_EVERY_MS : false;
  const order = useOrder(orderId, refetchRule);
  const now = useNow(order.data?.status === 'pending');
  const isMobile = useIsMobile();

  if (!orderId) return <Result status="404" title={t('order.notFound')} extra={<OrdersLink />} />;
  if (order.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (order.isError) return <LoadError error={order.error} onRetry={() => void order.refetch()} />;
  const detail = order.data;
  const paid = detail.status === 'paid';
  const zipButton = paid && (
    <DownloadButton type="primary" block={isMobile} what={{ orderId: detail.id }}>
      {t('download.zip')}
    </DownloadButton>
  );

  return (
    <div className="shop-page">
      <div className="shop-page-header">
        <Typography.Title level={1}>{t('order.title')}</Typography.Title>
        <OrdersLink />
      </div>
      <StatusBanner order={detail} now={now} />
      <Card className="order-card" title={t('order.summary')} extra={<OrderStatusTag order={detail} />}>
        <Descriptions column={{ xs: 1, sm: 2 }} size="small">
          <Descriptions.Item label={t('order.number')}>{detail.merchantTradeNo}</Descriptions.Item>
          <Descriptions.Item label={t('order.createdAt')}>{when(detail.createdAt)}</Descriptions.Item>
          <Descriptions.Item label={t('payment.method')}>
            {paymentMethodLabel(t, detail.choosePayment)}
          </Descriptions.Item>
          <Descriptions.Item label={t('order.paymentType')}>
            {/* In words: ECPay's code (Credit_CreditCard) means nothing to a buyer. */}
            {detail.paymentType ? paymentMethodLabel(t, detail.paymentType) : '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('order.paidAt')}>{when(detail.paidAt)}</Descriptions.Item>
          <Descriptions.Item label={t('order.itemCount')}>
            {t('cart.photos', { count: detail.itemCount })}
          </Descriptions.Item>
          <Descriptions.Item label={t('order.total')}>
            <span className="summary-total" data-testid="order-total">
              {formatNtd(detail.totalAmount)}
            </span>
          </Descriptions.Item>
          {detail.refundState !== 'none' && (
            <>
              <Descriptions.Item label={t('order.refundedAmount')}>
                <span data-testid="order-refunded">{formatNtd(detail.refundedAmount)}</span>
              </Descriptions.Item>
              <Descriptions.Item label={t('order.refundedAt')}>{when(detail.lastRefundedAt)}</Descriptions.Item>
            </>
          )}
        </Descriptions>
      </Card>
      <Card
        className="order-card"
        title={t('payment.items', { count: detail.itemCount })}
        // On a phone the card's header has no room for the button: it opens the card instead.
        extra={!isMobile && zipButton}
      >
        {isMobile && zipButton && <div className="order-zip-mobile">{zipButton}</div>}
        <OrderItems
          items={detail.items}
          bundles={detail.bundles}
          action={
            paid
              ? (item) =>
                  item.refundedAt ? (
                    <RefundedMark />
                  ) : (
                    <DownloadButton
                      what={{ photoId: item.photoId }}
                      aria-label={t('download.originalOf', { id: item.photoId })}
                    >
                      {t('download.original')}
                    </DownloadButton>
                  )
              : undefined
          }
        />
      </Card>
    </div>
  );
}

/** A refunded photo: marked so, with no download (its original is no longer the buyer's). */
function RefundedMark() {
  const { t } = useTranslation('shop');
  return (
    <Tag color="orange" className="order-item-refunded" data-testid="item-refunded">
      {t('order.refundedPhoto')}
    </Tag>
  );
}

function OrdersLink() {
  const { t } = useTranslation('shop');
  return <Link to="/consumerrecords">{t('orders.all')}</Link>;
}

/** One sentence about where the order stands, and what the member can do next. */
function StatusBanner({ order, now }: { order: OrderDetail; now: number }) {
  return <Alert showIcon className="order-banner" {...useBanner(order, now)} />;
}

function useBanner(order: OrderDetail, now: number): Pick<AlertProps, 'type' | 'title' | 'description' | 'action'> {
  const { t } = useTranslation('shop');
  switch (statusView(order, now)) {
    case 'pending':
      return {
        type: 'warning',
        title: t('order.banner.pending', { time: formatCountdown(timeLeft(order.expiresAt, now)) }),
        description: t('order.banner.pendingHint'),
        action: (
          <Link to={`/checkout/ECPay?orderId=${order.id}`}>
            <Button type="primary">{t('order.payAgain')}</Button>
          </Link>
        ),
      };
    case 'paid':
      return {
        type: 'success',
        title: t('order.banner.paid'),
        description: t('order.banner.paidHint'),
        action: (
          <Link to="/myphoto">
            <Button>{t('myPhotos.title')}</Button>
          </Link>
        ),
      };
    case 'failed':
      return {
        type: 'error',
        title: t('order.banner.failed'),
        description: t('order.banner.retryHint'),
        action: <CartLink />,
      };
    case 'expired':
    case 'cancelled':
      return {
        type: 'info',
        title: t('order.banner.cancelled'),
        description: t('order.banner.retryHint'),
        action: <CartLink />,
      };
    case 'partiallyRefunded':
      return {
        type: 'warning',
        title: t('order.banner.partiallyRefunded', {
          amount: formatNtd(order.refundedAmount),
          date: when(order.lastRefundedAt),
        }),
        description: t('order.banner.partiallyRefundedHint'),
      };
    case 'refunded':
      return { type: 'info', title: t('order.banner.refunded', { date: when(order.refundedAt) }) };
  }
}

function CartLink() {
  const { t } = useTranslation('shop');
  return (
    <Link to="/checkout">
      <Button>{t('cart.title')}</Button>
    </Link>
  );
}
