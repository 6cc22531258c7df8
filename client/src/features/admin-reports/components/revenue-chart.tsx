import { Column, Line } from '@ant-design/plots';
import { useTranslation } from 'react-i18next';
import { formatNtd } from '../../../lib/money.ts';
import type { PeriodFigures } from '../api/reports.ts';
import { integerTicks } from './integer-ticks.ts';

// The report's charts. This file alone imports the charting library: the page loads it lazily, so
// the library is a chunk of its own fetched only on /admin/AdminReport.

const HEIGHT = 280;

/** Revenue per period as stacked columns (platform fee under photographer shares), then orders as a line. */
export default function RevenueChart({ series }: { series: readonly PeriodFigures[] }) {
  const { t } = useTranslation('admin-reports');
  const money = series.flatMap((row) => [
    { period: row.period, part: t('figure.platformFee'), amount: row.platformFee },
    { period: row.period, part: t('figure.photographerShares'), amount: row.photographerShares },
  ]);
  const orders = series.map((row) => ({ period: row.period, orders: row.orders }));
  return (
    <div className="reports-charts">
      <section aria-label={t('chart.revenue')}>
        <h2 className="reports-chart-title">{t('chart.revenue')}</h2>
        <Column
          data={money}
          xField="period"
          yField="amount"
          colorField="part"
          stack
          height={HEIGHT}
          autoFit
          axis={{ y: { labelFormatter: (value: number) => value.toLocaleString('en-US') } }}
          tooltip={{ items: [{ channel: 'y', valueFormatter: (value: number) => formatNtd(value) }] }}
        />
      </section>
      <section aria-label={t('chart.orders')}>
        <h2 className="reports-chart-title">{t('chart.orders')}</h2>
        <Line
          data={orders}
          xField="period"
          yField="orders"
          scale={{ y: { domainMin: 0, tickMethod: integerTicks } }}
          height={HEIGHT}
          autoFit
          point
        />
      </section>
    </div>
  );
}
