import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Sale } from '../api/sales-api.ts';

const COLORS: Record<Sale['status'], string> = {
  unsettled: 'gold',
  in_settlement: 'blue',
  paid: 'green',
  refunded: 'red',
};

export function SaleStatusTag({ status }: { status: Sale['status'] }) {
  const { t } = useTranslation('photographer-sales');
  return <Tag color={COLORS[status]}>{t(`status.${status}`)}</Tag>;
}
