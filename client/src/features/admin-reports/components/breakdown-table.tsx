import { Select, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { formatNtd } from '../../../lib/money.ts';
import type { Paging } from '../../../lib/paging.ts';
import {
  useReportBreakdown,
  type ActivityRow,
  type BreakdownSort,
  type Figures,
  type PhotographerRow,
  type ReportFilter,
} from '../api/reports.ts';
import { ResponsiveTable } from '../../../components/ui/responsive-table.tsx';

const SORTS: BreakdownSort[] = ['revenue', 'orders', 'photosSold', 'refunds'];
const FIRST_PAGE: Paging = { page: 1, pageSize: 10 };

type Row = ActivityRow | PhotographerRow;

/** The figures of the range by activity or by photographer, a page at a time, largest first. */
export function BreakdownTable({ by, filter }: { by: 'activity' | 'photographer'; filter: ReportFilter }) {
  const { t } = useTranslation('admin-reports');
  const [paging, setPaging] = useState(FIRST_PAGE);
  const [sort, setSort] = useState<BreakdownSort>('revenue');
  const list = useReportBreakdown(by, filter, paging, sort);

  const money = (key: keyof Figures) => ({
    title: t(`figure.${key}`),
    dataIndex: key,
    width: 130,
    align: 'right' as const,
    render: formatNtd,
  });
  const count = (key: keyof Figures) => ({
    title: t(`figure.${key}`),
    dataIndex: key,
    width: 100,
    align: 'right' as const,
  });
  const columns: TableColumnsType<Row> = [
    by === 'activity'
      ? { title: t('column.activity'), dataIndex: 'title', width: 180 }
      : { title: t('column.photographer'), dataIndex: 'displayName', width: 140 },
    money('revenue'),
    count('orders'),
    count('photosSold'),
    money('averageOrderValue'),
    money('platformFee'),
    money('photographerShares'),
    money('refunds'),
  ];

  return (
    <>
      <Select
        className="reports-sort"
        aria-label={t('sortBy')}
        value={sort}
        onChange={(value: BreakdownSort) => {
          setSort(value);
          setPaging(FIRST_PAGE);
        }}
        options={SORTS.map((value) => ({ value, label: t('sort', { figure: t(`figure.${value}`) }) }))}
      />
      {list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <ResponsiveTable<Row>
          rowKey={(row) => ('activityId' in row ? row.activityId : row.photographerId)}
          columns={columns}
          dataSource={list.data?.items}
          loading={list.isFetching}
          pagination={{
            current: paging.page,
            pageSize: paging.pageSize,
            total: list.data?.totalCount ?? 0,
            onChange: (page, pageSize) => setPaging({ page: pageSize === paging.pageSize ? page : 1, pageSize }),
          }}
          locale={{ emptyText: t('empty') }}
        />
      )}
    </>
  );
}
