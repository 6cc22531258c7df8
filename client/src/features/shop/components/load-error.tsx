import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** What a page shows when its data could not be loaded: the reason and a retry. */
export function LoadError({ error, onRetry }: { error: Error | null; onRetry: () => void }) {
  const { t } = useTranslation('shop');
  return (
    <Result
      status="error"
      title={t('loadFailed')}
      subTitle={error?.message}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('retry')}
        </Button>
      }
    />
  );
}
