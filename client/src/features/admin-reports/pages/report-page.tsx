import { DownloadOutlined } from '@ant-design/icons';
import { Button, DatePicker, Dropdown, Segmented, Skeleton, Tabs, Tag } from 'antd';
import dayjs from 'dayjs';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { taipeiDate } from '../../../lib/taipei-time.ts';
import {
  GRANULARITIES,
  useExportCsv,
  useReportSummary,
  type ExportBy,
  type Granularity,
  type ReportFilter,
} from '../api/reports.ts';
import { BreakdownTable } from '../components/breakdown-table.tsx';
import { FigureCards } from '../components/figure-cards.tsx';
import '../components/reports.css';

// The charting library is heavy: its own chunk, fetched once the page is open.
const RevenueChart = lazy(() => import('../components/revenue-chart.tsx'));

const DAY = 'YYYY-MM-DD';
const EXPORTS: ExportBy[] = ['period', 'activity', 'photographer'];

/** Today in Taiwan, whatever the browser's time zone: reports count Taipei days. */
const taipeiToday = () => dayjs(taipeiDate(new Date()), DAY);
const dayOf = (value: string | null) => (value && dayjs(value, DAY, true).isValid() ? value : undefined);
const idOf = (value: string | null) => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

/** The report the address holds (`?from=&to=&granularity=&activityId=&photographerId=`); this month so far by default. */
function filterOf(search: URLSearchParams): ReportFilter {
  const today = taipeiToday();
  return {
    from: dayOf(search.get('from')) ?? today.startOf('month').format(DAY),
    to: dayOf(search.get('to')) ?? today.format(DAY),
    granularity: GRANULARITIES.find((value) => value === search.get('granularity')) ?? 'day',
    activityId: idOf(search.get('activityId')),
    photographerId: idOf(search.get('photographerId')),
  };
}

/** Money of paid orders over a range: totals, charts by period, and tables by activity and by photographer. */
export default function ReportPage() {
  const { t } = useTranslation('admin-reports');
  const [search, setSearch] = useSearchParams();
  const filter = filterOf(search);
  const summary = useReportSummary(filter);
  const exportCsv = useExportCsv();

  function setFilter(changes: Partial<Record<keyof ReportFilter, string | number | undefined>>) {
    setSearch(
      (previous) => {
        const params = new URLSearchParams(previous);
        for (const [name, value] of Object.entries(changes))
          if (value === undefined) params.delete(name);
          else params.set(name, String(value));
        return params;
      },
      { replace: true },
    );
  }

  const exportButton = (
    <Dropdown
      menu={{
        items: EXPORTS.map((by) => ({ key: by, label: t(`export.${by}`) })),
        onClick: ({ key }) => exportCsv.mutate({ ...filter, by: key as ExportBy }),
      }}
    >
      <Button icon={<DownloadOutlined />} loading={exportCsv.isPending}>
        {t('export.button')}
      </Button>
    </Dropdown>
  );

  return (
    <AdminPage extra={exportButton}>
      <div className="reports-filters">
        <DatePicker.RangePicker
          aria-label={t('filter.period')}
          allowClear={false}
          value={[dayjs(filter.from), dayjs(filter.to)]}
          onChange={(range) => {
            if (range?.[0] && range[1]) setFilter({ from: range[0].format(DAY), to: range[1].format(DAY) });
          }}
        />
        <Segmented<Granularity>
          aria-label={t('filter.granularity')}
          value={filter.granularity}
          onChange={(value) => setFilter({ granularity: value })}
          options={GRANULARITIES.map((value) => ({ value, label: t(`granularity.${value}`) }))}
        />
        {filter.activityId && (
          <Tag closable onClose={() => setFilter({ activityId: undefined })}>
            {t('filter.activity', { id: filter.activityId })}
          </Tag>
        )}
        {filter.photographerId && (
          <Tag closable onClose={() => setFilter({ photographerId: undefined })}>
            {t('filter.photographer', { id: filter.photographerId })}
          </Tag>
        )}
      </div>
      {summary.isError ? (
        <LoadError error={summary.error} onRetry={() => void summary.refetch()} />
      ) : !summary.data ? (
        <Skeleton active />
      ) : (
        <>
          <FigureCards totals={summary.data.totals} />
          <Suspense fallback={<Skeleton active className="reports-chart-fallback" />}>
            <RevenueChart series={summary.data.series} />
          </Suspense>
        </>
      )}
      <Tabs
        items={(['activity', 'photographer'] as const).map((by) => ({
          key: by,
          label: t(`by.${by}`),
          children: <BreakdownTable key={JSON.stringify(filter)} by={by} filter={filter} />,
        }))}
      />
    </AdminPage>
  );
}
