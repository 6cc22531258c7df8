import { Pagination } from 'antd';

interface ResultPagesProps {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}

/** The catalogue's page numbers: fixed-size pages fetched from the server, hidden when one page holds all. */
export function ResultPages({ page, pageSize, total, onChange }: ResultPagesProps) {
  return (
    <Pagination
      className="catalogue-pagination"
      current={page}
      pageSize={pageSize}
      total={total}
      showSizeChanger={false}
      hideOnSinglePage
      onChange={onChange}
    />
  );
}
