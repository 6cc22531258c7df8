import { Button, Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/ui/form-error.tsx';
import { NewPasswordFields } from '../../../components/ui/new-password-fields.tsx';
import { notify } from '../../../lib/notify.ts';
import { useChangePassword } from '../api/change-password.ts';

interface PasswordFields {
  currentPassword: string;
  newPassword: string;
  confirm: string;
}

export function ChangePasswordForm() {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<PasswordFields>();
  const change = useChangePassword();

  const submit = ({ currentPassword, newPassword }: PasswordFields) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          form.resetFields();
          notify.success(t('password.changed'));
        },
      },
    );

  return (
    <Card title={t('password.title')}>
      <Form<PasswordFields>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        onValuesChange={() => change.error && change.reset()}
      >
        <Form.Item
          name="currentPassword"
          label={t('field.currentPassword')}
          rules={[{ required: true, message: t('password.currentRequired') }]}
        >
          <Input.Password autoComplete="current-password" maxLength={128} />
        </Form.Item>
        <NewPasswordFields
          name="newPassword"
          label={t('field.newPassword')}
          confirmLabel={t('field.confirm')}
          hint={t('password.hint')}
        />
        <FormError error={change.error} />
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          {t('password.submit')}
        </Button>
      </Form>
    </Card>
  );
}
