import type { UseQueryResult } from '@tanstack/react-query';
import { Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTablePaging } from '../../../components/admin/use-table-paging.ts';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { pagingParams } from '../../../lib/paging.ts';
import { ListFilters, type ListFilter } from './list-filters.tsx';

export type ListParams = ListFilter & { SkipCount: number; MaxResultCount: number };

/** A list paged on the server, with its filters, loading, empty and error states. */
export function PagedList<Row extends { id: number }>({
  useRows,
  columns,
}: {
  useRows: (params: ListParams) => UseQueryResult<{ totalCount: number; items: Row[] }>;
  columns: TableColumnsType<Row>;
}) {
  const { t } = useTranslation('admin-events');
  const { paging, pagination, firstPage } = useTablePaging();
  const [filter, setFilter] = useState<ListFilter>({});
  const rows = useRows({ ...pagingParams(paging), ...filter });
  function filterBy(change: Partial<ListFilter>) {
    setFilter((before) => ({ ...before, ...change }));
    firstPage();
  }
  return (
    <>
      <ListFilters onChange={filterBy} />
      {rows.isError ? (
        <LoadError error={rows.error} onRetry={() => void rows.refetch()} />
      ) : (
        <Table<Row>
          rowKey="id"
          size="small"
          loading={rows.isPending}
          columns={columns}
          dataSource={rows.data?.items}
          pagination={pagination(rows.data?.totalCount ?? 0)}
          scroll={{ x: 640 }}
          locale={{ emptyText: t('empty') }}
        />
      )}
    </>
  );
}
