import { Space, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useFootLinks, type FootLink } from '../api/foot-links.ts';
import { ResponsiveTable } from '../../../components/ui/responsive-table.tsx';

type TreeRow = FootLink & { children?: FootLink[] };

/** Columns with their links under them, as the footer reads (GetAll lists columns first). */
function footerTree(rows: FootLink[]): TreeRow[] {
  const columns = rows.filter((row) => row.parentId === null);
  return columns.map((column) => ({ ...column, children: rows.filter((row) => row.parentId === column.id) }));
}

/** /admin/Footer: the whole footer at a glance, with a way to each column, link and page. */
export default function FooterOverviewPage() {
  const { t } = useTranslation('admin-footer');
  const links = useFootLinks();
  const tree = footerTree(links.data?.items ?? []);

  const columns: TableColumnsType<TreeRow> = [
    { title: t('common:adminForm.titleZh'), dataIndex: 'title' },
    {
      title: t('link.path'),
      dataIndex: 'sgL_RequestUrl',
      render: (path: string | null) => (path ? <Link to={`/foot/${path}`}>{`/foot/${path}`}</Link> : null),
    },
    {
      title: t('common:adminForm.shown'),
      dataIndex: 'SGL_IsShow',
      width: 90,
      render: (shown: boolean) => (shown ? <Tag color="green">{t('shown')}</Tag> : <Tag>{t('hidden')}</Tag>),
    },
    {
      title: t('page.title'),
      key: 'page',
      render: (_, row) =>
        row.parentId === null ? null : row.contentId ? (
          <Link to={`/admin/Foot/Page/Edit/${row.contentId}`}>{t('page.edit')}</Link>
        ) : (
          <Link to={`/admin/Foot/Page/Edit?footLinkId=${row.id}`}>{t('page.write')}</Link>
        ),
    },
  ];

  return (
    <AdminPage
      extra={
        <Space wrap>
          <ButtonLink to="/admin/Footer/Parent">{t('nav.columns')}</ButtonLink>
          <ButtonLink to="/admin/Footer/Child">{t('nav.links')}</ButtonLink>
          <ButtonLink to="/admin/Footer/Page">{t('nav.pages')}</ButtonLink>
        </Space>
      }
    >
      {links.isError ? (
        <LoadError error={links.error} onRetry={() => void links.refetch()} />
      ) : (
        <ResponsiveTable
          rowKey="id"
          columns={columns}
          dataSource={tree}
          loading={links.isPending}
          pagination={false}
          expandable={{ defaultExpandAllRows: true, expandedRowKeys: tree.map((row) => row.id) }}
          locale={{ emptyText: t('column.empty') }}
        />
      )}
    </AdminPage>
  );
}
