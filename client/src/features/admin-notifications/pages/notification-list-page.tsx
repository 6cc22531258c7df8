import { Button, Select, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { useTablePaging } from '../../../components/admin/use-table-paging.ts';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { pagingParams } from '../../../lib/paging.ts';
import {
  type AdminNotification,
  NOTIFICATION_TYPES,
  type NotificationQuery,
  type NotificationType,
  useMarkAllRead,
  useNotificationList,
} from '../api/notifications.ts';
import { NotificationTypeTag } from '../components/notification-type-tag.tsx';

type ReadState = NonNullable<NotificationQuery['state']>;
const STATES: ReadState[] = ['unread', 'read'];

/** /admin/Notification: what the system raised for this admin, unread in bold, by type and read state. */
export default function NotificationListPage() {
  const { t, i18n } = useTranslation('admin-notifications');
  const { paging, pagination, setFilters } = useTablePaging();
  const [search] = useSearchParams();
  const type = NOTIFICATION_TYPES.find((value) => value === search.get('type'));
  const state = STATES.find((value) => value === search.get('state'));
  const notifications = useNotificationList({
    ...pagingParams(paging),
    ...(type && { type }),
    ...(state && { state }),
  });
  const markAllRead = useMarkAllRead();

  function filter(name: 'type' | 'state', value: string | undefined) {
    setFilters({ [name]: value });
  }

  // What happened comes first: on a phone it is the column in view.
  const columns: ColumnsType<AdminNotification> = [
    {
      title: t('column.title'),
      dataIndex: 'title',
      render: (title: string, notification) => (
        <Link to={`/admin/AdminNotificationDetail/${notification.id}`}>
          <Typography.Text strong={!notification.isRead}>{title}</Typography.Text>
        </Link>
      ),
    },
    {
      title: t('column.type'),
      dataIndex: 'type',
      width: 160,
      render: (value: NotificationType) => <NotificationTypeTag type={value} />,
    },
    {
      title: t('column.createdAt'),
      dataIndex: 'createdAt',
      width: 180,
      render: (iso: string) => new Date(iso).toLocaleString(i18n.language),
    },
  ];

  return (
    <AdminPage
      extra={
        <Button onClick={() => markAllRead.mutate()} loading={markAllRead.isPending}>
          {t('markAllRead')}
        </Button>
      }
    >
      <Space wrap style={{ marginBottom: 16 }}>
        <Select<NotificationType | 'all'>
          aria-label={t('column.type')}
          style={{ minWidth: 180 }}
          value={type ?? 'all'}
          onChange={(value) => filter('type', value === 'all' ? undefined : value)}
          options={[
            { value: 'all', label: t('type.all') },
            ...NOTIFICATION_TYPES.map((value) => ({ value, label: t(`type.${value}`) })),
          ]}
        />
        <Select<ReadState | 'all'>
          aria-label={t('state.all')}
          style={{ minWidth: 160 }}
          value={state ?? 'all'}
          onChange={(value) => filter('state', value === 'all' ? undefined : value)}
          options={[
            { value: 'all', label: t('state.all') },
            ...STATES.map((value) => ({ value, label: t(`state.${value}`) })),
          ]}
        />
      </Space>
      {notifications.isError ? (
        <LoadError error={notifications.error} onRetry={() => void notifications.refetch()} />
      ) : (
        <Table
          rowKey="id"
          columns={columns}
          dataSource={notifications.data?.items}
          loading={notifications.isFetching}
          pagination={pagination(notifications.data?.totalCount ?? 0)}
          scroll={{ x: 720 }}
          locale={{ emptyText: t('empty') }}
        />
      )}
    </AdminPage>
  );
}
