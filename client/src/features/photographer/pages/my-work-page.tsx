import { CloudUploadOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { MyWorkAlbumList } from '../components/my-work-album-list.tsx';
import { MyWorkAlbumView } from '../components/my-work-album-view.tsx';
import '../components/my-work.css';

/** `/photographerphoto`: the photographer's albums, or one album's photos (`?album=<id>`). */
export default function MyWorkPage() {
  const { t } = useTranslation('photographer');
  const [search] = useSearchParams();
  const albumId = Number(search.get('album'));
  const openAlbum = Number.isSafeInteger(albumId) && albumId > 0 ? albumId : undefined;
  return (
    <div className="my-work">
      <div className="my-work-heading">
        <Typography.Title level={1}>{t('myWork.title')}</Typography.Title>
        {openAlbum === undefined && (
          <ButtonLink type="primary" icon={<CloudUploadOutlined />} to="/uploadPhoto">
            {t('myWork.uploadNew')}
          </ButtonLink>
        )}
      </div>
      {openAlbum === undefined ? <MyWorkAlbumList /> : <MyWorkAlbumView key={openAlbum} coId={openAlbum} />}
    </div>
  );
}
