import { Alert, Button, Card, Empty, Radio, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useCheckout } from '../api/checkout.ts';
import { useCart } from '../api/get-cart.ts';
import { usePaymentMethods, type PaymentMethod } from '../api/get-payment-methods.ts';
import { useRemoveFromCart } from '../api/remove-from-cart.ts';
import { useRemoveBundle } from '../api/bundles.ts';
import { CartBundles } from '../components/cart-bundles.tsx';
import { CartGroups } from '../components/cart-groups.tsx';
import { formatNtd } from '../lib/money.ts';
import { paymentMethodLabel } from '../../../lib/payment-method.ts';
import '../shop.css';

/** /checkout: the cart, grouped by activity and photographer, and the step into payment. */
export default function CheckoutPage() {
  const { t } = useTranslation('shop');
  const navigate = useNavigate();
  const cart = useCart();
  const remove = useRemoveFromCart();
  const removeBundle = useRemoveBundle();
  const checkout = useCheckout();
  const methods = usePaymentMethods();
  // The member's pick, else the default the server offers first.
  const [picked, setPicked] = useState<PaymentMethod>();
  const offered = methods.data?.methods ?? [];
  const method = picked && offered.includes(picked) ? picked : offered[0];

  if (cart.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (cart.isError) return <LoadError error={cart.error} onRetry={() => void cart.refetch()} />;

  const { items, bundles, totalCount, totalAmount } = cart.data;
  if (items.length === 0 && bundles.length === 0) {
    return (
      <div className="shop-page">
        <Typography.Title level={1}>{t('cart.title')}</Typography.Title>
        <Empty description={t('cart.empty')}>
          <Link to="/eventlist">
            <Button type="primary">{t('browseEvents')}</Button>
          </Link>
        </Empty>
      </div>
    );
  }

  const submit = () =>
    method &&
    checkout.mutate(method, {
      onSuccess: ({ orderId }) => void navigate(`/checkout/ECPay?orderId=${orderId}`),
    });

  return (
    <div className="shop-page">
      <Typography.Title level={1}>{t('cart.title')}</Typography.Title>
      <div className="checkout-layout">
        <CartBundles
          bundles={bundles}
          removing={removeBundle.isPending ? removeBundle.variables : undefined}
          onRemove={(id) => removeBundle.mutate(id)}
        />
        <CartGroups
          activities={items}
          removing={remove.isPending ? remove.variables : undefined}
          onRemove={(item) => remove.mutate(item.cartItemId)}
        />
        <Card className="checkout-summary" title={t('cart.summary')}>
          <dl className="summary-lines">
            <dt>{t('cart.count')}</dt>
            <dd>{t('cart.photos', { count: totalCount })}</dd>
            <dt>{t('cart.total')}</dt>
            <dd className="summary-total" data-testid="cart-total">
              {formatNtd(totalAmount)}
            </dd>
          </dl>
          <Typography.Text strong>{t('payment.method')}</Typography.Text>
          {methods.isPending && <Skeleton active title={false} paragraph={{ rows: 2 }} />}
          {methods.isError && <Alert type="error" showIcon title={methods.error.message} className="checkout-error" />}
          {methods.data && offered.length === 0 && (
            <Alert type="warning" showIcon title={t('payment.noMethods')} className="checkout-error" />
          )}
          {offered.length > 0 && (
            <Radio.Group
              className="payment-methods"
              value={method}
              onChange={(event) => setPicked(event.target.value as PaymentMethod)}
              options={offered.map((value) => ({ value, label: paymentMethodLabel(t, value) }))}
            />
          )}
          {checkout.isError && (
            <Alert type="error" showIcon title={checkout.error.message} className="checkout-error" />
          )}
          <Button
            type="primary"
            size="large"
            block
            disabled={totalCount === 0 || !method}
            loading={checkout.isPending}
            onClick={submit}
          >
            {t('cart.checkout')}
          </Button>
          <Typography.Paragraph type="secondary" className="summary-note">
            {t('cart.note')}
          </Typography.Paragraph>
        </Card>
      </div>
    </div>
  );
}
