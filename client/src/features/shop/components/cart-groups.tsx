import { DeleteOutlined } from '@ant-design/icons';
import { Button, Card, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LazyImage } from '../../../components/ui/lazy-image.tsx';
import type { CartActivityGroup, CartPhoto } from '../api/get-cart.ts';
import { groupSubtotal, subtotal } from '../lib/cart-totals.ts';
import { formatNtd } from '../lib/money.ts';

interface CartGroupsProps {
  activities: readonly CartActivityGroup[];
  onRemove: (item: CartPhoto) => void;
  /** The cart item being removed, if any. */
  removing?: number;
}

/** The cart as the member reads it: per activity, then per photographer, each with its subtotal. */
export function CartGroups({ activities, onRemove, removing }: CartGroupsProps) {
  const { t } = useTranslation('shop');
  return (
    <div className="cart-groups">
      {activities.map((activity) => (
        <Card
          key={activity.activityId}
          className="cart-activity"
          title={<Link to={`/activityevent/${activity.activityId}`}>{activity.activityTitle}</Link>}
          extra={
            <span className="cart-subtotal" data-testid={`activity-subtotal-${activity.activityId}`}>
              {t('cart.subtotal', { amount: formatNtd(groupSubtotal(activity.groups)) })}
            </span>
          }
        >
          {activity.groups.map((group) => (
            <section key={group.photographerId} className="cart-photographer" aria-label={group.photographerName}>
              <header className="cart-photographer-header">
                <Typography.Text strong>{t('cart.photographer', { name: group.photographerName })}</Typography.Text>
                <span
                  className="cart-subtotal"
                  data-testid={`photographer-subtotal-${activity.activityId}-${group.photographerId}`}
                >
                  {t('cart.itemsSubtotal', {
                    count: group.items.length,
                    amount: formatNtd(subtotal(group.items)),
                  })}
                </span>
              </header>
              <ul className="cart-items">
                {group.items.map((item) => (
                  <li
                    key={item.cartItemId}
                    className={item.available ? 'cart-item' : 'cart-item cart-item-unavailable'}
                    data-testid="cart-item"
                  >
                    <Link to={`/albumphotodetail/${item.photoId}`} className="cart-item-thumb">
                      <LazyImage src={item.thumbnailUrl} alt={t('photoAlt', { id: item.photoId })} />
                    </Link>
                    <div className="cart-item-info">
                      <span>{t('photoNumber', { id: item.photoId })}</span>
                      <Typography.Text type="secondary">
                        {t('takenAt', { time: dayjs(item.takenAt).format('YYYY-MM-DD HH:mm:ss') })}
                      </Typography.Text>
                      {!item.available && item.message && (
                        <Typography.Text type="danger">{item.message}</Typography.Text>
                      )}
                    </div>
                    <span className="cart-item-price">{formatNtd(item.price)}</span>
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('cart.remove', { id: item.photoId })}
                      loading={removing === item.cartItemId}
                      onClick={() => onRemove(item)}
                    />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </Card>
      ))}
    </div>
  );
}
