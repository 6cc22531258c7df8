import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/ui/lazy-image.tsx';
import type { PhotoView } from '../../../lib/photo-view.ts';
import type { AlbumHits } from '../api/photos.ts';
import { groupByPhotographer } from '../lib/grouping.ts';
import { PhotoGrid, PhotoTile } from './photo-tile.tsx';

interface PhotographerResultsProps {
  albums: AlbumHits[];
  onNeighbours: (photoId: number) => void;
  code?: string;
}

/** A page of search results (bib or face): one section per photographer, in the server's order. */
export function PhotographerResults({ albums, onNeighbours, code }: PhotographerResultsProps) {
  const { t } = useTranslation('catalogue');
  return (
    <div className="photographer-results">
      {groupByPhotographer(albums).map(({ photographer, items }) => {
        const photos: PhotoView[] = items.flatMap((album) => album.photos);
        return (
          <section key={photographer.id} className="photographer-section" aria-label={photographer.displayName}>
            <header className="photographer-heading">
              <UserAvatar src={photographer.avatarUrl} size={36} alt="" />
              <Typography.Title level={3}>{photographer.displayName}</Typography.Title>
              <Typography.Text type="secondary">
                {t('search.photosHere', { count: photos.length })}
                {' · '}
                {items.map((album) => album.albumName).join('、')}
              </Typography.Text>
            </header>
            <PhotoGrid>
              {photos.map((photo) => (
                <PhotoTile key={photo.id} photo={photo} onNeighbours={onNeighbours} code={code} />
              ))}
            </PhotoGrid>
          </section>
        );
      })}
    </div>
  );
}
