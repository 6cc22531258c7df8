import { Pagination } from 'antd';

/** Server-side paging under a list; hidden when everything fits on one page. */
export function PagedListFooter({
  page,
  pageSize,
  total,
  onChange,
}: {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}) {
  if (total <= pageSize) return null;
  return (
    <Pagination
      className="shop-pagination"
      current={page}
      pageSize={pageSize}
      total={total}
      showSizeChanger={false}
      onChange={onChange}
    />
  );
}
