import { Button, Card, Empty, Skeleton, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LazyImage } from '../../../components/ui/lazy-image.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { useMyPhotos, type PurchasedPhoto } from '../api/get-my-photos.ts';
import { DownloadButton } from '../../../components/ui/download-button.tsx';
import { usePageParam } from '../lib/use-page-param.ts';
import '../shop.css';

const PAGE_SIZE = 24;

/** The page's photos by order (the server answers them most recently paid first, order by order). */
function byOrder(photos: readonly PurchasedPhoto[]) {
  const orders = new Map<number, PurchasedPhoto[]>();
  for (const photo of photos) orders.set(photo.orderId, [...(orders.get(photo.orderId) ?? []), photo]);
  return [...orders.entries()].map(([orderId, items]) => ({ orderId, paidAt: items[0]!.paidAt, items }));
}

/** /myphoto: the photos the member bought; one original, or a whole order as a ZIP. */
export default function MyPhotoPage() {
  const { t } = useTranslation('shop');
  const [page, setPage] = usePageParam();
  const photos = useMyPhotos({ page, pageSize: PAGE_SIZE });

  if (photos.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (photos.isError) return <LoadError error={photos.error} onRetry={() => void photos.refetch()} />;
  const { items, totalCount } = photos.data;

  return (
    <div className="shop-page">
      <Typography.Title level={1}>{t('myPhotos.title')}</Typography.Title>
      {totalCount === 0 ? (
        <Empty description={t('myPhotos.empty')}>
          <Link to="/eventlist">
            <Button type="primary">{t('browseEvents')}</Button>
          </Link>
        </Empty>
      ) : (
        byOrder(items).map((order) => (
          <Card
            key={order.orderId}
            className="order-card"
            title={
              <span className="my-photos-order-title">
                <Link to={`/orderdetails/${order.orderId}`}>{t('myPhotos.order', { id: order.orderId })}</Link>
                {order.paidAt && (
                  <Typography.Text type="secondary">
                    {t('myPhotos.paidAt', { date: dayjs(order.paidAt).format('YYYY-MM-DD HH:mm') })}
                  </Typography.Text>
                )}
              </span>
            }
            extra={
              <DownloadButton what={{ orderId: order.orderId }} aria-label={t('download.zipOf', { id: order.orderId })}>
                {t('download.zip')}
              </DownloadButton>
            }
          >
            <ul className="photo-grid">
              {order.items.map((photo) => (
                <li key={photo.orderItemId} className="photo-card" data-testid="my-photo">
                  <LazyImage src={photo.thumbnailUrl} alt={photo.fileName} className="photo-card-image" />
                  <div className="photo-card-body">
                    <Link to={`/activityevent/${photo.activityId}`} className="photo-card-title">
                      {photo.activityTitle}
                    </Link>
                    <Typography.Text type="secondary" ellipsis>
                      {photo.fileName}
                    </Typography.Text>
                    <DownloadButton
                      block
                      disabled={!photo.downloadable}
                      what={{ photoId: photo.photoId }}
                      aria-label={t('download.originalOf', { id: photo.photoId })}
                    >
                      {t('download.original')}
                    </DownloadButton>
                  </div>
                </li>
              ))}
            </ul>
          </Card>
        ))
      )}
      <Pager page={page} pageSize={PAGE_SIZE} total={totalCount} onChange={setPage} />
    </div>
  );
}
