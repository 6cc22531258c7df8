import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Modal, Popconfirm, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { BilingualFields } from '../../../components/admin/bilingual-fields.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useDeleteRole, useRoles, useSaveRole, type Role, type RoleFields } from '../api/roles.ts';
import { roleName } from '../../../components/admin/role-name.ts';

/** /admin/RoleList: the roles at a glance (holders, permissions), added, renamed and deleted here. */
export default function RoleListPage() {
  const { t, i18n } = useTranslation('admin-roles');
  const roles = useRoles();
  const save = useSaveRole();
  const remove = useDeleteRole();
  const [editing, setEditing] = useState<Role | 'new' | null>(null);
  const [form] = Form.useForm<RoleFields>();

  function open(role: Role | 'new') {
    setEditing(role);
    form.setFieldsValue(
      role === 'new'
        ? { displayName: '', displayNameEn: '', description: '' }
        : { displayName: role.displayName, displayNameEn: role.displayNameEn, description: role.description ?? '' },
    );
  }

  async function submit(values: RoleFields) {
    await save.mutateAsync({ ...values, id: editing === 'new' ? undefined : editing?.id });
    setEditing(null);
  }

  const columns: TableColumnsType<Role> = [
    {
      title: t('name'),
      key: 'name',
      render: (_, role) => (
        <Space wrap size={4}>
          {roleName(role, i18n.language)}
          {role.isOwner ? <Tag color="gold">{t('owner')}</Tag> : role.isStatic && <Tag>{t('builtIn')}</Tag>}
        </Space>
      ),
    },
    { title: t('description'), dataIndex: 'description' },
    {
      title: t('holders'),
      dataIndex: 'userCount',
      width: 100,
      render: (count: number, role) => <Link to={`/admin/user/roleList?roleId=${role.id}`}>{count}</Link>,
    },
    {
      title: t('permissions'),
      dataIndex: 'permissionCount',
      width: 100,
      render: (count: number, role) => <Link to={`/admin/user/rolePermissions?roleId=${role.id}`}>{count}</Link>,
    },
    {
      title: t('common:adminForm.actions'),
      key: 'actions',
      width: 220,
      render: (_, role) => (
        <Space wrap>
          <Button size="small" onClick={() => open(role)}>
            {t('rename')}
          </Button>
          <Link to={`/admin/user/roleMenuList?roleId=${role.id}`}>{t('menus')}</Link>
          {!role.isStatic && (
            <Popconfirm title={t('deleteConfirm')} onConfirm={() => remove.mutateAsync(role.id)}>
              <Button
                size="small"
                danger
                disabled={role.userCount > 0}
                title={role.userCount > 0 ? t('deleteHeld') : undefined}
              >
                {t('common:adminForm.delete')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  const required = { required: true, whitespace: true, message: t('common:adminForm.required') };
  return (
    <AdminPage
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => open('new')}>
          {t('create')}
        </Button>
      }
    >
      {roles.isError ? (
        <LoadError error={roles.error} onRetry={() => void roles.refetch()} />
      ) : (
        <Table
          rowKey="id"
          columns={columns}
          dataSource={roles.data?.items ?? []}
          loading={roles.isPending}
          pagination={false}
          scroll={{ x: 760 }}
          locale={{ emptyText: t('empty') }}
        />
      )}
      <Modal
        open={editing !== null}
        title={editing === 'new' ? t('create') : t('rename')}
        okText={t('common:adminForm.saveChanges')}
        confirmLoading={save.isPending}
        onOk={() => form.submit()}
        onCancel={() => setEditing(null)}
        forceRender
      >
        <Form form={form} layout="vertical" onFinish={(values) => submit(values)}>
          <BilingualFields
            zh={
              <Form.Item name="displayName" label={t('nameZh')} rules={[required, { max: 64 }]}>
                <Input maxLength={64} />
              </Form.Item>
            }
            en={
              <Form.Item name="displayNameEn" label={t('nameEn')} rules={[{ max: 64 }]}>
                <Input maxLength={64} />
              </Form.Item>
            }
          />
          <Form.Item name="description" label={t('description')} rules={[{ max: 200 }]}>
            <Input.TextArea maxLength={200} rows={3} />
          </Form.Item>
        </Form>
      </Modal>
    </AdminPage>
  );
}
