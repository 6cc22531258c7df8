import { CloseCircleFilled, FileSearchOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Button } from 'antd';
import { useRepeatedT } from '../../lib/i18n.ts';
import { ApiError } from '../../lib/api-client.ts';
import './load-error.css';

/**
 * The error state of a page or block: the server's reason when it gave one (a network failure was
 * already shown as a message), and a retry. Plain elements laid out like antd's Result, which the
 * home page's first load cannot afford.
 */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useRepeatedT('common');
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

/**
 * A record that is not there (an address with a bad id, or a 404): nothing failed, so no retry;
 * `back` leads to the list it belongs to.
 */
export function RecordNotFound({ back }: { back: ReactNode }) {
  const t = useRepeatedT('common');
  return (
    <div className="load-error" role="status">
      <FileSearchOutlined className="load-error-icon load-error-icon-missing" aria-hidden />
      <div className="load-error-title">{t('recordNotFound.title')}</div>
      <div className="load-error-reason">{t('recordNotFound.text')}</div>
      {back}
    </div>
  );
}

/**
 * The failure of a record page's query (its request silent, so this is the only word on it): the
 * record not found with the way back, or the load error with a retry.
 */
export function RecordLoadError({ error, onRetry, back }: { error: unknown; onRetry: () => void; back: ReactNode }) {
  return isNotFound(error) ? <RecordNotFound back={back} /> : <LoadError error={error} onRetry={onRetry} />;
}
