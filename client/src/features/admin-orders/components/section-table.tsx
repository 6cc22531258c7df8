import { Table, Typography, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';

/** One titled list of an order's page (refunds, attempts, notices, downloads): unpaged, scrolling sideways on phones. */
export function SectionTable<Row extends object>({
  title,
  note,
  rowKey,
  columns,
  rows,
  width,
  empty,
}: {
  title: string;
  /** A line under the title, e.g. that only the latest rows are listed. */
  note?: ReactNode;
  rowKey: keyof Row & string;
  columns: TableColumnsType<Row>;
  rows: readonly Row[];
  /** The table's width before it scrolls sideways. */
  width: number;
  empty: string;
}) {
  return (
    <>
      <Typography.Title level={2} className="order-section-title">
        {title}
      </Typography.Title>
      {note && <Typography.Paragraph type="secondary">{note}</Typography.Paragraph>}
      <Table<Row>
        rowKey={rowKey}
        size="small"
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={{ x: width }}
        locale={{ emptyText: empty }}
      />
    </>
  );
}
