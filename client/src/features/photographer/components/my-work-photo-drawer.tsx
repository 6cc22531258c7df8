import { Alert, Button, Descriptions, Drawer, Select, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyImage } from '../../../components/ui/lazy-image.tsx';
import { PhotoFailureText } from '../../../components/ui/photo-failure-text.tsx';
import { useIsMobile } from '../../../lib/use-is-mobile.ts';
import { notify } from '../../../lib/notify.ts';
import { useSetBibTags, type MyPhoto } from '../api/my-work-photos.ts';
import { MyWorkStatusTag } from './my-work-status-tags.tsx';

const PHOTOGRAPHER = 'photographer';

/** One photo up close: a bigger preview, its facts, why it failed, and its bib tags to correct. */
export function MyWorkPhotoDrawer({ photo, onClose }: { photo: MyPhoto | undefined; onClose: () => void }) {
  const { t } = useTranslation('photographer');
  const isMobile = useIsMobile();
  return (
    <Drawer open={photo !== undefined} onClose={onClose} title={t('myWork.detail')} size={isMobile ? '100%' : 480}>
      {/* Keyed by photo: the tag editor starts from each photo's own tags. */}
      {photo && <PhotoDetail key={photo.id} photo={photo} />}
    </Drawer>
  );
}

function PhotoDetail({ photo }: { photo: MyPhoto }) {
  const { t } = useTranslation('photographer');
  const own = photo.bibTags.filter((tag) => tag.source === PHOTOGRAPHER).map((tag) => tag.bib);
  const read = photo.bibTags.filter((tag) => tag.source !== PHOTOGRAPHER);
  const [bibs, setBibs] = useState(own);
  const save = useSetBibTags();

  return (
    <>
      <LazyImage src={photo.previewUrl ?? photo.thumbnailUrl} alt={photo.fileName} className="my-work-preview" />
      {photo.failureCode && (
        <Alert
          type="error"
          showIcon
          title={t('myWork.failureReason')}
          description={<PhotoFailureText code={photo.failureCode} />}
        />
      )}
      <Descriptions column={1} size="small" className="my-work-detail">
        <Descriptions.Item label={t('myWork.fileName')}>{photo.fileName}</Descriptions.Item>
        <Descriptions.Item label={t('myWork.takenAt')}>
          {dayjs(photo.takenAt).format('YYYY-MM-DD HH:mm:ss')}
        </Descriptions.Item>
        <Descriptions.Item label={t('myWork.setPrice')}>{t('myWork.price', { price: photo.price })}</Descriptions.Item>
        <Descriptions.Item label={t('myWork.statusLabel')}>
          <MyWorkStatusTag status={photo.status} />
          {photo.inOrder && <Tag color="gold">{t('myWork.inOrder')}</Tag>}
        </Descriptions.Item>
      </Descriptions>
      <Typography.Title level={3} className="my-work-detail-heading">
        {t('myWork.bibTags')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('myWork.bibTagsHint')}</Typography.Paragraph>
      <Select
        mode="tags"
        className="my-work-bib-editor"
        aria-label={t('myWork.bibTags')}
        value={bibs}
        onChange={setBibs}
        open={false}
        maxCount={20}
        tokenSeparators={[',', ' ']}
      />
      {read.length > 0 && (
        <p className="my-work-ocr-tags">
          {t('myWork.ocrTags')}：
          {read.map((tag) => (
            <Tag key={`${tag.source}-${tag.bib}`}>{tag.bib}</Tag>
          ))}
        </p>
      )}
      <Button
        type="primary"
        loading={save.isPending}
        onClick={() =>
          save.mutateAsync({ photoId: photo.id, bibs }).then(
            () => notify.success(t('myWork.tagsSaved')),
            () => {},
          )
        }
      >
        {t('myWork.saveTags')}
      </Button>
    </>
  );
}
