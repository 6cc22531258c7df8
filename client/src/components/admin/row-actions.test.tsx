import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { Table } from 'antd';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../lib/i18n.ts';
import { useRowActionsColumn, type RowActionsProps } from './row-actions.tsx';

const renderInRouter = (node: ReactNode) => render(<MemoryRouter>{node}</MemoryRouter>);

/** A one-row back-office table whose actions column shows these actions. */
function TableWithActions({ actions }: { actions: RowActionsProps }) {
  const column = useRowActionsColumn<{ id: number }>(() => actions);
  return <Table rowKey="id" dataSource={[{ id: 1 }]} columns={[{ title: '名稱', dataIndex: 'id' }, column]} />;
}

describe('the actions column of a back-office table', () => {
  beforeEach(() => setLanguage('zh-TW'));

  it('moves, edits through a link and deletes once confirmed', async () => {
    const onMove = vi.fn();
    const onDelete = vi.fn();
    renderInRouter(
      <TableWithActions
        actions={{ move: { index: 0, count: 2, onMove }, edit: '/admin/CreateBannerId/7', onDelete }}
      />,
    );
    expect(screen.getByRole('button', { name: '上移' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: '下移' }));
    expect(onMove).toHaveBeenCalledWith(0, 1);
    expect(screen.getByRole('link', { name: /編輯/ })).toHaveAttribute('href', '/admin/CreateBannerId/7');

    await userEvent.click(screen.getByRole('button', { name: /刪除/ }));
    expect(await screen.findByText('確定要刪除嗎？')).toBeInTheDocument();
    expect(onDelete).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: /確\s*定|OK/ }));
    await waitFor(() => expect(onDelete).toHaveBeenCalledOnce());
  });

  it('opens a dialog to edit, and refuses a blocked delete with its reason', async () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    renderInRouter(<TableWithActions actions={{ edit: onEdit, onDelete, deleteBlocked: '先移除欄下的連結' }} />);
    await userEvent.click(screen.getByRole('button', { name: /編輯/ }));
    expect(onEdit).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: /刪除/ }));
    expect(await screen.findByText('先移除欄下的連結')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /取\s*消|Cancel/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /確\s*定|OK/ }));
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('is not pinned, so at any width it never lies over another column (decision 075)', () => {
    const { result } = renderHook(() => useRowActionsColumn<{ id: number }>(() => ({ edit: '/admin/Banner' })));
    renderInRouter(
      <Table
        rowKey="id"
        dataSource={[{ id: 1 }]}
        columns={[{ title: '名稱', dataIndex: 'id', width: 400 }, result.current]}
      />,
    );
    const cell = screen.getByRole('link', { name: /編輯/ }).closest('td') as HTMLElement;
    expect(cell.className).not.toMatch(/ant-table-cell-fix/);
  });
});
