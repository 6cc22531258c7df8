import { Button, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMyPhotoStates } from '../api/member-actions.ts';
import type { FaceMatchPhoto } from '../api/face-search.ts';
import { PhotoGrid, PhotoTile } from './photo-tile.tsx';

interface FaceMatchResultsProps {
  photos: FaceMatchPhoto[];
  onNeighbours: (photoId: number) => void;
  /** For members: 不是我 on each photo. */
  onNotMe?: (photoId: number) => void;
  notMePending?: number;
}

/** How close a selfie match is (相似度 高/中), the same on every list that shows one. */
export function SimilarityTag({ similarity }: { similarity: FaceMatchPhoto['similarity'] }) {
  const { t } = useTranslation('catalogue');
  return <Tag color={similarity === 'high' ? 'green' : 'gold'}>{t(`face.similarity.${similarity}`)}</Tag>;
}

/** A selfie's matches, best first, each with its similarity (高/中) and photographer. */
export function FaceMatchResults({ photos, onNeighbours, onNotMe, notMePending }: FaceMatchResultsProps) {
  const { t } = useTranslation('catalogue');
  const { states, loading } = useMyPhotoStates(photos.map((photo) => photo.id));
  return (
    <PhotoGrid>
      {photos.map((photo) => (
        <PhotoTile
          key={photo.id}
          photo={photo}
          onNeighbours={onNeighbours}
          buy={{ state: states?.get(photo.id), loading }}
          extra={
            <>
              <SimilarityTag similarity={photo.similarity} />
              <Typography.Text type="secondary" ellipsis>
                {photo.photographer.displayName}
              </Typography.Text>
              {onNotMe && (
                <Button size="small" loading={notMePending === photo.id} onClick={() => onNotMe(photo.id)}>
                  {t('face.notMe')}
                </Button>
              )}
            </>
          }
        />
      ))}
    </PhotoGrid>
  );
}
