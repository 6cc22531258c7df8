import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StatusMinute } from '../api/get-last-hour.ts';
import { MinuteChart } from './minute-chart.tsx';

/** "14:05" in the browser's time zone. */
const clock = (iso: string) => new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });

/** The share of requests that failed (5xx), in %, for a sampled minute with requests. */
export function errorRate(minute: StatusMinute): number | null {
  if (minute.requests === null || minute.serverErrors === null || minute.requests === 0) return null;
  return Math.round((minute.serverErrors / minute.requests) * 1000) / 10;
}

/**
 * The last hour minute by minute: queue depth, upload → published delay, error rate; and every
 * value in a table for screen readers. Says so when no minute was sampled or published.
 */
export function StatusCharts({ minutes }: { minutes: readonly StatusMinute[] }) {
  const { t } = useTranslation('admin-system-status');
  const measured = minutes.some((minute) => minute.queueWaiting !== null || minute.photosPublished > 0);
  if (!measured) return <Empty description={t('chart.empty')} />;
  const from = clock(minutes[0]!.minute);
  const to = clock(minutes.at(-1)!.minute);
  const seconds = (max: number) => t('unit.seconds', { value: Math.round(max) });
  return (
    <>
      <div className="status-charts">
        <MinuteChart
          title={t('chart.queueTitle')}
          description={t('chart.queueDesc')}
          lines={[{ label: t('chart.waiting'), color: '#1677ff', values: minutes.map((m) => m.queueWaiting) }]}
          top={(max) => String(Math.round(max))}
          from={from}
          to={to}
        />
        <MinuteChart
          title={t('chart.delayTitle')}
          description={t('chart.delayDesc')}
          lines={[
            { label: t('chart.median'), color: '#52c41a', values: minutes.map((m) => m.publishDelayP50Seconds) },
            { label: t('chart.p95'), color: '#fa8c16', values: minutes.map((m) => m.publishDelayP95Seconds) },
          ]}
          top={seconds}
          from={from}
          to={to}
        />
        <MinuteChart
          title={t('chart.errorsTitle')}
          description={t('chart.errorsDesc')}
          lines={[{ label: t('chart.errorRate'), color: '#ff4d4f', values: minutes.map(errorRate) }]}
          top={(max) => `${max.toFixed(1)} %`}
          from={from}
          to={to}
        />
      </div>
      {/* A table's width follows its cells: the holder, not the table, is made 1 px (no sideways scroll). */}
      <div className="visually-hidden">
        <table>
          <caption>{t('chart.tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('chart.minute')}</th>
              <th scope="col">{t('chart.waiting')}</th>
              <th scope="col">{t('chart.published')}</th>
              <th scope="col">{t('chart.median')}</th>
              <th scope="col">{t('chart.p95')}</th>
              <th scope="col">{t('chart.errorRate')}</th>
            </tr>
          </thead>
          <tbody>
            {minutes.map((minute) => (
              <tr key={minute.minute}>
                <th scope="row">{clock(minute.minute)}</th>
                <td>{minute.queueWaiting ?? '—'}</td>
                <td>{minute.photosPublished}</td>
                <td>{minute.publishDelayP50Seconds ?? '—'}</td>
                <td>{minute.publishDelayP95Seconds ?? '—'}</td>
                <td>{errorRate(minute) ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
