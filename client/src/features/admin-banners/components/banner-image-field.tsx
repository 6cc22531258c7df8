import { UploadOutlined } from '@ant-design/icons';
import { Button, Progress, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify.ts';
import { BANNER_IMAGE_MAX_MB } from '../../../lib/upload-limits.ts';
import { BANNER_IMAGE_TYPES, uploadBannerImage } from '../api/upload-banner-image.ts';

export interface BannerImage {
  imageKey: string;
  imageUrl: string;
}

/** The banner's picture as an antd Form control: a preview, and an upload that replaces it. */
export function BannerImageField({
  value,
  onChange,
  id,
}: {
  value?: BannerImage;
  onChange?: (image: BannerImage) => void;
  id?: string;
}) {
  const { t } = useTranslation('admin-banners');
  const [percent, setPercent] = useState<number | undefined>();

  function accepts(file: File) {
    if (!BANNER_IMAGE_TYPES.includes(file.type)) {
      notify.error(t('imageType'));
      return Upload.LIST_IGNORE;
    }
    if (file.size > BANNER_IMAGE_MAX_MB * 1024 * 1024) {
      notify.error(t('imageSize', { max: BANNER_IMAGE_MAX_MB }));
      return Upload.LIST_IGNORE;
    }
    return true;
  }

  return (
    <div id={id}>
      {value && <img src={value.imageUrl} alt={t('preview')} className="admin-banner-preview" />}
      <Upload
        accept={BANNER_IMAGE_TYPES.join(',')}
        showUploadList={false}
        beforeUpload={accepts}
        customRequest={async ({ file }) => {
          setPercent(0);
          try {
            onChange?.(await uploadBannerImage(file as File, (progress) => setPercent(progress.percent)));
          } finally {
            setPercent(undefined);
          }
        }}
      >
        <Button icon={<UploadOutlined />} loading={percent !== undefined}>
          {value ? t('replaceImage') : t('uploadImage')}
        </Button>
      </Upload>
      {percent !== undefined && <Progress percent={percent} size="small" />}
      <div className="admin-banner-muted">{t('imageHint')}</div>
    </div>
  );
}
