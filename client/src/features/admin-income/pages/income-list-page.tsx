import { Input, Select, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { useTablePaging } from '../../../components/admin/use-table-paging.ts';
import { DayRangeFilter, dayParam } from '../../../components/ui/day-range-filter.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { formatNtd } from '../../../lib/money.ts';
import { INCOME_SORTS, useIncomeList, type IncomeFilter, type IncomeRow, type IncomeSort } from '../api/income.ts';
import { FIGURE_NAMES } from '../components/income-figures.tsx';
import '../components/admin-income.css';
import { ResponsiveTable } from '../../../components/ui/responsive-table.tsx';

/** The filter the address holds (`?keyword=…&sort=balanceAsc&dateFrom=…&dateTo=…`). */
function filterOf(search: URLSearchParams): IncomeFilter {
  return {
    keyword: search.get('keyword')?.trim() || undefined,
    sort: INCOME_SORTS.find((value) => value === search.get('sort')),
    dateFrom: dayParam(search.get('dateFrom')),
    dateTo: dayParam(search.get('dateTo')),
  };
}

const money = (amount: number) => (
  <span className={amount < 0 ? 'income-money income-negative' : 'income-money'}>{formatNtd(amount)}</span>
);

/** Every photographer's income, largest balance first: search and paging on the server. */
export default function IncomeListPage() {
  const { t } = useTranslation('admin-income');
  const [search] = useSearchParams();
  const { paging, pagination, setFilters } = useTablePaging();
  const filter = filterOf(search);
  const list = useIncomeList(paging, filter);

  const columns: TableColumnsType<IncomeRow> = [
    {
      title: t('column.photographer'),
      key: 'photographer',
      // Wide enough for a name and most addresses; a longer address wraps (admin-income.css).
      width: 160,
      render: (_, row) => (
        <>
          <Link to={`/admin/IncomeDetails/${row.photographer.id}`}>{row.photographer.displayName}</Link>
          <div className="ant-typography ant-typography-secondary income-email">{row.photographer.email}</div>
        </>
      ),
    },
    { title: t('figure.salesCount'), dataIndex: 'salesCount', width: 90, align: 'right' },
    ...FIGURE_NAMES.map((name) => ({
      title: t(`figure.${name}`),
      dataIndex: name,
      align: 'right' as const,
      render: money,
    })),
  ];

  return (
    <AdminPage>
      <div className="income-filters">
        <Input.Search
          key={`keyword-${filter.keyword ?? ''}`}
          defaultValue={filter.keyword}
          allowClear
          placeholder={t('filter.keyword')}
          aria-label={t('filter.keyword')}
          maxLength={254}
          onSearch={(value) => setFilters({ keyword: value.trim() || undefined })}
        />
        <Select
          aria-label={t('filter.sort')}
          value={filter.sort ?? 'balanceDesc'}
          onChange={(value: IncomeSort) => setFilters({ sort: value === 'balanceDesc' ? undefined : value })}
          options={INCOME_SORTS.map((value) => ({ value, label: t(`sort.${value}`) }))}
        />
        {/* Sales, payouts and adjustments of those days; the balance stays today's. */}
        <DayRangeFilter label={t('filter.period')} value={filter} onChange={setFilters} />
      </div>
      {list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <ResponsiveTable<IncomeRow>
          rowKey={(row) => row.photographer.id}
          columns={columns}
          dataSource={list.data?.items}
          loading={list.isFetching}
          pagination={pagination(list.data?.totalCount ?? 0)}
          locale={{ emptyText: t('empty') }}
        />
      )}
    </AdminPage>
  );
}
