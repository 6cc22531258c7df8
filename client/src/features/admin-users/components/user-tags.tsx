import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PhotographerStatus } from '../api/users.ts';

const PHOTOGRAPHER_COLORS: Record<PhotographerStatus, string | undefined> = {
  none: undefined,
  pending: 'gold',
  approved: 'green',
  blocked: 'red',
};

export function PhotographerTag({ status }: { status: PhotographerStatus }) {
  const { t } = useTranslation('admin-users');
  return <Tag color={PHOTOGRAPHER_COLORS[status]}>{t(`photographer.${status}`)}</Tag>;
}

export function AccountTag({ isActive }: { isActive: boolean }) {
  const { t } = useTranslation('admin-users');
  return isActive ? <Tag color="green">{t('account.active')}</Tag> : <Tag color="red">{t('account.suspended')}</Tag>;
}
