import { Button, Form, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { NewPasswordFields } from '../../../components/ui/new-password-fields.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { AuthCard } from '../components/auth-card.tsx';

// The server's reset tokens are 43 characters of base64url; anything else cannot be one.
const TOKEN_PATTERN = /^[\w-]{20,128}$/;

interface ResetFields {
  password: string;
  confirm: string;
}

export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const reset = useResetPassword();

  // A link that was mangled, already used or too old: the only way on is a new link. (The server
  // refuses a weak password with 400 too, but the form never sends one.)
  const linkDead = !TOKEN_PATTERN.test(token) || (reset.error instanceof ApiError && reset.error.status === 400);
  if (linkDead) {
    return (
      <AuthCard title={t('reset.title')}>
        <Result
          status="warning"
          title={t('reset.invalidTitle')}
          subTitle={reset.error?.message ?? t('reset.invalidText')}
          extra={
            <ButtonLink to="/forgotPassword" type="primary">
              {t('reset.newLink')}
            </ButtonLink>
          }
        />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('reset.title')} intro={t('reset.intro')}>
      <Form<ResetFields>
        layout="vertical"
        requiredMark={false}
        onFinish={({ password }) =>
          reset.mutate(
            { token, newPassword: password },
            { onSuccess: () => void navigate('/resetPwSuccess', { replace: true }) },
          )
        }
        onValuesChange={() => reset.error && reset.reset()}
      >
        <NewPasswordFields
          name="password"
          label={t('field.newPassword')}
          confirmLabel={t('field.confirm')}
          hint={t('passwordHint')}
        />
        <FormError error={reset.error} />
        <Button type="primary" htmlType="submit" block size="large" loading={reset.isPending}>
          {t('reset.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
}
