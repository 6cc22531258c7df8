import { BellOutlined } from '@ant-design/icons';
import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSession } from '../../../lib/session.ts';
import { useUnreadCount } from '../api/notifications.ts';
import './notification-bell.css';

const PERMISSION = 'Pages.Notifications';

/**
 * The back-office header's bell: the caller's unread notifications, polled while the tab is
 * visible and read again whenever a notification is opened or all are marked read.
 */
export function NotificationBell() {
  const { t } = useTranslation('admin-notifications', { useSuspense: false });
  // The back-office login lists the admin's permissions; without that list the server decides alone.
  const allowed = useSession()?.user.permissions?.includes(PERMISSION) ?? true;
  const unread = useUnreadCount(allowed).data?.unreadCount ?? 0;
  if (!allowed) return null;
  return (
    <Link
      to="/admin/Notification"
      className="admin-notification-bell"
      aria-label={unread > 0 ? t('bellUnread', { unread }) : t('bell')}
    >
      <Badge count={unread} overflowCount={99} size="small">
        <BellOutlined style={{ fontSize: 18 }} aria-hidden />
      </Badge>
    </Link>
  );
}
