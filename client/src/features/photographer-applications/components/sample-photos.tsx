import { PlusOutlined } from '@ant-design/icons';
import { Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_SAMPLES, SAMPLE_MAX_MB, SAMPLE_TYPES } from '../api/create-application.ts';

/** Why a chosen file cannot be a sample (the server's own refusals), or nothing. */
function refusalOf(file: File): 'notImage' | 'tooLarge' | undefined {
  if (!SAMPLE_TYPES.includes(file.type)) return 'notImage';
  if (file.size > SAMPLE_MAX_MB * 1024 * 1024) return 'tooLarge';
  return undefined;
}

/**
 * Up to five sample photos, previewed and removable, kept in the browser until the form is sent.
 * An antd-Form-compatible control: its value is the chosen files.
 */
export function SamplePhotos({
  value = [],
  onChange,
}: {
  value?: UploadFile[];
  onChange?: (files: UploadFile[]) => void;
}) {
  const { t } = useTranslation('photographer-applications');
  const [refused, setRefused] = useState<string>();
  return (
    <>
      <Upload
        listType="picture-card"
        accept={SAMPLE_TYPES.join(',')}
        multiple
        fileList={value}
        beforeUpload={(file) => {
          const refusal = refusalOf(file);
          setRefused(refusal && `${file.name}：${t(`samples.${refusal}`, { limit: SAMPLE_MAX_MB })}`);
          // Nothing is sent now: the files go with the form.
          return refusal ? Upload.LIST_IGNORE : false;
        }}
        onChange={({ fileList }) => onChange?.(fileList.slice(0, MAX_SAMPLES))}
        showUploadList={{ showPreviewIcon: false }}
      >
        {value.length < MAX_SAMPLES && (
          <button type="button" className="apply-sample-add">
            <PlusOutlined aria-hidden />
            <span>{t('samples.add')}</span>
          </button>
        )}
      </Upload>
      {refused && (
        <div role="alert" className="ant-form-item-explain-error">
          {refused}
        </div>
      )}
    </>
  );
}
