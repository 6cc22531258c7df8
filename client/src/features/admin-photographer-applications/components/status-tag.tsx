import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApplicationStatus } from '../api/applications.ts';

const COLORS: Record<ApplicationStatus, string> = { pending: 'gold', approved: 'green', rejected: 'red' };

export function StatusTag({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation('admin-photographer-applications');
  return <Tag color={COLORS[status]}>{t(`status.${status}`)}</Tag>;
}
