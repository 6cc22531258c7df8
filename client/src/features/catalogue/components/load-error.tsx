import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';

/** The error state of a page or block: the server's reason when it gave one, and a retry. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('catalogue');
  const reason = error instanceof ApiError && error.kind !== 'network' ? error.message : t('state.loadFailedHint');
  return (
    <Result
      status="error"
      title={t('state.loadFailed')}
      subTitle={reason}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('state.retry')}
        </Button>
      }
    />
  );
}

/** Not found (404 from the server): no retry, a way back to the home page instead. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
