import { ArrowLeftOutlined, CloudUploadOutlined } from '@ant-design/icons';
import { Checkbox, Empty, Input, Pagination, Select, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { confirmDialog, notify } from '../../../lib/notify.ts';
import { pagingParams } from '../../../lib/paging.ts';
import { useMyAlbums, type MyAlbum } from '../api/my-work-albums.ts';
import {
  useAlbumPhotos,
  useOfferedPrices,
  useSetPrice,
  type AlbumPhotosQuery,
  type MyPhoto,
  type PhotoStatus,
} from '../api/my-work-photos.ts';
import { MyWorkBulkBar } from './my-work-bulk-bar.tsx';
import { MyWorkPhotoDrawer } from './my-work-photo-drawer.tsx';
import { MyWorkPhotoGrid } from './my-work-photo-grid.tsx';
import { MyWorkStatusCounts, STATUSES } from './my-work-status-tags.tsx';

const PAGE_SIZES = [50, 100, 200];

/** An album's photos, a server page at a time, with filters, selection and bulk actions. */
export function MyWorkAlbumView({ coId }: { coId: number }) {
  const { t } = useTranslation('photographer');
  const album = useMyAlbums({ coId, SkipCount: 0, MaxResultCount: 1 });
  const [filter, setFilter] = useState<{ status?: PhotoStatus; bib?: string }>({});
  const [paging, setPaging] = useState({ page: 1, pageSize: PAGE_SIZES[0]! });
  // Selected photos of the page in view, by id; a new page or filter starts a new selection.
  const [selected, setSelected] = useState(new Map<number, MyPhoto>());
  const [opened, setOpened] = useState<MyPhoto>();
  const query: AlbumPhotosQuery = { coId, ...filter, ...pagingParams(paging) };
  const photos = useAlbumPhotos(query);

  function refilter(next: typeof filter) {
    setFilter(next);
    setPaging({ ...paging, page: 1 });
    setSelected(new Map());
  }

  function toggle(photo: MyPhoto, checked: boolean) {
    const next = new Map(selected);
    if (checked) next.set(photo.id, photo);
    else next.delete(photo.id);
    setSelected(next);
  }

  const items = photos.data?.items ?? [];
  const allSelected = items.length > 0 && items.every((photo) => selected.has(photo.id));
  const info = album.data?.items[0];

  return (
    <>
      <ButtonLink type="link" icon={<ArrowLeftOutlined />} to="/photographerphoto" className="my-work-back">
        {t('myWork.back')}
      </ButtonLink>
      {album.isError && <LoadError error={album.error} onRetry={() => void album.refetch()} />}
      {info && <AlbumHeading album={info} />}

      <div className="my-work-filters">
        <Select
          className="my-work-filter"
          aria-label={t('myWork.statusLabel')}
          value={filter.status ?? 'all'}
          onChange={(status: PhotoStatus | 'all') =>
            refilter({ ...filter, status: status === 'all' ? undefined : status })
          }
          options={['all' as const, ...STATUSES].map((status) => ({
            value: status,
            label: t(`myWork.status.${status}`),
          }))}
        />
        <Input.Search
          allowClear
          className="my-work-filter"
          placeholder={t('myWork.searchBib')}
          aria-label={t('myWork.searchBib')}
          maxLength={16}
          onSearch={(bib) => refilter({ ...filter, bib: bib.trim() || undefined })}
        />
        <Checkbox
          checked={allSelected}
          indeterminate={!allSelected && selected.size > 0}
          disabled={items.length === 0}
          onChange={(event) =>
            setSelected(event.target.checked ? new Map(items.map((photo) => [photo.id, photo])) : new Map())
          }
        >
          {t('myWork.selectPage')}
        </Checkbox>
      </div>

      {photos.isPending && <Skeleton active paragraph={{ rows: 8 }} />}
      {photos.isError && <LoadError error={photos.error} onRetry={() => void photos.refetch()} />}
      {photos.data && items.length === 0 && <Empty description={t('myWork.noPhotos')} />}
      {items.length > 0 && (
        <MyWorkPhotoGrid
          photos={items}
          selected={new Set(selected.keys())}
          onToggle={toggle}
          onOpen={(photo) => setOpened(photo)}
        />
      )}
      {photos.data && (
        <Pagination
          className="my-work-pagination"
          current={paging.page}
          pageSize={paging.pageSize}
          total={photos.data.totalCount}
          showSizeChanger
          pageSizeOptions={PAGE_SIZES}
          showTotal={(count) => t('myWork.photos', { count })}
          onChange={(page, pageSize) => {
            setPaging({ page: pageSize === paging.pageSize ? page : 1, pageSize });
            setSelected(new Map());
          }}
        />
      )}
      {selected.size > 0 && (
        <MyWorkBulkBar coId={coId} selected={[...selected.values()]} onDone={() => setSelected(new Map())} />
      )}
      <MyWorkPhotoDrawer photo={opened} onClose={() => setOpened(undefined)} />
    </>
  );
}

/** The album's name, counts, and its price for all its photos. */
function AlbumHeading({ album }: { album: MyAlbum }) {
  const { t } = useTranslation('photographer');
  const prices = useOfferedPrices();
  const setPrice = useSetPrice();

  async function priceAlbum(price: number) {
    const sure = await confirmDialog({
      title: t('myWork.albumPrice'),
      content: t('myWork.albumPriceConfirm', { count: album.counts.total, price }),
    });
    if (!sure) return;
    // A refusal was already shown by the request layer.
    const result = await setPrice.mutateAsync({ coId: album.coId, price }).catch(() => undefined);
    if (result) notify.success(t('myWork.done', { count: result.changed }));
  }

  return (
    <div className="my-work-album-heading">
      <div>
        <Typography.Title level={2} className="my-work-activity-title">
          {album.name}
        </Typography.Title>
        <div className="my-work-activity-date">
          {album.activityTitle} {album.activityDate}
          {album.cameraPoint && ` · ${t('myWork.cameraPoint', { point: album.cameraPoint })}`}
        </div>
        <MyWorkStatusCounts counts={album.counts} />
      </div>
      <div className="my-work-album-actions">
        <Select
          className="my-work-filter"
          aria-label={t('myWork.albumPrice')}
          value={album.defaultPrice}
          disabled={setPrice.isPending}
          loading={prices.isPending}
          options={(prices.data ?? [album.defaultPrice]).map((price) => ({
            value: price,
            label: t('myWork.defaultPrice', { price }),
          }))}
          onChange={(price: number) => void priceAlbum(price)}
        />
        <ButtonLink icon={<CloudUploadOutlined />} to={`/uploadPhoto2?coId=${album.coId}`}>
          {t('myWork.uploadMore')}
        </ButtonLink>
      </div>
    </div>
  );
}
