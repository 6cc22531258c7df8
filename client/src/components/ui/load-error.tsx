import { CloseCircleFilled } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client.ts';
import './load-error.css';

/**
 * The error state of a page or block: the server's reason when it gave one (a network failure was
 * already shown as a message), and a retry. Plain elements laid out like antd's Result, which the
 * home page's first load cannot afford.
 */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const reason = error instanceof ApiError && error.kind !== 'network' ? error.message : t('loadError.hint');
  return (
    <div className="load-error">
      <CloseCircleFilled className="load-error-icon" aria-hidden />
      <div className="load-error-title">{t('loadError.title')}</div>
      <div className="load-error-reason">{reason}</div>
      <Button type="primary" onClick={onRetry}>
        {t('loadError.retry')}
      </Button>
    </div>
  );
}

/** Not found (404 from the server): no retry, a way back to the home page instead. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
