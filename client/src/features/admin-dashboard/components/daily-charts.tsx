import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DayFigures } from '../api/get-summary.ts';
import { DailyBarChart } from './daily-bar-chart.tsx';

const nt = (value: number) => `NT$${value.toLocaleString('en-US')}`;

/**
 * Revenue and uploads per day for 30 days: two bar charts, and their values as a table for screen
 * readers. Revenue only for roles that see sales (the server answers null to the others).
 */
export function DailyCharts({ days }: { days: readonly DayFigures[] }) {
  const { t } = useTranslation('admin-dashboard');
  const showsRevenue = days.some((day) => day.revenue !== null);
  if (days.every((day) => !day.revenue && day.uploads === 0)) {
    return <Empty description={t('chart.empty')} />;
  }
  const revenue = days.map((day) => ({ date: day.date, value: day.revenue ?? 0 }));
  const uploads = days.map((day) => ({ date: day.date, value: day.uploads }));
  const max = (series: { value: number }[]) => Math.max(...series.map((day) => day.value));
  return (
    <>
      <div className="dashboard-charts">
        {showsRevenue && (
          <DailyBarChart
            title={t('chart.revenueTitle')}
            description={t('chart.revenueDesc', { max: max(revenue).toLocaleString('en-US') })}
            days={revenue}
            label={(day) => `${day.date}: ${nt(day.value)}`}
            color="#1677ff"
          />
        )}
        <DailyBarChart
          title={t('chart.uploadsTitle')}
          description={t('chart.uploadsDesc', { max: max(uploads) })}
          days={uploads}
          label={(day) => `${day.date}: ${day.value}`}
          color="#52c41a"
        />
      </div>
      {/* The wrapper hides the table: a table box takes its rows' height whatever its own size. */}
      <div className="dashboard-table">
        <table>
          <caption>{t('chart.tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('chart.date')}</th>
              {showsRevenue && <th scope="col">{t('revenue')}</th>}
              <th scope="col">{t('photosUploaded')}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{day.date}</th>
                {showsRevenue && <td>{nt(day.revenue ?? 0)}</td>}
                <td>{day.uploads}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
