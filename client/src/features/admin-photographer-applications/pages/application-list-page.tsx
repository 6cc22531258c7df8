import { Input, Segmented, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { useTablePaging } from '../../../components/admin/use-table-paging.ts';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useApplications, type ApplicationRow, type ApplicationStatus } from '../api/applications.ts';
import { formatTime } from '../../../lib/date-time.ts';
import { StatusTag } from '../components/status-tag.tsx';
import '../components/admin-applications.css';

const STATUSES: ApplicationStatus[] = ['pending', 'approved', 'rejected'];
const ALL = 'all';

function statusOf(text: string | null): ApplicationStatus | undefined {
  return STATUSES.find((status) => status === text);
}

/** Photographer applications, newest first; `?status=pending` (e.g. from a notification) preselects the filter. */
export default function ApplicationListPage() {
  const { t, i18n } = useTranslation('admin-photographer-applications');
  const [search] = useSearchParams();
  const { paging, pagination, setFilters } = useTablePaging();
  const status = statusOf(search.get('status'));
  const keyword = search.get('keyword')?.trim() || undefined;
  const list = useApplications(paging, { status, keyword });

  /** A new filter starts again at the first page. */
  function filter(name: 'status' | 'keyword', value: string | undefined) {
    setFilters({ [name]: value });
  }

  const columns: TableColumnsType<ApplicationRow> = [
    {
      title: t('column.createdAt'),
      dataIndex: 'createdAt',
      width: 170,
      render: (at: string) => formatTime(at, i18n.language),
    },
    {
      title: t('column.displayName'),
      dataIndex: 'displayName',
      render: (name: string, row) => <Link to={`/admin/ApplicationDetails/${row.id}`}>{name}</Link>,
    },
    { title: t('column.realName'), dataIndex: 'realName' },
    { title: t('column.email'), dataIndex: 'email' },
    { title: t('column.phone'), dataIndex: 'phone', width: 140 },
    { title: t('column.city'), dataIndex: 'city', width: 100, render: (city: string | null) => city ?? '—' },
    {
      title: t('column.status'),
      dataIndex: 'status',
      width: 100,
      render: (value: ApplicationStatus) => <StatusTag status={value} />,
    },
    {
      title: t('column.actions'),
      key: 'actions',
      width: 90,
      fixed: 'right',
      render: (_, row) => <Link to={`/admin/ApplicationDetails/${row.id}`}>{t('open')}</Link>,
    },
  ];

  return (
    <AdminPage>
      <div className="applications-filters">
        <Segmented
          value={status ?? ALL}
          onChange={(value) => filter('status', value === ALL ? undefined : value)}
          options={[ALL, ...STATUSES].map((value) => ({ value, label: t(`status.${value}`) }))}
        />
        <Input.Search
          key={keyword ?? ''}
          defaultValue={keyword}
          allowClear
          placeholder={t('searchPlaceholder')}
          aria-label={t('search')}
          onSearch={(value) => filter('keyword', value.trim() || undefined)}
          className="applications-search"
        />
      </div>
      {list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Table<ApplicationRow>
          rowKey="id"
          columns={columns}
          dataSource={list.data?.items}
          loading={list.isFetching}
          pagination={pagination(list.data?.totalCount ?? 0)}
          scroll={{ x: 1000 }}
          locale={{ emptyText: t('empty') }}
        />
      )}
    </AdminPage>
  );
}
