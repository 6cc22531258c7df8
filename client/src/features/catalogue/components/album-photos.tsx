import { Button, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState, LoadingSkeleton } from '../../../components/ui/deferred-states.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import type { ActivityAlbum } from '../api/activities.ts';
import { useMyPhotoStates } from '../api/member-actions.ts';
import { ALBUM_PAGE_SIZE, useAlbumPhotos } from '../api/photos.ts';
import { CameraPointTag } from './camera-point-tag.tsx';
import { PhotoGrid, PhotoTile } from './photo-tile.tsx';

/** One album's photos, a page at a time, each with its 前後五秒. */
export function AlbumPhotos({
  album,
  onClose,
  onNeighbours,
}: {
  album: ActivityAlbum;
  onClose: () => void;
  onNeighbours: (id: number) => void;
}) {
  const { t } = useTranslation('catalogue');
  const [page, setPage] = useState(1);
  const { data, isPending, isError, error, refetch } = useAlbumPhotos(album.coId, page);
  const { states, loading } = useMyPhotoStates(data?.items.map((photo) => photo.id) ?? []);
  return (
    <section className="album-photos" aria-label={album.name}>
      <header className="catalogue-section-header">
        <Typography.Title level={3}>
          {album.name} ·{' '}
          <Link to={`/photographeralbum/${album.photographer.id}`}>{album.photographer.displayName}</Link>{' '}
          <CameraPointTag cameraPoint={album.cameraPoint} />
        </Typography.Title>
        <Button onClick={onClose}>{t('activity.backToAlbums')}</Button>
      </header>
      {isPending ? (
        <LoadingSkeleton active />
      ) : isError ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : data.items.length === 0 ? (
        <EmptyState description={t('activity.albumEmpty')} />
      ) : (
        <>
          <PhotoGrid>
            {data.items.map((photo) => (
              <PhotoTile
                key={photo.id}
                photo={photo}
                onNeighbours={onNeighbours}
                buy={{ state: states?.get(photo.id), loading }}
              />
            ))}
          </PhotoGrid>
          <Pager page={page} pageSize={ALBUM_PAGE_SIZE} total={data.totalCount} onChange={setPage} />
        </>
      )}
    </section>
  );
}
