import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';

/**
 * A page that failed to load or render. The usual cause is a new release replacing the chunk the
 * old page asked for; reloading fetches the new one.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.warn('Page failed', error);
  return (
    <Result
      status="error"
      title={t('routeError.title')}
      subTitle={t('routeError.text')}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </Button>
      }
    />
  );
}
