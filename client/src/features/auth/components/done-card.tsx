import { Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { AuthCard } from './auth-card.tsx';

/** The end of a flow: what happened, then log in (when `loginPath` is given) or go home. */
export function DoneCard({
  title,
  text,
  loginPath,
  top,
}: {
  title: string;
  text: ReactNode;
  loginPath?: string;
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
          loginPath && (
            <ButtonLink key="login" to={loginPath} type="primary" size="large">
              {t('done.login')}
            </ButtonLink>
          ),
          <ButtonLink key="home" to="/index" type={loginPath ? 'default' : 'primary'} size="large">
            {t('done.home')}
          </ButtonLink>,
        ]}
      />
    </AuthCard>
  );
}
