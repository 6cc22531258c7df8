import { PlusOutlined } from '@ant-design/icons';
import { Switch, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { useRowActionsColumn } from '../../../components/admin/row-actions.tsx';
import { useSortColumn } from '../../../components/admin/sort-order.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useDeleteBanner } from '../api/delete-banner.ts';
import { useBanners, type AdminBanner } from '../api/get-banners.ts';
import { useReorderBanners } from '../api/reorder-banners.ts';
import { useSaveBanner } from '../api/save-banner.ts';
import { ScheduleText } from '../components/schedule-text.tsx';
import '../components/admin-banners.css';
import { ResponsiveTable } from '../../../components/ui/responsive-table.tsx';

/** /admin/Banner: the carousel's slides in order, shown or hidden in place, moved up and down. */
export default function BannerListPage() {
  const { t } = useTranslation('admin-banners');
  const banners = useBanners();
  const save = useSaveBanner();
  const remove = useDeleteBanner();
  const reorder = useReorderBanners();
  const rows = banners.data?.items ?? [];

  const setVisible = (banner: AdminBanner, isVisible: boolean) => {
    const { id, updatedAt: _updatedAt, imageUrl: _imageUrl, ...fields } = banner;
    save.mutate({ id, ...fields, isVisible });
  };

  const columns: TableColumnsType<AdminBanner> = [
    useSortColumn(rows, reorder),
    {
      title: t('image'),
      dataIndex: 'imageUrl',
      width: 140,
      render: (url: string, banner) => <img src={url} alt={banner.title} className="admin-banner-thumb" />,
    },
    {
      title: t('common:adminForm.titleZh'),
      dataIndex: 'title',
      render: (title: string, banner) => (
        <>
          <div>{title}</div>
          {banner.titleEn && <div className="admin-banner-muted">{banner.titleEn}</div>}
        </>
      ),
    },
    { title: t('link'), dataIndex: 'linkUrl', render: (url: string | null) => url ?? <Tag>{t('noLink')}</Tag> },
    { title: t('schedule'), key: 'schedule', render: (_, banner) => <ScheduleText banner={banner} /> },
    {
      title: t('common:adminForm.shown'),
      dataIndex: 'isVisible',
      width: 80,
      render: (isVisible: boolean, banner) => (
        <Switch
          checked={isVisible}
          aria-label={t('visibleSwitch', { title: banner.title })}
          loading={save.isPending && save.variables?.id === banner.id}
          onChange={(checked) => setVisible(banner, checked)}
        />
      ),
    },
    useRowActionsColumn((banner) => ({
      edit: `/admin/CreateBannerId/${banner.id}`,
      onDelete: () => remove.mutateAsync(banner.id),
    })),
  ];

  return (
    <AdminPage
      extra={
        <ButtonLink type="primary" icon={<PlusOutlined />} to="/admin/CreateBannerId">
          {t('create')}
        </ButtonLink>
      }
    >
      {banners.isError ? (
        <LoadError error={banners.error} onRetry={() => void banners.refetch()} />
      ) : (
        <ResponsiveTable
          rowKey="id"
          columns={columns}
          dataSource={rows}
          loading={banners.isPending}
          pagination={false}
          locale={{ emptyText: t('empty') }}
        />
      )}
    </AdminPage>
  );
}
