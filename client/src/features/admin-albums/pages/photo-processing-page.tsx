import { Button, Image, Input, InputNumber, Popconfirm, Segmented, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { ActivitySelect } from '../../../components/admin/search-selects.tsx';
import { useTablePaging } from '../../../components/admin/use-table-paging.ts';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useIsMobile } from '../../../lib/use-is-mobile.ts';
import { PhotoFailureText } from '../../../components/ui/photo-failure-text.tsx';
import { pagingParams } from '../../../lib/paging.ts';
import {
  type ProblemPhoto,
  useProblemPhotos,
  useRerun,
  useRetryPhotos,
  useSetPhotosHidden,
  useUpdateBibTags,
} from '../api/problem-photos.ts';
import { BibTagsModal } from '../components/bib-tags-modal.tsx';
import { HeldReadings } from '../components/held-readings.tsx';
import { FilterField } from '../components/filter-field.tsx';
import '../components/admin-albums.css';

type Status = 'failed' | 'hidden' | 'held';
const STATUSES: readonly Status[] = ['failed', 'hidden', 'held'];

/**
 * /admin/AdminImgDeal: failed photos with their reasons (retry some or all of an album or
 * activity), hidden photos (show again) and bib readings outside an activity's registered list
 * (publish or discard); bib tags on many photos; bibs or faces read again.
 */
export default function PhotoProcessingPage() {
  const { t } = useTranslation('admin-albums');
  const { setFilters } = useTablePaging();
  const [search] = useSearchParams();
  const status = STATUSES.find((value) => value === search.get('status')) ?? 'failed';
  const albumId = Number(search.get('albumId')) || undefined;
  const activityId = Number(search.get('activityId')) || undefined;
  const bib = search.get('bib') || undefined;
  const [selectionKey, setSelectionKey] = useState(0);
  // Three lists side by side do not fit a phone's width: their names would be cut.
  const isMobile = useIsMobile();

  function filter(name: string, value: string | number | undefined) {
    // A new list: its selection starts empty.
    setSelectionKey((key) => key + 1);
    setFilters({ [name]: value });
  }

  return (
    <AdminPage>
      <Segmented<Status>
        block
        orientation={isMobile ? 'vertical' : 'horizontal'}
        value={status}
        onChange={(value) => filter('status', value === 'failed' ? undefined : value)}
        options={[
          { value: 'failed', label: t('photos.failedTab') },
          { value: 'hidden', label: t('photos.hiddenTab') },
          { value: 'held', label: t('held.tab') },
        ]}
      />
      <div className="admin-albums-filters" style={{ marginTop: 16 }}>
        <FilterField label={t('photos.albumId')}>
          <InputNumber
            min={1}
            precision={0}
            aria-label={t('photos.albumId')}
            value={albumId ?? null}
            onChange={(value) => filter('albumId', value ?? undefined)}
          />
        </FilterField>
        <FilterField label={t('photos.activity')}>
          <ActivitySelect
            aria-label={t('photos.activity')}
            value={activityId}
            onChange={(id) => filter('activityId', id)}
          />
        </FilterField>
        {status === 'held' && (
          <FilterField label={t('held.bib')}>
            <Input.Search
              allowClear
              aria-label={t('held.bibFilter')}
              placeholder={t('held.bibFilter')}
              defaultValue={bib}
              maxLength={16}
              onSearch={(value) => filter('bib', value.trim() || undefined)}
            />
          </FilterField>
        )}
      </div>
      {status === 'held' ? (
        <HeldReadings key={selectionKey} activityId={activityId} albumId={albumId} bib={bib} />
      ) : (
        <ProblemPhotos key={selectionKey} status={status} activityId={activityId} albumId={albumId} />
      )}
    </AdminPage>
  );
}

