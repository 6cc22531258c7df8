import { Alert, Button, Card, Descriptions, Result, Skeleton, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useEcpayForm } from '../api/get-ecpay-form.ts';
import { useOrder } from '../api/get-order.ts';
import { EcpayPaymentForm } from '../components/ecpay-form.tsx';
import { OrderItems } from '../components/order-items.tsx';
import { formatNtd } from '../lib/money.ts';
import { paymentMethodLabel } from '../../../lib/payment-method.ts';
import { formatCountdown, statusView, timeLeft } from '../lib/order-status.ts';
import { useNow } from '../lib/use-now.ts';
import { useOrderId } from '../lib/use-order-id.ts';
import '../shop.css';

/** /checkout/ECPay?orderId=: what is about to be paid, then off to ECPay with the signed form. */
export default function EcpayPage() {
  const { t } = useTranslation('shop');
  const orderId = useOrderId();
  const order = useOrder(orderId);
  const payable = order.data !== undefined && statusView(order.data) === 'pending';
  const now = useNow(payable);
  const form = useEcpayForm(payable ? orderId : 0);
  const { refetch } = form;
  // Back from ECPay through the browser's history the page is restored as it was, and its form's
  // number may already be known to ECPay (which refuses it): fetch a form with a fresh number.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted && payable) void refetch();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [payable, refetch]);

  if (!orderId) return <NotPayable orderId={0} />;
  if (order.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (order.isError) return <LoadError error={order.error} onRetry={() => void order.refetch()} />;
  const detail = order.data;
  const left = timeLeft(detail.expiresAt, now);
  if (!payable || left === 0) return <NotPayable orderId={orderId} />;

  return (
    <div className="shop-page">
      <Typography.Title level={1}>{t('payment.title')}</Typography.Title>
      <div className="checkout-layout">
        <Card title={t('payment.items', { count: detail.itemCount })}>
          <OrderItems items={detail.items} bundles={detail.bundles} />
        </Card>
        <Card className="checkout-summary" title={t('payment.details')}>
          <Descriptions column={1} size="small" className="payment-details">
            <Descriptions.Item label={t('order.number')}>{detail.merchantTradeNo}</Descriptions.Item>
            <Descriptions.Item label={t('order.total')}>
              <span className="summary-total" data-testid="payment-total">
                {formatNtd(detail.totalAmount)}
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={t('payment.method')}>
              {paymentMethodLabel(t, detail.choosePayment)}
            </Descriptions.Item>
            <Descriptions.Item label={t('payment.expiresAt')}>
              {dayjs(detail.expiresAt).format('YYYY-MM-DD HH:mm')}
            </Descriptions.Item>
          </Descriptions>
          <Alert
            type="warning"
            showIcon
            className="payment-countdown"
            title={t('payment.countdown', { time: formatCountdown(left) })}
          />
          {form.isFetching && <Skeleton.Button active block />}
          {form.isError && !form.isFetching && <Alert type="error" showIcon title={form.error.message} />}
          {form.data && !form.isFetching && <EcpayPaymentForm form={form.data}>{t('payment.pay')}</EcpayPaymentForm>}
          <Typography.Paragraph type="secondary" className="summary-note">
            {t('payment.note')}
          </Typography.Paragraph>
        </Card>
      </div>
    </div>
  );
}

function NotPayable({ orderId }: { orderId: number }) {
  const { t } = useTranslation('shop');
  return (
    <Result
      status="info"
      title={t('payment.notPayable')}
      subTitle={t('payment.notPayableHint')}
      extra={[
        orderId > 0 && (
          <Link key="order" to={`/orderdetails/${orderId}`}>
            <Button type="primary">{t('order.view')}</Button>
          </Link>
        ),
        <Link key="orders" to="/consumerrecords">
          <Button>{t('orders.title')}</Button>
        </Link>,
      ]}
    />
  );
}
