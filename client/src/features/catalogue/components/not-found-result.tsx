import { Button, Result } from 'antd';
import { useRepeatedT } from '../../../lib/i18n.ts';
import { Link } from 'react-router-dom';

export function NotFoundResult({ title }: { title: string }) {
  const t = useRepeatedT('catalogue');
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
