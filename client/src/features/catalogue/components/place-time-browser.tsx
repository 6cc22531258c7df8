import { Empty, Form, Input, Select, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import type { ActivityAlbum } from '../api/activities.ts';
import { useMyPhotoStates } from '../api/member-actions.ts';
import { PLACE_TIME_PAGE_SIZE, usePlaceTimePhotos, type PlaceTimeFilter } from '../api/photos.ts';
import { PhotoGrid, PhotoTile } from './photo-tile.tsx';

/** Minutes either side of the chosen time (the server's AROUND_MINUTES). */
const AROUND_MINUTES = 5;

/** HH:mm `minutes` after `time`, within the day. */
function shifted(time: string, minutes: number): string {
  const total = Math.min(23 * 60 + 59, Math.max(0, Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)) + minutes));
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

function Photos({
  activityId,
  filter,
  onNeighbours,
}: {
  activityId: number;
  filter: PlaceTimeFilter;
  onNeighbours: (id: number) => void;
}) {
  const { t } = useTranslation('catalogue');
  const [page, setPage] = useState(1);
  const { data, isPending, isError, error, refetch, isPlaceholderData } = usePlaceTimePhotos(activityId, filter, page);
  const { states, loading } = useMyPhotoStates(data?.items.map((photo) => photo.id) ?? []);
  if (isPending) return <Skeleton active />;
  if (isError) return <LoadError error={error} onRetry={() => void refetch()} />;
  if (data.totalCount === 0) return <Empty description={t('placeTime.empty')} />;
  return (
    <div className={isPlaceholderData ? 'search-results stale' : 'search-results'}>
      <Typography.Paragraph strong>
        {filter.around
          ? t('placeTime.foundAround', {
              count: data.totalCount,
              from: shifted(filter.around, -AROUND_MINUTES),
              to: shifted(filter.around, AROUND_MINUTES),
            })
          : t('placeTime.found', { count: data.totalCount })}
      </Typography.Paragraph>
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
      <Pager page={page} pageSize={PLACE_TIME_PAGE_SIZE} total={data.totalCount} onChange={setPage} />
    </div>
  );
}

/**
 * 「依地點與時間瀏覽」: for runners neither bib nor face found, the photos of one camera point around
 * the time they passed it (10K 約 08:40 → 08:35–08:45), newest first.
 */
export function PlaceTimeBrowser({
  activityId,
  albums,
  onNeighbours,
}: {
  activityId: number;
  albums: readonly ActivityAlbum[];
  onNeighbours: (id: number) => void;
}) {
  const { t } = useTranslation('catalogue');
  const [filter, setFilter] = useState<PlaceTimeFilter>({ cameraPoint: '', around: '' });
  const cameraPoints = [...new Set(albums.flatMap((album) => (album.cameraPoint ? [album.cameraPoint] : [])))];
  const chosen = filter.cameraPoint !== '' || filter.around !== '';
  return (
    <div className="place-time-browser">
      <Typography.Paragraph type="secondary">{t('placeTime.hint')}</Typography.Paragraph>
      <Form layout="inline" className="place-time-form">
        <Form.Item label={t('cameraPoint')} htmlFor="place-time-point">
          <Select
            id="place-time-point"
            className="place-time-point"
            value={filter.cameraPoint}
            onChange={(cameraPoint: string) => setFilter({ ...filter, cameraPoint })}
            options={[
              { value: '', label: t('placeTime.allPoints') },
              ...cameraPoints.map((point) => ({ value: point, label: point })),
            ]}
          />
        </Form.Item>
        <Form.Item label={t('placeTime.time')} htmlFor="place-time-around">
          <Input
            id="place-time-around"
            type="time"
            step={60}
            value={filter.around}
            onChange={(event) => setFilter({ ...filter, around: event.target.value.slice(0, 5) })}
            allowClear
          />
        </Form.Item>
      </Form>
      {chosen ? (
        <Photos
          key={`${filter.cameraPoint}|${filter.around}`}
          activityId={activityId}
          filter={filter}
          onNeighbours={onNeighbours}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('placeTime.choose')} />
      )}
    </div>
  );
}
