import { Input, Select, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { useTablePaging } from '../../../components/admin/use-table-paging.ts';
import { roleName } from '../../../components/admin/role-name.ts';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { formatTime } from '../../../lib/date-time.ts';
import {
  PHOTOGRAPHER_STATUSES,
  useRoles,
  useUsers,
  type PhotographerStatus,
  type UserFilter,
  type UserRow,
} from '../api/users.ts';
import { AccountTag, PhotographerTag } from '../components/user-tags.tsx';
import '../components/admin-users.css';
import { ResponsiveTable } from '../../../components/ui/responsive-table.tsx';

type FilterName = 'keyword' | 'roleId' | 'photographerStatus' | 'suspended';

/** The filter the address holds (`?keyword=…&roleId=…&photographerStatus=…&suspended=true`). */
function filterOf(search: URLSearchParams): UserFilter {
  const roleId = Number(search.get('roleId'));
  const status = PHOTOGRAPHER_STATUSES.find((value) => value === search.get('photographerStatus'));
  const suspended = search.get('suspended');
  return {
    keyword: search.get('keyword')?.trim() || undefined,
    roleId: Number.isSafeInteger(roleId) && roleId > 0 ? roleId : undefined,
    photographerStatus: status,
    suspended: suspended === 'true' ? true : suspended === 'false' ? false : undefined,
  };
}

/** Every account: search, filters and paging all on the server; each row opens the user's page. */
export default function UserListPage() {
  const { t, i18n } = useTranslation('admin-users');
  const [search] = useSearchParams();
  const { paging, pagination, setFilters } = useTablePaging();
  const filter = filterOf(search);
  const list = useUsers(paging, filter);
  const roles = useRoles();

  /** A new filter starts again at the first page. */
  function setFilter(name: FilterName, value: string | number | boolean | undefined) {
    setFilters({ [name]: value });
  }

  const columns: TableColumnsType<UserRow> = [
    {
      title: t('column.email'),
      dataIndex: 'email',
      render: (email: string, row) => <Link to={`/admin/user/userList/${row.id}`}>{email}</Link>,
    },
    { title: t('column.displayName'), dataIndex: 'displayName', width: 160 },
    { title: t('column.phone'), dataIndex: 'phone', width: 140, render: (phone: string | null) => phone ?? '—' },
    {
      title: t('column.roles'),
      dataIndex: 'roles',
      width: 180,
      render: (roles: UserRow['roles'], row) =>
        row.isAdmin ? roles.map((role) => <Tag key={role.id}>{roleName(role, i18n.language)}</Tag>) : t('notAdmin'),
    },
    {
      title: t('column.photographer'),
      dataIndex: 'photographerStatus',
      width: 110,
      render: (status: PhotographerStatus) => <PhotographerTag status={status} />,
    },
    {
      title: t('column.account'),
      dataIndex: 'isActive',
      width: 100,
      render: (isActive: boolean) => <AccountTag isActive={isActive} />,
    },
    {
      title: t('column.createdAt'),
      dataIndex: 'createdAt',
      width: 170,
      render: (at: string) => formatTime(at, i18n.language),
    },
    {
      title: t('common:adminForm.actions'),
      key: 'actions',
      width: 80,
      render: (_, row) => <Link to={`/admin/user/userList/${row.id}`}>{t('open')}</Link>,
    },
  ];

  return (
    <AdminPage>
      <div className="users-filters">
        <Input.Search
          key={filter.keyword ?? ''}
          defaultValue={filter.keyword}
          allowClear
          placeholder={t('searchPlaceholder')}
          aria-label={t('search')}
          onSearch={(value) => setFilter('keyword', value.trim() || undefined)}
          className="users-search"
        />
        <Select
          allowClear
          aria-label={t('filter.role')}
          placeholder={t('filter.role')}
          value={filter.roleId}
          onChange={(value?: number) => setFilter('roleId', value)}
          loading={roles.isPending}
          options={roles.data?.map((role) => ({ value: role.id, label: roleName(role, i18n.language) }))}
          className="users-select"
        />
        <Select
          allowClear
          aria-label={t('filter.photographer')}
          placeholder={t('filter.photographer')}
          value={filter.photographerStatus}
          onChange={(value?: PhotographerStatus) => setFilter('photographerStatus', value)}
          options={PHOTOGRAPHER_STATUSES.map((value) => ({ value, label: t(`photographer.${value}`) }))}
          className="users-select"
        />
        <Select
          allowClear
          aria-label={t('filter.account')}
          placeholder={t('filter.account')}
          value={filter.suspended}
          onChange={(value?: boolean) => setFilter('suspended', value)}
          options={[
            { value: false, label: t('account.active') },
            { value: true, label: t('account.suspended') },
          ]}
          className="users-select"
        />
      </div>
      {list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <ResponsiveTable<UserRow>
          rowKey="id"
          columns={columns}
          dataSource={list.data?.items}
          loading={list.isFetching}
          pagination={pagination(list.data?.totalCount ?? 0)}
          locale={{ emptyText: t('empty') }}
        />
      )}
    </AdminPage>
  );
}
