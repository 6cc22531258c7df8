import { DeleteOutlined } from '@ant-design/icons';
import { Button, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Cart } from '../api/get-cart.ts';
import { formatNtd } from '../lib/money.ts';

/** The cart's bundle lines: one per activity, its photo count, price and saving. */
export function CartBundles({
  bundles,
  onRemove,
  removing,
}: {
  bundles: Cart['bundles'];
  onRemove: (id: number) => void;
  removing?: number;
}) {
  const { t } = useTranslation('shop');
  return bundles.map((bundle) => (
    <Card
      key={bundle.id}
      className="cart-activity cart-bundle"
      data-testid="cart-bundle"
      title={<Link to={`/activityevent/${bundle.activityId}`}>{bundle.activityTitle}</Link>}
      extra={
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={t('bundle.remove')}
          loading={removing === bundle.id}
          onClick={() => onRemove(bundle.id)}
        />
      }
    >
      <Typography.Text strong>{t('bundle.line', { count: bundle.photoCount })}</Typography.Text>{' '}
      <span className="cart-item-price">{formatNtd(bundle.price)}</span>{' '}
      <Typography.Text type="secondary">
        {t('bundle.saving', { saving: formatNtd(bundle.singlesTotal - bundle.price) })}
      </Typography.Text>
      {!bundle.available && bundle.message && (
        <div>
          <Typography.Text type="danger">{bundle.message}</Typography.Text>
        </div>
      )}
    </Card>
  ));
}
