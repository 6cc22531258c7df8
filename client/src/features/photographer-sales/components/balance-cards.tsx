import { Card, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Balances } from '../api/sales-api.ts';
import { formatNtd } from './money.ts';

/** Unsettled, in settlement and paid out: each a sum of the ledger. */
export function BalanceCards({ balances }: { balances: Balances }) {
  const { t } = useTranslation('photographer-sales');
  const figures = [
    ['unsettled', balances.unsettled],
    ['inSettlement', balances.inSettlement],
    ['paidOut', balances.paidOut],
  ] as const;
  return (
    <div className="sales-balances">
      {figures.map(([name, value]) => (
        <Card key={name} size="small">
          <Statistic title={t(`balances.${name}`)} value={value} formatter={() => formatNtd(value)} />
        </Card>
      ))}
    </div>
  );
}
