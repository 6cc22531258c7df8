import { Modal, Skeleton } from 'antd';
import { useRepeatedT } from '../../../lib/i18n.ts';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { usePhotoDetail } from '../api/photos.ts';
import { NeighboursStrip } from './neighbours-strip.tsx';

/** The 前後五秒 of a photo in a search result, without leaving the results. */
export function NeighboursModal({ photoId, onClose }: { photoId: number | null; onClose: () => void }) {
  const t = useRepeatedT('catalogue');
  const { data, isPending, isError, error, refetch } = usePhotoDetail(photoId ?? 0);
  return (
    <Modal open={photoId !== null} onCancel={onClose} footer={null} title={t('photo.neighboursTitle')} width={880}>
      {photoId === null ? null : isPending ? (
        <Skeleton active />
      ) : isError ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : (
        <NeighboursStrip photo={data.photo} neighbours={data.neighbours} />
      )}
    </Modal>
  );
}
