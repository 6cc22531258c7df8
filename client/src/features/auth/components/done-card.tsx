import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AuthCard } from './auth-card.tsx';

/** The end of a flow: what happened, then log in or go home. */
export function DoneCard({
  title,
  text,
  loginPath,
  top,
}: {
  title: string;
  text: ReactNode;
  loginPath: string;
  top?: ReactNode;
}) {
  const { t } = useTranslation('auth');
  return (
    <AuthCard title={title} top={top}>
      <Result
        status="success"
        title={null}
        subTitle={text}
        extra={[
          <Link key="login" to={loginPath}>
            <Button type="primary" size="large">
              {t('done.login')}
            </Button>
          </Link>,
          <Link key="home" to="/index">
            <Button size="large">{t('done.home')}</Button>
          </Link>,
        ]}
      />
    </AuthCard>
  );
}
