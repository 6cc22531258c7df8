import { Descriptions, Result, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { type AdminNotification, useNotification } from '../api/notifications.ts';
import { NotificationTypeTag } from '../components/notification-type-tag.tsx';

/** /admin/AdminNotificationDetail/:id: one notification (now read) and the way to the page that handles it. */
export default function NotificationDetailPage() {
  const { t } = useTranslation('admin-notifications');
  const id = Number(useParams().id);
  const notification = useNotification(id);
  const back = <ButtonLink to="/admin/Notification">{t('backToList')}</ButtonLink>;

  let body;
  const missing = notification.error instanceof ApiError && notification.error.status === 404;
  if (!notification.isEnabled || missing) body = <Result status="404" title={t('notFound')} />;
  else if (notification.isPending) body = <Skeleton active paragraph={{ rows: 4 }} />;
  else if (notification.isError)
    body = <LoadError error={notification.error} onRetry={() => void notification.refetch()} />;
  else body = <NotificationView notification={notification.data} />;
  return <AdminPage extra={back}>{body}</AdminPage>;
}

function NotificationView({ notification }: { notification: AdminNotification }) {
  const { t, i18n } = useTranslation('admin-notifications');
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Descriptions bordered column={1} size="small">
        <Descriptions.Item label={t('column.type')}>
          <NotificationTypeTag type={notification.type} />
        </Descriptions.Item>
        <Descriptions.Item label={t('column.createdAt')}>
          {new Date(notification.createdAt).toLocaleString(i18n.language)}
        </Descriptions.Item>
        <Descriptions.Item label={t('column.title')}>{notification.title}</Descriptions.Item>
      </Descriptions>
      {notification.link && (
        <ButtonLink type="primary" to={notification.link}>
          {t('handle')}
        </ButtonLink>
      )}
    </Space>
  );
}
