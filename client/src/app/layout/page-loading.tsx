import { useTranslation } from 'react-i18next';

// A CSS spinner: antd's Spin is not worth its weight on the first page.
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="page-loading" role="status" aria-label={t('loading')}>
      <span className="page-loading-spinner" />
    </div>
  );
}
