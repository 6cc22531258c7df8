import { Empty, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { LazyImage, UserAvatar } from '../../../components/ui/lazy-image.tsx';
import { isNotFound, LoadError } from '../../../components/ui/load-error.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import {
  PHOTOGRAPHER_ACTIVITIES_PER_PAGE,
  type PhotographerActivity,
  usePhotographerPage,
} from '../api/photographer-page.ts';
import { CameraPointTag } from '../components/camera-point-tag.tsx';
import { NotFoundResult } from '../components/not-found-result.tsx';
import '../catalogue.css';

function ActivityAlbums({ activity }: { activity: PhotographerActivity }) {
  const { t } = useTranslation('catalogue');
  return (
    <section className="photographer-section" aria-label={activity.sgL_Title}>
      <header className="photographer-heading">
        <h3 className="photographer-heading-name">
          <Link to={`/activityevent/${activity.id}`}>{activity.sgL_Title}</Link>
        </h3>
        <span className="photographer-heading-note">{activity.sgL_ActivityDate}</span>
      </header>
      <div className="album-grid">
        {activity.albums.map((album) => (
          <Link key={album.coId} className="album-card" to={`/activityevent/${activity.id}?album=${album.coId}`}>
            <LazyImage src={album.coverUrl} alt="" />
            <span className="album-card-name">{album.name}</span>
            <span className="album-card-meta">
              <CameraPointTag cameraPoint={album.cameraPoint} />
              {t('activity.photos', { count: album.photoCount })}
            </span>
          </Link>
        ))}
      </div>
    </section>
  );
}

function PhotographerAlbums({ photographerId }: { photographerId: number }) {
  const { t } = useTranslation('catalogue');
  const [page, setPage] = useState(1);
  const { data, isPending, isError, error, refetch } = usePhotographerPage(photographerId, page);
  usePageTitle(data?.photographer.displayName);

  if (isError && isNotFound(error)) return <NotFoundResult title={t('photographer.notFound')} />;
  if (isPending) return <Skeleton active avatar paragraph={{ rows: 8 }} />;
  if (isError) return <LoadError error={error} onRetry={() => void refetch()} />;

  const { photographer, activities } = data;
  return (
    <div className="catalogue-page photographer-page">
      <header className="photographer-profile">
        <UserAvatar src={photographer.avatarUrl} size={96} alt="" />
        <div className="photographer-profile-text">
          <Typography.Title level={1}>{photographer.displayName}</Typography.Title>
          <Typography.Text type="secondary">
            {t('photographer.albums', { count: data.albumCount })}
            {' · '}
            {t('activity.photos', { count: data.photoCount })}
          </Typography.Text>
          {photographer.introduction && (
            <Typography.Paragraph className="photographer-introduction">
              {photographer.introduction}
            </Typography.Paragraph>
          )}
        </div>
      </header>
      {activities.items.length === 0 ? (
        <Empty description={t('photographer.noAlbums')} />
      ) : (
        <>
          {activities.items.map((activity) => (
            <ActivityAlbums key={activity.id} activity={activity} />
          ))}
          <Pager
            page={page}
            pageSize={PHOTOGRAPHER_ACTIVITIES_PER_PAGE}
            total={activities.totalCount}
            onChange={setPage}
          />
        </>
      )}
    </div>
  );
}

/** /photographeralbum/{id}: a photographer's introduction and published albums, by activity. */
export default function PhotographerAlbumPage() {
  const { t } = useTranslation('catalogue');
  const id = Number(useParams().photographerId);
  if (!Number.isInteger(id) || id < 1) return <NotFoundResult title={t('photographer.notFound')} />;
  return <PhotographerAlbums key={id} photographerId={id} />;
}
