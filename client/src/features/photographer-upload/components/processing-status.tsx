import { Skeleton, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { PhotoFailureText } from '../../../components/ui/photo-failure-text.tsx';
import { useUploadProgress } from '../api/uploads.ts';

/** After the upload: how many photos are still processing, published or failed, and why. */
export function ProcessingStatus({ coId }: { coId: number }) {
  const { t } = useTranslation('photographer-upload');
  const progress = useUploadProgress(coId, true);
  if (progress.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (progress.isError) return <LoadError error={progress.error} onRetry={() => void progress.refetch()} />;
  const { processing, ready, failed, failures } = progress.data;

  return (
    <section className="upload-processing" aria-label={t('processing.title')}>
      <Typography.Title level={4}>{t('processing.title')}</Typography.Title>
      <div className="upload-processing-counts">
        <Statistic title={t('processing.processing')} value={processing} />
        <Statistic title={t('processing.ready')} value={ready} />
        <Statistic title={t('processing.failed')} value={failed} />
      </div>
      {failures.length > 0 && (
        <>
          <Typography.Text strong>{t('processing.failures')}</Typography.Text>
          <ul className="upload-failures">
            {failures.map((failure) => (
              <li key={failure.photoId}>
                <Typography.Text>{failure.fileName}</Typography.Text>{' '}
                <Typography.Text type="danger">
                  <PhotoFailureText code={failure.code} />
                </Typography.Text>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
