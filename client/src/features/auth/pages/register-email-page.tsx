import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { FormError } from '../../../components/ui/form-error.tsx';
import { emailRules } from '../../../lib/form-rules.ts';
import { useSendRegisterCode } from '../api/send-register-code.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { withEmail, withRedirect } from '../components/paths.ts';
import { RegisterSteps } from '../components/register-steps.tsx';
import { codeResendAt, rememberCodeSent } from '../components/use-resend-countdown.ts';

/** Step 1 of registration: the e-mail address that receives the 6-digit code. */
export default function RegisterEmailPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const sendCode = useSendRegisterCode();
  // Sent here from the login page of a page that needs a login: the way back goes along.
  const redirect = search.get('redirect');

  const submit = ({ email }: { email: string }) => {
    const address = email.trim();
    // A code sent a moment ago is still valid: go on to enter it rather than be refused a new one.
    if (codeResendAt(address) > Date.now()) {
      void navigate(withEmail('/customerRegist', address, redirect));
      return;
    }
    sendCode.mutate(address, {
      onSuccess: ({ resendAfterSeconds }) => {
        rememberCodeSent(address, resendAfterSeconds);
        void navigate(withEmail('/customerRegist', address, redirect));
      },
    });
  };

  return (
    <AuthCard
      top={<RegisterSteps current={0} />}
      title={t('register.emailTitle')}
      intro={t('register.emailIntro')}
      footer={
        <span>
          {t('register.haveAccount')} <Link to={withRedirect('/login', redirect)}>{t('register.login')}</Link>
        </span>
      }
    >
      <Form<{ email: string }>
        layout="vertical"
        requiredMark={false}
        initialValues={{ email: search.get('email') ?? '' }}
        onFinish={submit}
        onValuesChange={() => sendCode.error && sendCode.reset()}
      >
        <Form.Item name="email" label={t('field.email')} rules={emailRules()}>
          <Input type="email" autoComplete="email" inputMode="email" maxLength={254} />
        </Form.Item>
        <FormError error={sendCode.error} />
        <Button type="primary" htmlType="submit" block size="large" loading={sendCode.isPending}>
          {t('register.sendCode')}
        </Button>
      </Form>
    </AuthCard>
  );
}
