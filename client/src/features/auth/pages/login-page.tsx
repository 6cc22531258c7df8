import { Button, Form, Input, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { afterLoginPath, leaveLoginPage } from '../../../lib/navigation.ts';
import { logout, saveLogin, useSession } from '../../../lib/session.ts';
import { emailRules } from '../../../lib/form-rules.ts';
import { useAuthenticateLogin } from '../api/authenticate-login.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { withRedirect } from '../components/paths.ts';

interface LoginFields {
  email: string;
  password: string;
}

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const [search] = useSearchParams();
  const login = useAuthenticateLogin();
  const session = useSession();

  // Already logged in (a bookmark, the back button): say as whom, go on, or log out to switch.
  if (session) {
    return (
      <AuthCard title={t('login.title')}>
        <Result
          status="info"
          title={t('login.already', { name: session.user.displayName })}
          extra={[
            <ButtonLink key="continue" to={afterLoginPath(`?${search.toString()}`)} type="primary" size="large">
              {t('login.continue')}
            </ButtonLink>,
            <Button key="switch" size="large" onClick={logout}>
              {t('login.switchAccount')}
            </Button>,
          ]}
        />
      </AuthCard>
    );
  }

  const submit = (fields: LoginFields) =>
    login.mutate(
      { userNameOrEmailAddress: fields.email.trim(), password: fields.password },
      {
        onSuccess: (result) => {
          saveLogin(result);
          leaveLoginPage();
        },
      },
    );

  return (
    <AuthCard
      title={t('login.title')}
      intro={t('login.intro')}
      footer={
        <>
          <Link to="/forgotPassword">{t('login.forgot')}</Link>
          <span>
            {t('login.noAccount')}{' '}
            <Link to={withRedirect('/registerEmail', search.get('redirect'))}>{t('login.register')}</Link>
          </span>
        </>
      }
    >
      <Form<LoginFields>
        layout="vertical"
        requiredMark={false}
        initialValues={{ email: search.get('email') ?? '' }}
        onFinish={submit}
        onValuesChange={() => login.error && login.reset()}
      >
        <Form.Item name="email" label={t('field.email')} rules={emailRules()}>
          <Input type="email" autoComplete="username" inputMode="email" maxLength={254} />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('field.password')}
          rules={[{ required: true, message: t('login.passwordRequired') }]}
        >
          <Input.Password autoComplete="current-password" maxLength={128} />
        </Form.Item>
        <FormError error={login.error} />
        <Button type="primary" htmlType="submit" block size="large" loading={login.isPending}>
          {t('login.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
}
