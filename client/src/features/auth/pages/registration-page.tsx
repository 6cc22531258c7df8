import { Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { FormError } from '../../../components/ui/form-error.tsx';
import { NewPasswordFields } from '../../../components/ui/new-password-fields.tsx';
import { afterLoginPath } from '../../../lib/navigation.ts';
import { notify } from '../../../lib/notify.ts';
import { saveLogin } from '../../../lib/session.ts';
import { isEmail } from '../../../lib/validation.ts';
import { useRegister } from '../api/register.ts';
import { useSendRegisterCode } from '../api/send-register-code.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { withEmail, withRedirect } from '../components/paths.ts';
import { RegisterSteps } from '../components/register-steps.tsx';
import { useResendCountdown } from '../components/use-resend-countdown.ts';

interface RegisterFields {
  code: string;
  displayName: string;
  password: string;
  confirm: string;
}

/** Step 2 of registration: the e-mailed code, a display name and a password. */
export default function RegistrationPage() {
  const [search] = useSearchParams();
  const email = search.get('email')?.trim() ?? '';
  // Without the address the code was sent to there is nothing to confirm: start at step 1.
  const redirect = search.get('redirect');
  if (!isEmail(email)) return <Navigate to={withRedirect('/registerEmail', redirect)} replace />;
  return <RegisterForm key={email} email={email} redirect={redirect} />;
}

function RegisterForm({ email, redirect }: { email: string; redirect: string | null }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const register = useRegister();
  const sendCode = useSendRegisterCode();
  const [secondsLeft, codeSent] = useResendCountdown(email);

  const resend = () =>
    sendCode.mutate(email, {
      onSuccess: ({ resendAfterSeconds }) => {
        codeSent(resendAfterSeconds);
        notify.success(t('register.codeResent'));
      },
    });

  const submit = (fields: RegisterFields) =>
    register.mutate(
      { email, code: fields.code.trim(), displayName: fields.displayName.trim(), password: fields.password },
      {
        // Register answers a login: the new member is logged in at once, and goes back to the page
        // that asked them to log in (e.g. the photo they wanted in the cart), else to the welcome page.
        onSuccess: (login) => {
          saveLogin(login);
          if (redirect) {
            notify.success(t('register.successBack'));
            void navigate(afterLoginPath(withRedirect('', redirect)), { replace: true });
          } else void navigate(withEmail('/registerSuccess', email), { replace: true });
        },
      },
    );

  const error = register.error ?? sendCode.error;
  return (
    <AuthCard
      top={<RegisterSteps current={1} />}
      title={t('register.detailsTitle')}
      intro={
        <>
          {t('register.codeSentTo')} <strong className="auth-email">{email}</strong>{' '}
          <Link to={withEmail('/registerEmail', email, redirect)} className="auth-nowrap">
            {t('register.changeEmail')}
          </Link>
        </>
      }
    >
      <Form<RegisterFields>
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        onValuesChange={() => {
          if (register.error) register.reset();
          if (sendCode.error) sendCode.reset();
        }}
      >
        <Form.Item label={t('field.code')} required>
          <Space.Compact block>
            <Form.Item
              name="code"
              noStyle
              rules={[{ required: true, pattern: /^\d{6}$/, message: t('register.codeInvalid') }]}
            >
              <Input
                aria-label={t('field.code')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                placeholder="123456"
              />
            </Form.Item>
            <Button onClick={resend} disabled={secondsLeft > 0} loading={sendCode.isPending}>
              {secondsLeft > 0 ? t('register.resendIn', { seconds: secondsLeft }) : t('register.resend')}
            </Button>
          </Space.Compact>
        </Form.Item>
        <Form.Item
          name="displayName"
          label={t('field.displayName')}
          rules={[
            { required: true, whitespace: true, message: t('register.displayNameRequired') },
            { max: 64, message: t('register.displayNameTooLong') },
          ]}
        >
          <Input autoComplete="nickname" maxLength={64} />
        </Form.Item>
        <NewPasswordFields
          name="password"
          label={t('field.password')}
          confirmLabel={t('field.confirm')}
          hint={t('passwordHint')}
        />
        <FormError error={error} />
        <Button type="primary" htmlType="submit" block size="large" loading={register.isPending}>
          {t('register.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
}