/** Failed or hidden photos of the filters, with what can be done to them. */
function ProblemPhotos({
  status,
  activityId,
  albumId,
}: {
  status: Exclude<Status, 'held'>;
  activityId?: number;
  albumId?: number;
}) {
  const { t } = useTranslation('admin-albums');
  const { paging, pagination } = useTablePaging();
  const photos = useProblemPhotos({ ...pagingParams(paging), status, albumId, activityId });
  const [selected, setSelected] = useState<number[]>([]);
  const [editingBibs, setEditingBibs] = useState(false);
  const retry = useRetryPhotos();
  const setHidden = useSetPhotosHidden();
  const bibs = useUpdateBibTags();
  const rerun = useRerun();
  // Album before activity: the narrower scope wins when both are set.
  const scope = albumId ? { albumId } : activityId ? { activityId } : undefined;

  const done = () => setSelected([]);

  const columns: ColumnsType<ProblemPhoto> = [
    {
      title: t('photos.thumbnail'),
      dataIndex: 'thumbnailUrl',
      width: 96,
      render: (url: string | null) =>
        url ? <Image src={url} width={80} alt="" /> : <Typography.Text type="secondary">—</Typography.Text>,
    },
    { title: t('photos.fileName'), dataIndex: 'fileName' },
    ...(status === 'failed'
      ? [
          {
            title: t('photos.reason'),
            key: 'reason',
            width: 260,
            render: (_: unknown, photo: ProblemPhoto) => (
              <PhotoFailureText code={photo.failureCode} detail={photo.failureReason} />
            ),
          },
        ]
      : []),
    {
      title: t('photos.album'),
      key: 'album',
      render: (_, photo) => (
        <Space orientation="vertical" size={0}>
          <span>{photo.albumName}</span>
          <Typography.Text type="secondary">
            {photo.activityTitle} · {photo.photographerName}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('photos.bibs'),
      dataIndex: 'bibs',
      render: (list: string[]) => list.map((bib) => <Tag key={bib}>{bib}</Tag>),
    },
  ];

  return (
    <>
      <div className="admin-albums-actions">
        {status === 'failed' ? (
          <>
            <Button
              type="primary"
              disabled={selected.length === 0}
              loading={retry.isPending}
              onClick={() => retry.mutate({ photoIds: selected }, { onSuccess: done })}
            >
              {t('photos.retrySelected', { count: selected.length })}
            </Button>
            <Popconfirm
              title={t('photos.retryAllConfirm')}
              disabled={!scope}
              onConfirm={() => scope && retry.mutate(scope)}
            >
              <Button disabled={!scope}>{t('photos.retryAll')}</Button>
            </Popconfirm>
          </>
        ) : (
          <Button
            type="primary"
            disabled={selected.length === 0}
            loading={setHidden.isPending}
            onClick={() => setHidden.mutate({ photoIds: selected, hidden: false }, { onSuccess: done })}
          >
            {t('photos.showSelected', { count: selected.length })}
          </Button>
        )}
        <Button disabled={selected.length === 0} onClick={() => setEditingBibs(true)}>
          {t('photos.editBibs')}
        </Button>
        <Popconfirm
          title={t('photos.rerunOcrConfirm')}
          disabled={!scope}
          onConfirm={() => scope && rerun.mutate({ ...scope, what: 'ocr' })}
        >
          <Button disabled={!scope}>{t('photos.rerunOcr')}</Button>
        </Popconfirm>
        <Popconfirm
          title={t('photos.rerunFacesConfirm')}
          disabled={!scope}
          onConfirm={() => scope && rerun.mutate({ ...scope, what: 'faces' })}
        >
          <Button disabled={!scope}>{t('photos.rerunFaces')}</Button>
        </Popconfirm>
      </div>
      {!scope && <Typography.Paragraph type="secondary">{t('photos.scopeHint')}</Typography.Paragraph>}
      {photos.isError ? (
        <LoadError error={photos.error} onRetry={() => void photos.refetch()} />
      ) : (
        <Table
          rowKey="id"
          columns={columns}
          dataSource={photos.data?.items}
          loading={photos.isFetching}
          rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
          pagination={pagination(photos.data?.totalCount ?? 0)}
          scroll={{ x: 800 }}
          locale={{ emptyText: status === 'failed' ? t('photos.noFailed') : t('photos.noHidden') }}
        />
      )}
      <BibTagsModal
        open={editingBibs}
        count={selected.length}
        saving={bibs.isPending}
        onClose={() => setEditingBibs(false)}
        onSave={(change) => bibs.mutate({ photoIds: selected, ...change }, { onSuccess: () => setEditingBibs(false) })}
      />
    </>
  );
}
