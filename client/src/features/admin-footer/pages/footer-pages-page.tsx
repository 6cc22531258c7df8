import { PlusOutlined } from '@ant-design/icons';
import { Tag, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { useRowActionsColumn } from '../../../components/admin/row-actions.tsx';
import { useTablePaging } from '../../../components/admin/use-table-paging.ts';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useDeleteFootPage, useFootPages, type FootPageSummary } from '../api/foot-pages.ts';
import { ResponsiveTable } from '../../../components/ui/responsive-table.tsx';

/** /admin/Footer/Page: the footer links' pages, which link each belongs to and when it last changed. */
export default function FooterPagesPage() {
  const { t } = useTranslation('admin-footer');
  const { paging, pagination } = useTablePaging();
  const pages = useFootPages(paging);
  const remove = useDeleteFootPage();

  const columns: TableColumnsType<FootPageSummary> = [
    { title: t('page.link'), dataIndex: 'linkTitle' },
    { title: t('link.column'), dataIndex: 'parentTitle' },
    {
      title: t('link.path'),
      dataIndex: 'sgL_RequestUrl',
      render: (path: string | null, row) => (
        <>
          {path && `/foot/${path}`} {!row.SGL_IsShow && <Tag>{t('hidden')}</Tag>}
        </>
      ),
    },
    {
      title: t('page.updatedAt'),
      dataIndex: 'updatedAt',
      render: (at: string) => dayjs(at).format('YYYY-MM-DD HH:mm'),
    },
    useRowActionsColumn((row) => ({
      edit: `/admin/Foot/Page/Edit/${row.id}`,
      onDelete: () => remove.mutateAsync(row.id),
      deleteConfirm: t('page.deleteConfirm'),
    })),
  ];

  return (
    <AdminPage
      extra={
        <ButtonLink type="primary" icon={<PlusOutlined />} to="/admin/Foot/Page/Edit">
          {t('page.create')}
        </ButtonLink>
      }
    >
      {pages.isError ? (
        <LoadError error={pages.error} onRetry={() => void pages.refetch()} />
      ) : (
        <ResponsiveTable
          rowKey="id"
          columns={columns}
          dataSource={pages.data?.items}
          loading={pages.isPending}
          pagination={pagination(pages.data?.totalCount ?? 0)}
          locale={{ emptyText: t('page.empty') }}
        />
      )}
    </AdminPage>
  );
}
