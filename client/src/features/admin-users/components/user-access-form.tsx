import { Button, Form, Input, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { roleName } from '../../../components/admin/role-name.ts';
import { useRoles, useUpdateUser, type UserChanges, type UserDetail } from '../api/users.ts';

type Fields = Omit<UserChanges, 'id' | 'phone'> & { phone?: string | null };

/** What an administrator may correct of a profile, and the user's back-office access. */
export function UserAccessForm({ user, canEdit }: { user: UserDetail; canEdit: boolean }) {
  const { t, i18n } = useTranslation('admin-users');
  const [form] = Form.useForm<Fields>();
  const roles = useRoles();
  const update = useUpdateUser();
  const isAdmin = Form.useWatch('isAdmin', form) ?? user.isAdmin;

  function save(fields: Fields) {
    return update.mutateAsync({
      id: user.id,
      displayName: fields.displayName.trim(),
      phone: fields.phone?.trim() || null,
      isAdmin: fields.isAdmin,
      roleIds: fields.isAdmin ? fields.roleIds : [],
    });
  }

  return (
    <Form<Fields>
      form={form}
      layout="vertical"
      disabled={!canEdit}
      initialValues={{
        displayName: user.displayName,
        phone: user.phone,
        isAdmin: user.isAdmin,
        roleIds: user.roles.map((role) => role.id),
      }}
      onFinish={(fields) => void save(fields).catch(() => undefined)}
      className="user-access-form"
    >
      <Form.Item
        name="displayName"
        label={t('column.displayName')}
        rules={[
          { required: true, whitespace: true, message: t('displayNameRequired') },
          { max: 64, message: t('displayNameTooLong') },
        ]}
      >
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item
        name="phone"
        label={t('column.phone')}
        rules={[{ pattern: /^[0-9+\-() ]{6,32}$/, message: t('phoneInvalid') }]}
      >
        <Input maxLength={32} inputMode="tel" />
      </Form.Item>
      <Form.Item name="isAdmin" label={t('field.isAdmin')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="roleIds" label={t('column.roles')} hidden={!isAdmin}>
        <Select
          mode="multiple"
          loading={roles.isPending}
          options={roles.data?.map((role) => ({ value: role.id, label: roleName(role, i18n.language) }))}
        />
      </Form.Item>
      {canEdit && (
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          {t('save')}
        </Button>
      )}
    </Form>
  );
}
