import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** A page whose data could not be loaded, with the way to try again. */
export function LoadError({ message, onRetry }: { message?: string; onRetry: () => void }) {
  const { t } = useTranslation('account');
  return (
    <Result
      status="error"
      title={t('loadFailed')}
      subTitle={message}
      extra={<Button onClick={onRetry}>{t('retry')}</Button>}
    />
  );
}
