import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Button, Space, type TableColumnType } from 'antd';
import { useTranslation } from 'react-i18next';

// Reordering a back-office list without drag-and-drop packages: each row moves one place up or
// down, and the whole list is numbered afresh (10, 20, 30…) so equal or gapped sort numbers
// never make a move land somewhere unexpected. Only the rows whose number changed are sent.

export interface Sortable {
  id: number;
  sort: number;
}

const SORT_STEP = 10;

/** The new sort numbers after moving row `from` to `to` (indexes in the list as shown). */
export function movedSortOrder(rows: readonly Sortable[], from: number, to: number): Sortable[] {
  const order = [...rows];
  const [moved] = order.splice(from, 1);
  if (!moved) return [];
  order.splice(to, 0, moved);
  return order
    .map((row, index) => ({ id: row.id, sort: (index + 1) * SORT_STEP }))
    .filter((row, index) => row.sort !== order[index]?.sort);
}

/** Up and down buttons of one row. */
export function MoveButtons({
  index,
  count,
  disabled,
  onMove,
}: {
  index: number;
  count: number;
  disabled?: boolean;
  onMove: (from: number, to: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Space size={4}>
      <Button
        size="small"
        aria-label={t('adminForm.moveUp')}
        icon={<ArrowUpOutlined />}
        disabled={disabled || index === 0}
        onClick={() => onMove(index, index - 1)}
      />
      <Button
        size="small"
        aria-label={t('adminForm.moveDown')}
        icon={<ArrowDownOutlined />}
        disabled={disabled || index === count - 1}
        onClick={() => onMove(index, index + 1)}
      />
    </Space>
  );
}

/** The leading column of a table reordered in place: each row's up and down buttons. */
export function useSortColumn<Row extends Sortable>(
  rows: readonly Row[],
  reorder: { isPending: boolean; mutate: (changed: Sortable[]) => unknown },
): TableColumnType<Row> {
  const { t } = useTranslation();
  return {
    title: t('adminForm.sort'),
    key: 'sort',
    width: 90,
    render: (_, _row, index) => (
      <MoveButtons
        index={index}
        count={rows.length}
        disabled={reorder.isPending}
        onMove={(from, to) => reorder.mutate(movedSortOrder(rows, from, to))}
      />
    ),
  };
}
