import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export function NotFoundResult({ title }: { title: string }) {
  const { t } = useTranslation('catalogue');
  return (
    <Result
      status="404"
      title={title}
      extra={
        <Link to="/index">
          <Button type="primary">{t('state.home')}</Button>
        </Link>
      }
    />
  );
}
