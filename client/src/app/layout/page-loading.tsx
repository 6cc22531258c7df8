import { useRepeatedT } from '../../lib/i18n.ts';

// A CSS spinner: antd's Spin is not worth its weight on the first page.
export function PageLoading() {
  const t = useRepeatedT('common');
  return (
    <div className="page-loading" role="status" aria-label={t('loading')}>
      <span className="page-loading-spinner" />
    </div>
  );
}

/** The page area's outline while the page's code arrives: the site's frame is already drawn around it. */
export function PageSkeleton() {
  const t = useRepeatedT('common');
  return (
    <div className="page-skeleton" role="status" aria-label={t('loading')}>
      <div className="page-skeleton-block" />
      <div className="page-skeleton-line" />
      <div className="page-skeleton-line" />
      <div className="page-skeleton-line page-skeleton-short" />
    </div>
  );
}
