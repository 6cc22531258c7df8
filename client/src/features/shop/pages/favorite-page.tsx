import { DeleteOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { Button, Empty, Skeleton, Tabs, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { LazyImage } from '../../../components/ui/lazy-image.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { notify } from '../../../lib/notify.ts';
import { useAddToCart } from '../api/add-to-cart.ts';
import { useFavorites, type Favorite, type FavoriteType } from '../api/get-favorites.ts';
import { useRemoveFavorite } from '../api/remove-favorite.ts';
import { formatNtd } from '../lib/money.ts';
import { usePageParam } from '../lib/use-page-param.ts';
import '../shop.css';

const PAGE_SIZE = 24;
type Tab = 'photos' | 'activities';

/** /favorite: favourite photos (to buy) and favourite activities (to go back to). */
export default function FavoritePage() {
  const { t } = useTranslation('shop');
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'activities' ? 'activities' : 'photos';

  return (
    <div className="shop-page">
      <Typography.Title level={1}>{t('favorites.title')}</Typography.Title>
      <Tabs
        activeKey={tab}
        // A new tab starts on its first page.
        onChange={(key) => setParams(key === 'photos' ? {} : { tab: key })}
        items={[
          { key: 'photos', label: t('favorites.photos'), children: tab === 'photos' && <FavoriteList type="photo" /> },
          {
            key: 'activities',
            label: t('favorites.activities'),
            children: tab === 'activities' && <FavoriteList type="activity" />,
          },
        ]}
      />
    </div>
  );
}

function FavoriteList({ type }: { type: FavoriteType }) {
  const { t } = useTranslation('shop');
  const [page, setPage] = usePageParam();
  const favorites = useFavorites(type, { page, pageSize: PAGE_SIZE });

  if (favorites.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (favorites.isError) return <LoadError error={favorites.error} onRetry={() => void favorites.refetch()} />;
  const { items, totalCount } = favorites.data;
  if (totalCount === 0) {
    return (
      <Empty description={t(type === 'photo' ? 'favorites.noPhotos' : 'favorites.noActivities')}>
        <Link to="/eventlist">
          <Button type="primary">{t('browseEvents')}</Button>
        </Link>
      </Empty>
    );
  }
  return (
    <>
      <ul className="photo-grid">
        {items.map((favorite) =>
          type === 'photo' ? (
            <FavoritePhotoCard key={favorite.favoriteId} favorite={favorite} />
          ) : (
            <FavoriteActivityCard key={favorite.favoriteId} favorite={favorite} />
          ),
        )}
      </ul>
      <Pager page={page} pageSize={PAGE_SIZE} total={totalCount} onChange={setPage} />
    </>
  );
}

function FavoritePhotoCard({ favorite }: { favorite: Favorite }) {
  const { t } = useTranslation('shop');
  const addToCart = useAddToCart();
  const remove = useRemoveFavorite();
  const photo = favorite.photo;
  if (!photo) return null;

  const add = () =>
    addToCart.mutate([photo.id], {
      onSuccess: ({ items }) => {
        const outcome = items.find((item) => item.photoId === photo.id);
        if (outcome?.status === 'added') notify.success(outcome.message);
        else if (outcome) notify.warning(outcome.message);
      },
    });

  return (
    <li className="photo-card" data-testid="favorite-photo">
      <Link to={`/albumphotodetail/${photo.id}`}>
        <LazyImage src={photo.thumbnailUrl} alt={t('photoAlt', { id: photo.id })} className="photo-card-image" />
      </Link>
      <div className="photo-card-body">
        <Link to={`/activityevent/${photo.activityId}`} className="photo-card-title">
          {photo.activityTitle}
        </Link>
        <div className="photo-card-meta">
          <Typography.Text type="secondary">{dayjs(photo.takenAt).format('MM-DD HH:mm:ss')}</Typography.Text>
          <strong>{formatNtd(photo.price)}</strong>
        </div>
        <div className="photo-card-actions">
          <Button
            type="primary"
            icon={<ShoppingCartOutlined />}
            loading={addToCart.isPending}
            onClick={add}
            aria-label={t('favorites.addToCartOf', { id: photo.id })}
          >
            {t('favorites.addToCart')}
          </Button>
          <Button
            icon={<DeleteOutlined />}
            loading={remove.isPending}
            onClick={() => remove.mutate({ photoId: photo.id })}
            aria-label={t('favorites.removeOf', { id: photo.id })}
            title={t('favorites.remove')}
          />
        </div>
      </div>
    </li>
  );
}

function FavoriteActivityCard({ favorite }: { favorite: Favorite }) {
  const { t } = useTranslation('shop');
  const remove = useRemoveFavorite();
  const activity = favorite.activity;
  if (!activity) return null;
  return (
    <li className="photo-card" data-testid="favorite-activity">
      <Link to={`/activityevent/${activity.id}`}>
        <LazyImage src={activity.coverUrl} alt={activity.sgL_Title} className="photo-card-image" />
      </Link>
      <div className="photo-card-body">
        <Link to={`/activityevent/${activity.id}`} className="photo-card-title">
          {activity.sgL_Title}
        </Link>
        <div className="photo-card-meta">
          <Typography.Text type="secondary">{activity.sgL_ActivityDate}</Typography.Text>
          <span>{t('favorites.photoCount', { count: activity.photoCount })}</span>
        </div>
        <div className="photo-card-actions">
          <Button
            icon={<DeleteOutlined />}
            loading={remove.isPending}
            onClick={() => remove.mutate({ activityId: activity.id })}
            aria-label={t('favorites.removeOf', { id: activity.sgL_Title })}
          >
            {t('favorites.remove')}
          </Button>
        </div>
      </div>
    </li>
  );
}
