import { Button, Skeleton, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DayRangeFilter, type DayRange } from '../../../components/ui/day-range-filter.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { notify } from '../../../lib/notify.ts';
import { exportMyLedger, useMyLedger, type LedgerLine } from '../api/sales-api.ts';
import { BalanceCards } from '../components/balance-cards.tsx';
import { formatNtd } from '../components/money.ts';
import '../components/photographer-sales.css';
import { ResponsiveTable } from '../../../components/ui/responsive-table.tsx';

const PAGE_SIZE = 20;

const signed = (amount: number) => (
  <span className={amount < 0 ? 'sales-amount-negative' : undefined}>{formatNtd(amount)}</span>
);

/** /transactionrecordlist: the photographer's ledger, newest first, with the balance after each entry. */
export default function TransactionRecordPage() {
  const { t } = useTranslation('photographer-sales');
  const [page, setPage] = useState(1);
  const [days, setDays] = useState<DayRange>({});
  const ledger = useMyLedger({ page, pageSize: PAGE_SIZE }, days);

  const columns: ColumnsType<LedgerLine> = [
    {
      title: t('ledger.date'),
      dataIndex: 'createdAt',
      width: 150,
      render: (at: string) => dayjs(at).format('YYYY-MM-DD HH:mm'),
    },
    { title: t('ledger.kind'), dataIndex: 'kind', width: 100, render: (kind: string) => t(`kind.${kind}`) },
    {
      title: t('ledger.about'),
      key: 'about',
      width: 240,
      render: (_, line) =>
        line.orderItemId ? (
          <Link to={`/salesdetails/${line.orderItemId}`}>{line.activityTitle ?? t('ledger.sale')}</Link>
        ) : (
          (line.reason ?? '—')
        ),
    },
    { title: t('ledger.amount'), dataIndex: 'amount', width: 110, align: 'right', render: signed },
    { title: t('ledger.balance'), dataIndex: 'balance', width: 120, align: 'right', render: signed },
  ];

  return (
    <div className="sales-page">
      <Typography.Title level={1}>{t('ledger.title')}</Typography.Title>
      <Space wrap className="sales-filters">
        <DayRangeFilter
          label={t('ledger.period')}
          value={days}
          onChange={(range) => {
            setDays(range);
            setPage(1);
          }}
        />
        <Button onClick={() => void exportMyLedger(days).catch((error: Error) => notify.error(error.message))}>
          {t('ledger.exportCsv')}
        </Button>
      </Space>
      {ledger.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : ledger.isError ? (
        <LoadError error={ledger.error} onRetry={() => void ledger.refetch()} />
      ) : (
        <>
          <BalanceCards balances={ledger.data.balances} />
          <ResponsiveTable<LedgerLine>
            rowKey="id"
            size="small"
            columns={columns}
            dataSource={ledger.data.items}
            loading={ledger.isFetching}
            locale={{ emptyText: t('ledger.empty') }}
            pagination={{
              current: page,
              pageSize: PAGE_SIZE,
              total: ledger.data.totalCount,
              showSizeChanger: false,
              onChange: setPage,
            }}
          />
        </>
      )}
    </div>
  );
}
