import { Button, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LazyImage } from '../../../components/ui/lazy-image.tsx';
import { groupOrderItems } from '../../../lib/order-groups.ts';
import type { OrderDetail, OrderItem } from '../api/get-order.ts';
import { formatNtd } from '../lib/money.ts';

type Action = (item: OrderItem) => ReactNode;

/**
 * The photos of an order with the price paid: a bundle once with its price, its photos listed
 * under it on demand; every other photo with its own price. `action` adds a button per photo.
 */
export function OrderItems({
  items,
  bundles,
  action,
}: {
  items: readonly OrderItem[];
  bundles: OrderDetail['bundles'];
  action?: Action;
}) {
  return (
    <ul className="order-items">
      {groupOrderItems(items, bundles).map((group) =>
        group.bundle ? (
          <BundleGroup
            key={`bundle-${group.bundle.activityId}`}
            bundle={group.bundle}
            items={group.items}
            action={action}
          />
        ) : (
          <PhotoLine key={group.items[0].photoId} item={group.items[0]} price={group.items[0].price} action={action} />
        ),
      )}
    </ul>
  );
}

function BundleGroup({
  bundle,
  items,
  action,
}: {
  bundle: OrderDetail['bundles'][number];
  items: OrderItem[];
  action?: Action;
}) {
  const { t } = useTranslation('shop');
  const [open, setOpen] = useState(false);
  return (
    <li className="order-bundle" data-testid="order-bundle">
      <div className="order-bundle-head">
        <div className="order-item-info">
          <Typography.Text strong>{t('bundle.ordered', { count: bundle.photoCount })}</Typography.Text>
          <Link to={`/activityevent/${bundle.activityId}`}>{bundle.activityTitle}</Link>
        </div>
        <span className="order-item-price">{formatNtd(bundle.price)}</span>
      </div>
      <Button type="link" className="order-bundle-toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? t('bundle.hidePhotos') : t('bundle.showPhotos')}
      </Button>
      {open && (
        <ul className="order-items order-bundle-photos">
          {items.map((item) => (
            <PhotoLine key={item.photoId} item={item} action={action} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** One photo; a photo of a bundle has no price of its own. */
function PhotoLine({ item, price, action }: { item: OrderItem; price?: number; action?: Action }) {
  const { t } = useTranslation('shop');
  return (
    <li className="order-item" data-testid="order-item">
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
      <span className="order-item-price">{price === undefined ? null : formatNtd(price)}</span>
      {action && <div className="order-item-action">{action(item)}</div>}
    </li>
  );
}
