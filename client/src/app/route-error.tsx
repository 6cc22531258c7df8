import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';

/**
 * A page that failed to load or render. The usual cause is a new release replacing the chunk the
 * old page asked for; reloading fetches the new one.
 */
export function RouteError() {
  const { t } = useTranslation();
  console.warn('Page failed', useRouteError());
  return (
    <div className="route-error" role="alert">
      <h1>{t('routeError.title')}</h1>
      <p>{t('routeError.text')}</p>
      <Button type="primary" onClick={() => window.location.reload()}>
        {t('routeError.reload')}
      </Button>
    </div>
  );
}
