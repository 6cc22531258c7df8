import type { TablePaginationConfig } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { Paging } from '../../lib/paging.ts';

const PAGE_SIZES = [20, 50, 100];
const DEFAULT_PAGE_SIZE = 20;

function positiveInt(text: string | null): number | undefined {
  const value = Number(text);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

/**
 * A back-office table's page, kept in the address (`?page=&size=`) so a reload, a shared link and
 * the back button return to the same page. Lists are paged on the server: pass `paging` to the
 * fetcher (`pagingParams`) and `pagination(totalCount)` to antd's Table.
 */
export function useTablePaging(defaultSize = DEFAULT_PAGE_SIZE) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const size = positiveInt(search.get('size'));
  const paging: Paging = {
    page: positiveInt(search.get('page')) ?? 1,
    pageSize: size !== undefined && PAGE_SIZES.includes(size) ? size : defaultSize,
  };

  function setPaging(next: Paging) {
    setSearch(
      (previous) => {
        const params = new URLSearchParams(previous);
        params.set('page', String(next.page));
        params.set('size', String(next.pageSize));
        return params;
      },
      { replace: true },
    );
  }

  function pagination(total: number): TablePaginationConfig {
    return {
      current: paging.page,
      pageSize: paging.pageSize,
      total,
      showSizeChanger: true,
      pageSizeOptions: PAGE_SIZES,
      showTotal: (count) => t('adminTable.total', { count }),
      // A new page size starts again at the first page: the old page number means other rows.
      onChange: (page, pageSize) => setPaging({ page: pageSize === paging.pageSize ? page : 1, pageSize }),
    };
  }

  /** Back to the first page, e.g. when a filter changed. */
  function firstPage() {
    if (paging.page !== 1) setPaging({ ...paging, page: 1 });
  }

  /**
   * Sets filters kept in the address (an empty or missing value removes one) and starts again at
   * the first page: other filters mean other rows.
   */
  function setFilters(changes: Record<string, string | number | boolean | undefined>) {
    setSearch(
      (previous) => {
        const params = new URLSearchParams(previous);
        for (const [name, value] of Object.entries(changes)) {
          if (value === undefined || value === '') params.delete(name);
          else params.set(name, String(value));
        }
        params.delete('page');
        return params;
      },
      { replace: true },
    );
  }

  return { paging, pagination, firstPage, setFilters };
}
