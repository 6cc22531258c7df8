import { Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { useTablePaging } from '../../../components/admin/use-table-paging.ts';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useRoleUsers, type RoleUser } from '../api/roles.ts';
import { RolePicker, useChosenRole } from '../components/role-picker.tsx';

/** /admin/user/roleList: who holds a role (roles are given to a user on the user's page). */
export default function RoleUsersPage() {
  const { t } = useTranslation('admin-roles');
  const chosen = useChosenRole();
  const { paging, pagination } = useTablePaging();
  const users = useRoleUsers(chosen.role?.id, paging);

  const columns: TableColumnsType<RoleUser> = [
    { title: t('userName'), dataIndex: 'displayName' },
    { title: t('email'), dataIndex: 'email' },
    {
      title: t('state'),
      dataIndex: 'isActive',
      width: 110,
      render: (isActive: boolean) => (isActive ? <Tag color="green">{t('active')}</Tag> : <Tag>{t('suspended')}</Tag>),
    },
  ];

  const error = chosen.roles.error ?? users.error;
  return (
    <AdminPage extra={<RolePicker chosen={chosen} />}>
      <p className="admin-roles-hint">{t('holdersHint')}</p>
      {error ? (
        <LoadError
          error={error}
          onRetry={() => void (chosen.roles.isError ? chosen.roles.refetch() : users.refetch())}
        />
      ) : (
        <Table
          rowKey="id"
          columns={columns}
          dataSource={users.data?.items ?? []}
          loading={chosen.roles.isPending || users.isFetching}
          pagination={pagination(users.data?.totalCount ?? 0)}
          scroll={{ x: 560 }}
          locale={{ emptyText: t('noHolders') }}
        />
      )}
    </AdminPage>
  );
}
