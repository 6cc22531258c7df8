import { Button, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { isPhotographer, useSession } from '../../../lib/session.ts';
import { useMyEarnings, type Earnings } from '../api/sales-api.ts';
import { BalanceCards } from '../components/balance-cards.tsx';
import { EarningsChart } from '../components/earnings-chart.tsx';
import { formatNtd } from '../components/money.ts';
import '../components/photographer-sales.css';
import { ResponsiveTable } from '../../../components/ui/responsive-table.tsx';

type Row = Earnings['byMonth'][number] | Earnings['byActivity'][number];

/** /photographerearningslist: earnings by month (a chart) and by activity; members are invited to apply. */
export default function EarningsPage() {
  const { t } = useTranslation('photographer-sales');
  const photographer = isPhotographer(useSession()?.user);
  const earnings = useMyEarnings(photographer);

  if (!photographer) {
    return (
      <Result
        status="info"
        title={t('earnings.notPhotographer')}
        subTitle={t('earnings.invitation')}
        extra={
          <Link to="/joinphotographer">
            <Button type="primary">{t('earnings.apply')}</Button>
          </Link>
        }
      />
    );
  }
  if (earnings.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (earnings.isError) return <LoadError error={earnings.error} onRetry={() => void earnings.refetch()} />;
  const { byMonth, byActivity, balances } = earnings.data;

  const figures = [
    { title: t('earnings.count'), dataIndex: 'count', width: 80, align: 'right' as const },
    { title: t('earnings.settled'), dataIndex: 'settled', width: 110, align: 'right' as const, render: formatNtd },
    { title: t('earnings.unsettled'), dataIndex: 'unsettled', width: 110, align: 'right' as const, render: formatNtd },
  ];
  return (
    <div className="sales-page">
      <Typography.Title level={1}>{t('earnings.title')}</Typography.Title>
      <BalanceCards balances={balances} />
      <Typography.Title level={2}>{t('earnings.byMonth')}</Typography.Title>
      <EarningsChart months={byMonth} />
      <ResponsiveTable<Row>
        rowKey="month"
        size="small"
        pagination={false}
        dataSource={[...byMonth].reverse()}
        columns={[{ title: t('earnings.month'), dataIndex: 'month', width: 100 }, ...figures]}
      />
      <Typography.Title level={2}>{t('earnings.byActivity')}</Typography.Title>
      <ResponsiveTable<Row>
        rowKey="activityId"
        size="small"
        pagination={false}
        dataSource={byActivity}
        locale={{ emptyText: t('earnings.empty') }}
        columns={[{ title: t('sales.activity'), dataIndex: 'title', width: 200 }, ...figures]}
      />
    </div>
  );
}
