import { CloudUploadOutlined, FolderOpenOutlined } from '@ant-design/icons';
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { LazyImage } from '../../../components/ui/lazy-image.tsx';
import type { MyAlbum } from '../api/my-work-albums.ts';
import { MyWorkStatusCounts } from './my-work-status-tags.tsx';

/** One of the photographer's albums: cover, counts by status, price, camera point and what to do with it. */
export function MyWorkAlbumCard({ album }: { album: MyAlbum }) {
  const { t } = useTranslation('photographer');
  return (
    <Card
      className="my-work-album-card"
      size="small"
      cover={<LazyImage src={album.coverUrl} alt="" className="my-work-album-cover" />}
      actions={[
        <ButtonLink key="upload" type="link" icon={<CloudUploadOutlined />} to={`/uploadPhoto2?coId=${album.coId}`}>
          {t('myWork.uploadMore')}
        </ButtonLink>,
        <ButtonLink key="open" type="link" icon={<FolderOpenOutlined />} to={`/photographerphoto?album=${album.coId}`}>
          {t('myWork.open')}
        </ButtonLink>,
      ]}
    >
      <Typography.Title level={3} className="my-work-album-name" ellipsis={{ tooltip: album.name }}>
        {album.name}
      </Typography.Title>
      <MyWorkStatusCounts counts={album.counts} />
      <div className="my-work-album-facts">
        <span>{t('myWork.defaultPrice', { price: album.defaultPrice })}</span>
        {album.cameraPoint && <span>{t('myWork.cameraPoint', { point: album.cameraPoint })}</span>}
      </div>
    </Card>
  );
}
