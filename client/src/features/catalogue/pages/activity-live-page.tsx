import { Alert, Empty, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { isNotFound, LoadError } from '../../../components/ui/load-error.tsx';
import { LazyImage } from '../../../components/ui/lazy-image.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { taipeiClock } from '../../../lib/taipei-time.ts';
import { useLiveActivity, type LiveActivity } from '../api/live.ts';
import { LivePlaceChart } from '../components/live-place-chart.tsx';
import { NotFoundResult } from '../components/not-found-result.tsx';
import { Section } from '../components/section.tsx';
import { PHOTO_TILE_SIZES } from '../lib/image-sizes.ts';
import '../catalogue.css';

function NewestPhotos({ photos }: { photos: LiveActivity['newest'] }) {
  const { t } = useTranslation('catalogue');
  return (
    <div className="photo-grid">
      {photos.map((photo) => (
        <figure key={photo.id} className="photo-tile live-photo">
          <Link to={`/albumphotodetail/${photo.id}`} className="photo-tile-image">
            <LazyImage
              src={photo.thumbnailUrl}
              srcSet={photo.thumbnailSrcSet}
              sizes={PHOTO_TILE_SIZES}
              alt={t('live.photoAlt', { place: photo.place, time: taipeiClock(photo.publishedAt) })}
            />
          </Link>
          <figcaption className="photo-tile-caption">
            <span>{photo.place}</span>
            <span>{taipeiClock(photo.publishedAt)}</span>
          </figcaption>
        </figure>
      ))}
    </div>
  );
}

function LiveFigures({ live }: { live: LiveActivity }) {
  const { t } = useTranslation('catalogue');
  const hours = (live.places[0]?.counts.length ?? 24) * (live.slotMinutes / 60);
  if (live.places.length === 0 && live.newest.length === 0 && live.processing === 0) {
    return <Empty description={t('live.empty')} />;
  }
  return (
    <>
      {live.processing > 0 && <Alert type="info" showIcon title={t('live.processing', { count: live.processing })} />}
      <Section title={t('live.perPlace', { hours })}>
        {live.places.length > 0 ? (
          <LivePlaceChart places={live.places} from={live.from} slotMinutes={live.slotMinutes} />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('live.nothingLately', { hours })} />
        )}
      </Section>
      {live.newest.length > 0 && (
        <Section title={t('live.newest')}>
          <NewestPhotos photos={live.newest} />
        </Section>
      )}
    </>
  );
}

function ActivityLive({ activityId }: { activityId: number }) {
  const { t } = useTranslation('catalogue');
  const { data, isPending, isError, error, refetch } = useLiveActivity(activityId);
  usePageTitle(data && t('live.pageTitle', { title: data.sgL_Title }));

  if (isError && isNotFound(error)) return <NotFoundResult title={t('activity.notFound')} />;
  if (isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  // A failed refresh keeps the figures already shown; only a first load that failed says so.
  if (isError && !data) return <LoadError error={error} onRetry={() => void refetch()} />;

  return (
    <div className="catalogue-page live-page">
      <header>
        <Typography.Title level={1}>
          <Link to={`/activityevent/${activityId}`}>{data.sgL_Title}</Link>
        </Typography.Title>
        <Typography.Paragraph type="secondary" className="live-status">
          <span>{t('live.refreshing', { time: taipeiClock(data.asOf) })}</span>
          {data.lastPublishedAt && <span>{t('live.lastPublished', { time: taipeiClock(data.lastPublishedAt) })}</span>}
        </Typography.Paragraph>
        <Link to={`/activityevent/${activityId}`}>{t('live.findMine')}</Link>
      </header>
      <LiveFigures live={data} />
    </div>
  );
}

/** /activitylive/{id}: race day live, what the photographers have published lately. */
export default function ActivityLivePage() {
  const { t } = useTranslation('catalogue');
  const id = Number(useParams().activityId);
  if (!Number.isInteger(id) || id < 1) return <NotFoundResult title={t('activity.notFound')} />;
  return <ActivityLive key={id} activityId={id} />;
}
