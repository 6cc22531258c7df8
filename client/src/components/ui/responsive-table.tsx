import { Empty, Pagination, Spin, Table, type TableColumnType, type TableProps } from 'antd';
import { isValidElement, useState, type Key, type ReactNode } from 'react';
import { useIsMobile } from '../../lib/use-is-mobile.ts';
import './responsive-table.css';

/** The key of the column the cards show last, as their actions (see row-actions.tsx). */
const ACTIONS_KEY = 'actions';
const DEFAULT_PAGE_SIZE = 10;

/**
 * A list's table (decision 075). From 768 px on it is antd's table, as wide as the page and no
 * wider, so no column is pinned over another; on a phone each row becomes a card with every column
 * as a labelled line (names and money whole, never scrolled out of view) and its actions last.
 * Rows with `children` (regions and their cities) follow their parent, indented.
 */
export function ResponsiveTable<Row extends object>(props: Omit<TableProps<Row>, 'scroll'>) {
  const phone = useIsMobile();
  return phone ? <TableCards {...props} /> : <Table<Row> {...props} />;
}

type Column<Row> = TableColumnType<Row>;
type Flat<Row> = { row: Row; index: number; depth: number };

/** The leaf columns, in order: a column group's own title is not a line of its own. */
function leafColumns<Row>(columns: TableProps<Row>['columns']): Column<Row>[] {
  return (columns ?? []).flatMap((column) =>
    'children' in column && column.children ? leafColumns(column.children) : [column as Column<Row>],
  );
}

function valueAt(row: object, dataIndex: Column<object>['dataIndex']): unknown {
  if (dataIndex === undefined) return undefined;
  const path = Array.isArray(dataIndex) ? dataIndex : [dataIndex];
  return path.reduce<unknown>((value, step) => (value as Record<string, unknown> | null)?.[step], row);
}

/** What the table would show in the cell: the column's render, else the value itself. */
function cellOf<Row extends object>(column: Column<Row>, flat: Flat<Row>): ReactNode {
  const value = valueAt(flat.row, column.dataIndex as Column<object>['dataIndex']);
  if (!column.render) return value as ReactNode;
  const rendered = column.render(value, flat.row, flat.index);
  // antd also accepts { children, props } from render (cell spans): cards show the children.
  if (rendered && typeof rendered === 'object' && !isValidElement(rendered) && 'children' in rendered) {
    return rendered.children;
  }
  return rendered as ReactNode;
}

function flatten<Row extends object>(rows: readonly Row[], depth = 0): Flat<Row>[] {
  return rows.flatMap((row, index) => {
    const children = (row as { children?: Row[] }).children;
    return [{ row, index, depth }, ...(children ? flatten(children, depth + 1) : [])];
  });
}

function keyOf<Row extends object>(rowKey: TableProps<Row>['rowKey'], flat: Flat<Row>): Key {
  if (typeof rowKey === 'function') return rowKey(flat.row, flat.index);
  return (flat.row as Record<string, Key>)[(rowKey as string | undefined) ?? 'key'] ?? flat.index;
}

function TableCards<Row extends object>({
  columns,
  dataSource = [],
  rowKey,
  loading,
  pagination,
  locale,
}: Omit<TableProps<Row>, 'scroll'>) {
  const [localPage, setLocalPage] = useState(1);
  const leaves = leafColumns(columns);
  const fields = leaves.filter((column) => column.key !== ACTIONS_KEY);
  const actions = leaves.find((column) => column.key === ACTIONS_KEY);
  // A pagination with a total pages on the server; without one the rows are paged here, as antd's table does.
  const paged = pagination === false ? undefined : (pagination ?? {});
  const serverPaged = paged?.total !== undefined;
  const pageSize = paged?.pageSize ?? DEFAULT_PAGE_SIZE;
  const page = paged?.current ?? localPage;
  const rows = !paged || serverPaged ? dataSource : dataSource.slice((page - 1) * pageSize, page * pageSize);
  const spinning = typeof loading === 'object' ? Boolean(loading.spinning) : Boolean(loading);
  const emptyText = typeof locale?.emptyText === 'function' ? locale.emptyText() : locale?.emptyText;

  return (
    <Spin spinning={spinning}>
      {rows.length === 0 ? (
        <div className="table-cards-empty">{emptyText ?? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}</div>
      ) : (
        <ul className="table-cards">
          {flatten(rows).map((flat) => (
            <li
              key={keyOf(rowKey, flat)}
              className="table-card"
              style={flat.depth ? { marginInlineStart: flat.depth * 16 } : undefined}
            >
              <dl className="table-card-fields">
                {fields.map((column, index) => (
                  <div key={String(column.key ?? column.dataIndex ?? index)} className="table-card-field">
                    <dt>{typeof column.title === 'function' ? null : column.title}</dt>
                    <dd>{cellOf(column, flat)}</dd>
                  </div>
                ))}
              </dl>
              {actions && <div className="table-card-actions">{cellOf(actions, flat)}</div>}
            </li>
          ))}
        </ul>
      )}
      {paged && (serverPaged ? paged.total! : dataSource.length) > pageSize && (
        <Pagination
          className="table-cards-pagination"
          size="small"
          {...paged}
          current={page}
          pageSize={pageSize}
          total={serverPaged ? paged.total : dataSource.length}
          onChange={(next, size) => {
            setLocalPage(next);
            paged.onChange?.(next, size);
          }}
        />
      )}
    </Spin>
  );
}
