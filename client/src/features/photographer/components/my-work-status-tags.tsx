import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MyAlbum } from '../api/my-work-albums.ts';
import type { PhotoStatus } from '../api/my-work-photos.ts';

export const STATUSES: readonly PhotoStatus[] = ['processing', 'ready', 'failed', 'hidden'];

export const STATUS_COLOURS: Record<PhotoStatus, string> = {
  processing: 'processing',
  ready: 'success',
  failed: 'error',
  hidden: 'default',
};

/** One photo's status as a coloured tag. */
export function MyWorkStatusTag({ status }: { status: PhotoStatus }) {
  const { t } = useTranslation('photographer');
  return <Tag color={STATUS_COLOURS[status]}>{t(`myWork.status.${status}`)}</Tag>;
}

/** An album's photos counted by status, as coloured tags (statuses with none are left out, but ready). */
export function MyWorkStatusCounts({ counts }: { counts: MyAlbum['counts'] }) {
  const { t } = useTranslation('photographer');
  return (
    <span className="my-work-counts">
      {STATUSES.filter((status) => status === 'ready' || counts[status] > 0).map((status) => (
        <Tag key={status} color={STATUS_COLOURS[status]}>
          {t(`myWork.status.${status}`)} {counts[status]}
        </Tag>
      ))}
    </span>
  );
}
