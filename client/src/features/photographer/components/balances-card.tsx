import { Card, Descriptions, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useMyBalances } from '../api/my-balances.ts';

const grouping = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const ntd = (amount: number) => `${amount < 0 ? '-' : ''}NT$ ${grouping.format(Math.abs(amount))}`;

/** The account's totals, sums of the photographer's ledger, with a way to the transactions. */
export function BalancesCard() {
  const { t } = useTranslation('photographer');
  const balances = useMyBalances();
  return (
    <Card
      size="small"
      title={t('balances.title')}
      extra={<Link to="/transactionrecordlist">{t('balances.transactions')}</Link>}
    >
      {balances.isPending ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : balances.isError ? (
        <LoadError error={balances.error} onRetry={() => void balances.refetch()} />
      ) : (
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 3 }}
          items={[
            { key: 'unsettled', label: t('balances.unsettled'), children: ntd(balances.data.unsettled) },
            { key: 'inSettlement', label: t('balances.inSettlement'), children: ntd(balances.data.inSettlement) },
            { key: 'paidOut', label: t('balances.paidOut'), children: ntd(balances.data.paidOut) },
          ]}
        />
      )}
    </Card>
  );
}
