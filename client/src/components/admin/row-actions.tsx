import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, type TableColumnType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../ui/button-link.tsx';
import { MoveButtons } from './sort-order.tsx';

export interface RowActionsProps {
  /** Moves the row one place up or down (see sort-order.tsx). */
  move?: { index: number; count: number; disabled?: boolean; onMove: (from: number, to: number) => void };
  /** Edit: the row's own page, or what opens its dialog. */
  edit?: string | (() => void);
  /** Actions of this table only, between edit and delete. */
  children?: ReactNode;
  /** Deletes the row once confirmed. */
  onDelete?: () => unknown;
  /** The question asked before deleting (the shared "delete?" by default). */
  deleteConfirm?: ReactNode;
  /** Why the row cannot be deleted now: shown instead of the question, and nothing is deleted. */
  deleteBlocked?: ReactNode;
}

/** The actions of one row of a back-office table: move, edit, this table's own, delete. */
function RowActions({ move, edit, children, onDelete, deleteConfirm, deleteBlocked }: RowActionsProps) {
  const { t } = useTranslation();
  const editLabel = t('adminForm.edit');
  return (
    <Space wrap size="small">
      {move && <MoveButtons {...move} />}
      {typeof edit === 'string' ? (
        <ButtonLink size="small" icon={<EditOutlined />} to={edit}>
          {editLabel}
        </ButtonLink>
      ) : (
        edit && (
          <Button size="small" icon={<EditOutlined />} onClick={edit}>
            {editLabel}
          </Button>
        )
      )}
      {children}
      {onDelete && (
        <Popconfirm
          title={deleteBlocked ?? deleteConfirm ?? t('adminForm.deleteConfirm')}
          showCancel={!deleteBlocked}
          onConfirm={() => (deleteBlocked ? undefined : onDelete())}
        >
          <Button size="small" danger icon={<DeleteOutlined />}>
            {t('adminForm.delete')}
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}

/** The actions column at the end of a back-office table. */
export function useRowActionsColumn<Row>(
  actionsOf: (row: Row, index: number) => RowActionsProps,
  width = 180,
): TableColumnType<Row> {
  const { t } = useTranslation();
  return {
    title: t('adminForm.actions'),
    key: 'actions',
    width,
    render: (_, row, index) => <RowActions {...actionsOf(row, index)} />,
  };
}
