import { MailOutlined } from '@ant-design/icons';
import { Button, Form, Input, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FormError } from '../../../components/ui/form-error.tsx';
import { emailRules } from '../../../lib/form-rules.ts';
import { useSendPasswordResetLink } from '../api/send-password-reset-link.ts';
import { AuthCard } from '../components/auth-card.tsx';

export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const sendLink = useSendPasswordResetLink();
  const backToLogin = <Link to="/login">{t('forgot.backToLogin')}</Link>;

  if (sendLink.isSuccess) {
    return (
      <AuthCard title={t('forgot.title')} footer={backToLogin}>
        {/* The same words whether or not the address has an account: the form reveals no members. */}
        <Result
          status="info"
          icon={<MailOutlined />}
          title={t('forgot.sentTitle')}
          subTitle={t('forgot.sentText', { email: sendLink.variables })}
          extra={<Button onClick={() => sendLink.reset()}>{t('forgot.again')}</Button>}
        />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('forgot.title')} intro={t('forgot.intro')} footer={backToLogin}>
      <Form<{ email: string }>
        layout="vertical"
        requiredMark={false}
        onFinish={({ email }) => sendLink.mutate(email.trim())}
        onValuesChange={() => sendLink.error && sendLink.reset()}
      >
        <Form.Item name="email" label={t('field.email')} rules={emailRules()}>
          <Input type="email" autoComplete="email" inputMode="email" maxLength={254} />
        </Form.Item>
        <FormError error={sendLink.error} />
        <Button type="primary" htmlType="submit" block size="large" loading={sendLink.isPending}>
          {t('forgot.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
}
