import { Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LazyImage } from '../../../components/ui/lazy-image.tsx';
import type { OrderItem } from '../api/get-order.ts';
import { formatNtd } from '../lib/money.ts';

/** The photos of an order with the price paid for each; `action` adds a button per photo. */
export function OrderItems({
  items,
  action,
}: {
  items: readonly OrderItem[];
  action?: (item: OrderItem) => ReactNode;
}) {
  const { t } = useTranslation('shop');
  return (
    <ul className="order-items">
      {items.map((item) => (
        <li key={item.photoId} className="order-item" data-testid="order-item">
          <LazyImage className="order-item-thumb" src={item.thumbnailUrl} alt={t('photoAlt', { id: item.photoId })} />
          <div className="order-item-info">
            <Link to={`/activityevent/${item.activityId}`}>{item.activityTitle}</Link>
            <Typography.Text type="secondary">
              {t('cart.photographer', { name: item.photographerName })} · {t('photoNumber', { id: item.photoId })}
            </Typography.Text>
            <Typography.Text type="secondary">
              {t('takenAt', { time: dayjs(item.takenAt).format('YYYY-MM-DD HH:mm:ss') })}
            </Typography.Text>
          </div>
          <span className="order-item-price">{formatNtd(item.price)}</span>
          {action && <div className="order-item-action">{action(item)}</div>}
        </li>
      ))}
    </ul>
  );
}
