import { Segmented, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { EmptyState, LoadingSkeleton } from '../../../components/ui/deferred-states.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { usePhotoActivities, useYearMonthPhotos } from '../api/activities.ts';
import { ActivityGrid } from './activity-card.tsx';

const PAGE_SIZE = 12;

function positive(value: string | null): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
}

/** /activityevent without an id: every activity with photos, by year and month (in the URL). */
export function ActivityBrowser() {
  const { t } = useTranslation('catalogue');
  const [params, setParams] = useSearchParams();
  const year = positive(params.get('year'));
  const month = year ? positive(params.get('month')) : null;
  const page = positive(params.get('page')) ?? 1;
  const yearMonths = useYearMonthPhotos();
  const { data, isPending, isError, error, refetch } = usePhotoActivities({ year, month }, page, PAGE_SIZE);
  const months = yearMonths.data?.find((entry) => entry.year === year)?.months ?? [];

  const update = (next: { year?: number | null; month?: number | null; page?: number }) => {
    const search = new URLSearchParams();
    if (next.year) search.set('year', String(next.year));
    if (next.year && next.month) search.set('month', String(next.month));
    if (next.page && next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };

  return (
    <div className="catalogue-page">
      <Typography.Title level={1}>{t('browse.title')}</Typography.Title>
      <div className="year-month-filter">
        <Select<number>
          allowClear
          placeholder={t('browse.allYears')}
          aria-label={t('browse.year')}
          loading={yearMonths.isPending}
          value={year ?? undefined}
          options={(yearMonths.data ?? []).map((entry) => ({
            value: entry.year,
            label: t('browse.yearOption', { year: entry.year, count: entry.activityCount }),
          }))}
          onChange={(next) => update({ year: next ?? null })}
        />
        {year && months.length > 0 && (
          <Segmented<number>
            aria-label={t('browse.month')}
            value={month ?? 0}
            options={[
              { value: 0, label: t('browse.allMonths') },
              ...months.map((entry) => ({
                value: entry.month,
                label: t('browse.monthOption', { month: entry.month }),
              })),
            ]}
            onChange={(next) => update({ year, month: next || null })}
          />
        )}
      </div>
      {isPending ? (
        <LoadingSkeleton active paragraph={{ rows: 6 }} />
      ) : isError ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : data.items.length === 0 ? (
        <EmptyState description={t('browse.empty')} />
      ) : (
        <>
          <ActivityGrid activities={data.items} />
          <Pager
            page={page}
            pageSize={PAGE_SIZE}
            total={data.totalCount}
            onChange={(next) => update({ year, month, page: next })}
          />
        </>
      )}
    </div>
  );
}
