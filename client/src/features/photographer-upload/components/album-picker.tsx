import { Empty, Form, Select, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useMyAlbums, type MyAlbum } from '../api/albums.ts';
import { ActivitySelect } from './activity-select.tsx';
import type { ChosenAlbum } from './upload-workflow.tsx';

/** Step 1 of /uploadPhoto2: one of the photographer's albums, narrowed by activity. */
export function AlbumPicker({ onChosen }: { onChosen: (album: ChosenAlbum) => void }) {
  const { t } = useTranslation('photographer-upload');
  const [activityId, setActivityId] = useState<number>();
  const albums = useMyAlbums(activityId);
  const items = albums.data?.items;

  const label = (album: MyAlbum) =>
    [album.name, album.cameraPoint, album.activityTitle, t('existingAlbum.photoCount', { count: album.photoCount })]
      .filter(Boolean)
      .join(' · ');

  return (
    <Form layout="vertical" className="upload-album-form">
      <Form.Item label={t('newAlbum.activity')} htmlFor="upload-activity">
        <ActivitySelect
          id="upload-activity"
          value={activityId}
          onChange={setActivityId}
          allowClear
          placeholder={t('existingAlbum.allActivities')}
        />
      </Form.Item>
      <Form.Item label={t('existingAlbum.album')} htmlFor="upload-album">
        {albums.isPending ? (
          <Skeleton.Input active block />
        ) : albums.isError ? (
          <LoadError error={albums.error} onRetry={() => void albums.refetch()} />
        ) : items?.length ? (
          <Select
            id="upload-album"
            placeholder={t('existingAlbum.albumPlaceholder')}
            options={items.map((album) => ({ value: album.id, label: label(album) }))}
            onChange={(coId: number) => {
              const album = items.find((a) => a.id === coId);
              if (album) onChosen({ coId: album.id, activityId: album.activityId });
            }}
          />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('existingAlbum.noAlbums')} />
        )}
      </Form.Item>
    </Form>
  );
}
