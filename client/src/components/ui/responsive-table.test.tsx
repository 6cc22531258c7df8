import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { atPhoneWidth } from '../../testing/test-utils.tsx';
import { ResponsiveTable } from './responsive-table.tsx';

interface Row {
  id: number;
  name: string;
  money: { due: number };
  children?: Row[];
}

const columns = [
  { title: '名稱', dataIndex: 'name' },
  { title: '應付餘額', dataIndex: ['money', 'due'], render: (due: number) => `NT$ ${due}` },
  { title: '操作', key: 'actions', render: (_: unknown, row: Row) => <button>刪除 {row.name}</button> },
];

const rows = (count: number): Row[] =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: `第 ${index + 1} 列`,
    money: { due: index * 10 },
  }));

describe('a list on a phone', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows each row as a card: every column labelled, the money whole, the actions last', () => {
    atPhoneWidth();
    render(<ResponsiveTable<Row> rowKey="id" columns={columns} dataSource={rows(2)} pagination={false} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const second = within(cards[1]!);
    expect(second.getByText('名稱').nextElementSibling).toHaveTextContent('第 2 列');
    expect(second.getByText('應付餘額').nextElementSibling).toHaveTextContent('NT$ 10');
    expect(second.getByRole('button', { name: '刪除 第 2 列' })).toBeInTheDocument();
    expect(second.queryByText('操作')).not.toBeInTheDocument();
  });

  it('lists a region’s cities under it, and pages ten rows at a time like the table', async () => {
    atPhoneWidth();
    const [north] = rows(1);
    const tree = [{ ...north!, name: '北部', children: [{ id: 9, name: '臺北市', money: { due: 0 } }] }];
    const { unmount } = render(<ResponsiveTable<Row> rowKey="id" columns={columns} dataSource={tree} />);
    expect(screen.getAllByRole('listitem').map((card) => card.textContent)).toEqual([
      expect.stringContaining('北部'),
      expect.stringContaining('臺北市'),
    ]);
    unmount();

    render(<ResponsiveTable<Row> rowKey="id" columns={columns} dataSource={rows(12)} />);
    expect(screen.getAllByRole('listitem').filter((item) => item.classList.contains('table-card'))).toHaveLength(10);
    await userEvent.click(screen.getByTitle('2'));
    expect(screen.getAllByRole('listitem').filter((item) => item.classList.contains('table-card'))).toHaveLength(2);
    expect(screen.getByText('第 12 列')).toBeInTheDocument();
  });

  it('is the table from 768 px on', () => {
    render(<ResponsiveTable<Row> rowKey="id" columns={columns} dataSource={rows(1)} />);
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'NT$ 0' })).toBeInTheDocument();
  });
});
