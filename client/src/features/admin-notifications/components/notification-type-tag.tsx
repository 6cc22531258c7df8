import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { NotificationType } from '../api/notifications.ts';

const COLOURS: Record<NotificationType, string> = {
  ApplyPhotographer: 'purple',
  ActivityPhoto: 'blue',
  Car: 'gold',
  Users: 'cyan',
  Photographer: 'magenta',
  Index: 'default',
};

export function NotificationTypeTag({ type }: { type: NotificationType }) {
  const { t } = useTranslation('admin-notifications');
  return <Tag color={COLOURS[type]}>{t(`type.${type}`)}</Tag>;
}
