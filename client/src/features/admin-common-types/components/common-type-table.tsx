import { PlusOutlined } from '@ant-design/icons';
import { Button, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRowActionsColumn } from '../../../components/admin/row-actions.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { PLACE_ROOT_ID, regionsWithCities } from '../../../lib/places.ts';
import {
  useCreateCommonType,
  useDeleteCommonType,
  useReorderCommonTypes,
  useUpdateCommonType,
} from '../api/change-common-types.ts';
import { useCommonTypes, type CommonTypeKind, type CommonTypeRow } from '../api/get-common-types.ts';
import { CommonTypeForm, type CommonTypeFields } from './common-type-form.tsx';
import { ResponsiveTable } from '../../../components/ui/responsive-table.tsx';

type TreeRow = CommonTypeRow & { children?: TreeRow[] };

/** Regions with their cities under them (kind 30), or the flat list of race types (kind 40). */
function asTree(kind: CommonTypeKind, rows: CommonTypeRow[]): TreeRow[] {
  const bySort = (a: CommonTypeRow, b: CommonTypeRow) => a.sort - b.sort || a.id - b.id;
  if (kind === 40) return [...rows].sort(bySort);
  return regionsWithCities([...rows].sort(bySort)).map(({ region, cities }) => ({ ...region, children: cities }));
}

/** The order of `row` among its siblings after moving it one place up (-1) or down (+1). */
function movedOrder(siblings: TreeRow[], row: TreeRow, step: -1 | 1): number[] | undefined {
  const ids = siblings.map((sibling) => sibling.id);
  const from = ids.indexOf(row.id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ids.length) return undefined;
  [ids[from], ids[to]] = [ids[to]!, ids[from]!];
  return ids;
}

type Editing = { mode: 'create'; parentId: number | null } | { mode: 'edit'; row: CommonTypeRow };

/** The table of /admin/EventStatus and /admin/EventType: add, edit, delete and reorder rows. */
export function CommonTypeTable({ kind }: { kind: CommonTypeKind }) {
  const { t } = useTranslation('admin-common-types');
  const rows = useCommonTypes(kind);
  const create = useCreateCommonType(kind);
  const update = useUpdateCommonType(kind);
  const remove = useDeleteCommonType(kind);
  const reorder = useReorderCommonTypes(kind);
  const [editing, setEditing] = useState<Editing>();
  // Regions show their cities unless folded, new ones included.
  const [folded, setFolded] = useState<ReadonlySet<number>>(new Set());

  if (rows.isError) return <LoadError error={rows.error} onRetry={() => void rows.refetch()} />;
  const tree = asTree(kind, rows.data?.items ?? []);
  const siblingsOf = (row: TreeRow) =>
    row.sgL_ParentID === PLACE_ROOT_ID || kind === 40
      ? tree
      : (tree.find((r) => r.id === row.sgL_ParentID)?.children ?? []);

  function save(fields: CommonTypeFields) {
    const done = { onSuccess: () => setEditing(undefined) };
    if (editing?.mode === 'edit') update.mutate({ id: editing.row.id, ...fields }, done);
    else if (editing) create.mutate({ sgL_TypeT: kind, sgL_ParentID: editing.parentId, ...fields }, done);
  }

  const move = (row: TreeRow, step: -1 | 1) => {
    const ids = movedOrder(siblingsOf(row), row, step);
    if (ids) reorder.mutate(ids);
  };

  const columns: TableColumnsType<TreeRow> = [
    { title: t('field.title'), dataIndex: 'sgL_Title' },
    { title: t('field.titleEn'), dataIndex: 'sgL_TitleEn' },
    {
      title: t('field.isShow'),
      dataIndex: 'isShow',
      width: 90,
      render: (isShow: boolean) => (isShow ? <Tag color="green">{t('shown')}</Tag> : <Tag>{t('hidden')}</Tag>),
    },
    useRowActionsColumn((row) => {
      const siblings = siblingsOf(row);
      return {
        move: {
          index: siblings.findIndex((sibling) => sibling.id === row.id),
          count: siblings.length,
          onMove: (from, to) => move(row, to < from ? -1 : 1),
        },
        edit: () => setEditing({ mode: 'edit', row }),
        children: kind === 30 && row.sgL_ParentID === PLACE_ROOT_ID && (
          <Button size="small" icon={<PlusOutlined />} onClick={() => setEditing({ mode: 'create', parentId: row.id })}>
            {t('addCity')}
          </Button>
        ),
        onDelete: () => remove.mutate(row.id),
        deleteConfirm: t('deleteConfirm', { title: row.sgL_Title }),
      };
    }, 300),
  ];

  const addTop =
    kind === 30 ? { label: t('addRegion'), parentId: PLACE_ROOT_ID } : { label: t('addType'), parentId: null };
  return (
    <>
      <div style={{ marginBottom: 12 }}>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setEditing({ mode: 'create', parentId: addTop.parentId })}
        >
          {addTop.label}
        </Button>
      </div>
      <ResponsiveTable<TreeRow>
        rowKey="id"
        size="small"
        loading={rows.isPending || reorder.isPending}
        columns={columns}
        dataSource={tree}
        pagination={false}
        expandable={
          kind === 30
            ? {
                expandedRowKeys: tree.map((region) => region.id).filter((id) => !folded.has(id)),
                onExpand: (open, region) =>
                  setFolded((before) => {
                    const after = new Set(before);
                    if (open) after.delete(region.id);
                    else after.add(region.id);
                    return after;
                  }),
              }
            : undefined
        }
        locale={{ emptyText: t('empty') }}
      />
      {editing && (
        <CommonTypeForm
          title={editing.mode === 'edit' ? t('editTitle') : t('createTitle')}
          initial={editing.mode === 'edit' ? editing.row : undefined}
          saving={create.isPending || update.isPending}
          error={editing.mode === 'edit' ? update.error : create.error}
          onSave={save}
          onCancel={() => setEditing(undefined)}
        />
      )}
    </>
  );
}
