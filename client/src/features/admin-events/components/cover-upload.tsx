import { UploadOutlined } from '@ant-design/icons';
import { Button, Image, Space, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadCover, type CoverOwner } from '../api/upload-cover.ts';

/** The cover of a saved race or activity: its preview and a button replacing it. */
export function CoverUpload({
  owner,
  id,
  coverUrl,
  disabled,
}: {
  owner: CoverOwner;
  id: number;
  coverUrl: string | null;
  disabled?: boolean;
}) {
  const { t } = useTranslation('admin-events');
  const [url, setUrl] = useState(coverUrl);
  const [uploading, setUploading] = useState(false);
  return (
    <Space orientation="vertical" style={{ marginBottom: 24, maxWidth: '100%' }}>
      <strong>{t('field.cover')}</strong>
      {url ? (
        <Image src={url} alt={t('field.cover')} width={320} style={{ maxWidth: '100%' }} />
      ) : (
        <span>{t('noCover')}</span>
      )}
      <Upload
        accept="image/jpeg,image/png,image/webp"
        showUploadList={false}
        disabled={disabled}
        customRequest={({ file }) => {
          setUploading(true);
          uploadCover(owner, id, file as File)
            .then(setUrl)
            .catch(() => {}) // the reason was already shown
            .finally(() => setUploading(false));
        }}
      >
        <Button icon={<UploadOutlined />} loading={uploading} disabled={disabled}>
          {t('uploadCover')}
        </Button>
      </Upload>
    </Space>
  );
}
