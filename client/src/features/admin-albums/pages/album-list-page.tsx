import { Button, Input, Popconfirm, Select, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { ActivitySelect, PhotographerSelect } from '../../../components/admin/search-selects.tsx';
import { useTablePaging } from '../../../components/admin/use-table-paging.ts';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { pagingParams } from '../../../lib/paging.ts';
import { type AdminAlbum, useAlbumList, useSetAlbumVisible } from '../api/albums.ts';
import '../components/admin-albums.css';
import { FilterField } from '../components/filter-field.tsx';

type Visibility = 'all' | 'visible' | 'hidden';

/** /admin/AdminalbumList: every album with its counts; search, filter, hide or show one. */
export default function AlbumListPage() {
  const { t } = useTranslation('admin-albums');
  const { paging, pagination, setFilters } = useTablePaging();
  const [search] = useSearchParams();
  const keyword = search.get('keyword') ?? '';
  const visibility = (search.get('visible') ?? 'all') as Visibility;
  const activityId = Number(search.get('activityId')) || undefined;
  const photographerId = Number(search.get('photographerId')) || undefined;
  const albums = useAlbumList({
    ...pagingParams(paging),
    ...(keyword && { keyword }),
    ...(activityId && { activityId }),
    ...(photographerId && { photographerId }),
    ...(visibility !== 'all' && { isVisible: visibility === 'visible' }),
  });
  const setVisible = useSetAlbumVisible();

  function filter(name: string, value: string | number | undefined) {
    setFilters({ [name]: value });
  }

  const columns: ColumnsType<AdminAlbum> = [
    { title: t('albums.name'), dataIndex: 'name' },
    {
      title: t('albums.activity'),
      dataIndex: 'activityTitle',
      render: (title: string, album) => (
        <Button type="link" size="small" onClick={() => filter('activityId', album.activityId)}>
          {title}
        </Button>
      ),
    },
    { title: t('albums.photographer'), dataIndex: 'photographerName' },
    { title: t('albums.price'), dataIndex: 'defaultPrice', render: (price: number) => `NT$ ${price}` },
    {
      title: t('albums.counts'),
      key: 'counts',
      render: (_, { counts }) => (
        <Space size={4} wrap>
          <Tag color="green">{t('albums.ready', { count: counts.ready })}</Tag>
          {counts.processing > 0 && <Tag color="blue">{t('albums.processing', { count: counts.processing })}</Tag>}
          {counts.failed > 0 && <Tag color="red">{t('albums.failed', { count: counts.failed })}</Tag>}
          {counts.hidden > 0 && <Tag>{t('albums.hiddenPhotos', { count: counts.hidden })}</Tag>}
        </Space>
      ),
    },
    {
      title: t('albums.status'),
      dataIndex: 'isVisible',
      render: (isVisible: boolean) =>
        isVisible ? <Tag color="green">{t('albums.shown')}</Tag> : <Tag color="default">{t('albums.hidden')}</Tag>,
    },
    {
      title: t('albums.actions'),
      key: 'actions',
      render: (_, album) => (
        <Space size={0} wrap>
          <Popconfirm
            title={album.isVisible ? t('albums.hideConfirm') : t('albums.showConfirm')}
            onConfirm={() => setVisible.mutate({ albumId: album.id, isVisible: !album.isVisible })}
          >
            <Button type="link" size="small">
              {album.isVisible ? t('albums.hide') : t('albums.show')}
            </Button>
          </Popconfirm>
          <Link to={`/admin/AdminImgDeal?albumId=${album.id}`}>{t('albums.processingLink')}</Link>
        </Space>
      ),
    },
  ];

  return (
    <AdminPage>
      <div className="admin-albums-filters">
        <Input.Search
          allowClear
          defaultValue={keyword}
          placeholder={t('albums.searchPlaceholder')}
          aria-label={t('albums.searchPlaceholder')}
          onSearch={(value) => filter('keyword', value.trim() || undefined)}
        />
        <Select<Visibility>
          aria-label={t('albums.status')}
          value={visibility}
          onChange={(value) => filter('visible', value === 'all' ? undefined : value)}
          options={[
            { value: 'all', label: t('albums.allStatuses') },
            { value: 'visible', label: t('albums.shown') },
            { value: 'hidden', label: t('albums.hidden') },
          ]}
        />
        <FilterField label={t('albums.activity')}>
          <ActivitySelect
            aria-label={t('albums.activity')}
            value={activityId}
            onChange={(id) => filter('activityId', id)}
          />
        </FilterField>
        <FilterField label={t('albums.photographer')}>
          <PhotographerSelect
            aria-label={t('albums.photographer')}
            value={photographerId}
            onChange={(id) => filter('photographerId', id)}
          />
        </FilterField>
      </div>
      {albums.isError ? (
        <LoadError error={albums.error} onRetry={() => void albums.refetch()} />
      ) : (
        <Table
          rowKey="id"
          columns={columns}
          dataSource={albums.data?.items}
          loading={albums.isFetching}
          pagination={pagination(albums.data?.totalCount ?? 0)}
          scroll={{ x: 960 }}
          locale={{ emptyText: t('albums.empty') }}
        />
      )}
    </AdminPage>
  );
}
