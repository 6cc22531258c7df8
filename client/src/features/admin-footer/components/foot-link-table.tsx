import { PlusOutlined } from '@ant-design/icons';
import { Button, Select, Switch, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { useRowActionsColumn } from '../../../components/admin/row-actions.tsx';
import { useSortColumn } from '../../../components/admin/sort-order.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import {
  useDeleteFootLink,
  useFootLinks,
  useReorderFootLinks,
  useSaveFootLink,
  type FootLink,
} from '../api/foot-links.ts';
import { FootLinkModal, type FootLinkKind } from './foot-link-modal.tsx';
import './admin-footer.css';
import { ResponsiveTable } from '../../../components/ui/responsive-table.tsx';

/**
 * The columns page (kind 'column') or the links page (kind 'link', one column at a time): rows in
 * footer order, moved up and down, shown or hidden in place, edited in a dialog.
 */
export function FootLinkTable({ kind }: { kind: FootLinkKind }) {
  const { t } = useTranslation('admin-footer');
  const columnsQuery = useFootLinks({ level: 'parent' });
  const columns = columnsQuery.data?.items ?? [];
  const [chosenColumn, setChosenColumn] = useState<number | undefined>();
  const parentId = chosenColumn ?? columns[0]?.id;
  const linksQuery = useFootLinks({ parentId }, kind === 'link' && parentId !== undefined);
  const list = kind === 'column' ? columnsQuery : linksQuery;
  const rows = list.data?.items ?? [];
  const save = useSaveFootLink();
  const remove = useDeleteFootLink();
  const reorder = useReorderFootLinks();
  const [editing, setEditing] = useState<FootLink | 'new' | null>(null);

  const tableColumns: TableColumnsType<FootLink> = [
    useSortColumn(rows, reorder),
    { title: t('common:adminForm.titleZh'), dataIndex: 'title' },
    { title: t('common:adminForm.titleEn'), dataIndex: 'titleEn' },
    kind === 'column'
      ? { title: t('column.links'), dataIndex: 'childCount', width: 90 }
      : { title: t('link.path'), dataIndex: 'sgL_RequestUrl', render: (path: string) => `/foot/${path}` },
    {
      title: t('common:adminForm.shown'),
      dataIndex: 'SGL_IsShow',
      width: 80,
      render: (shown: boolean, row) => (
        <Switch
          checked={shown}
          aria-label={t('shownSwitch', { title: row.title })}
          onChange={(checked) => save.mutate({ ...row, SGL_IsShow: checked })}
        />
      ),
    },
    useRowActionsColumn((row) => ({
      edit: () => setEditing(row),
      onDelete: () => remove.mutateAsync(row.id),
      deleteBlocked: row.childCount > 0 ? t('column.deleteBlocked', { count: row.childCount }) : undefined,
    })),
  ];

  return (
    <AdminPage
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          disabled={kind === 'link' && columns.length === 0}
          onClick={() => setEditing('new')}
        >
          {kind === 'column' ? t('column.create') : t('link.create')}
        </Button>
      }
    >
      {kind === 'link' && (
        <Select
          className="admin-footer-column-select"
          aria-label={t('link.column')}
          value={parentId}
          loading={columnsQuery.isPending}
          onChange={setChosenColumn}
          options={columns.map((column) => ({ value: column.id, label: column.title }))}
        />
      )}
      {list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <ResponsiveTable
          rowKey="id"
          columns={tableColumns}
          dataSource={rows}
          loading={list.isLoading}
          pagination={false}
          locale={{ emptyText: kind === 'column' ? t('column.empty') : t('link.empty') }}
        />
      )}
      <FootLinkModal
        kind={kind}
        editing={editing}
        columns={columns}
        defaultParentId={parentId}
        onClose={() => setEditing(null)}
      />
    </AdminPage>
  );
}
