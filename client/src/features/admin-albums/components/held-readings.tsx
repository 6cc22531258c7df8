import { Button, Image, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTablePaging } from '../../../components/admin/use-table-paging.ts';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { pagingParams } from '../../../lib/paging.ts';
import { type HeldReading, useDecideHeldReadings, useHeldReadings } from '../api/held-readings.ts';

/** Width of the crop around a reading's digits, in CSS pixels. */
const CROP_WIDTH = 168;

/**
 * The preview around where the bib was read, so an admin compares the digits with the reading
 * without opening the photo; the whole preview opens on a click. The box is in the original's
 * pixels, and the preview is the original scaled, so the crop is the same share of either.
 */
function BibCrop({ reading }: { reading: HeldReading }) {
  const { t } = useTranslation('admin-albums');
  const { box, width, height, previewUrl, thumbnailUrl } = reading;
  if (!box || !width || !height || !previewUrl)
    return thumbnailUrl ? <Image src={thumbnailUrl} width={80} alt="" /> : <span>—</span>;
  const margin = box.height * 0.6;
  const left = Math.max(0, box.x - margin);
  const top = Math.max(0, box.y - margin);
  const regionWidth = Math.min(width, box.x + box.width + margin) - left;
  const regionHeight = Math.min(height, box.y + box.height + margin) - top;
  const scale = CROP_WIDTH / regionWidth;
  return (
    <a
      href={previewUrl}
      target="_blank"
      rel="noreferrer"
      className="bib-crop"
      style={{ width: CROP_WIDTH, height: Math.round(regionHeight * scale) }}
      aria-label={t('held.openPhoto', { bib: reading.bib })}
    >
      <img
        src={previewUrl}
        alt=""
        loading="lazy"
        style={{ width: width * scale, height: height * scale, left: -left * scale, top: -top * scale }}
      />
    </a>
  );
}

/**
 * Bib readings outside their activity's registered list (decision 067), by bib: publish the ones
 * the photo shows right (a runner missing from the list), discard misreadings.
 */
export function HeldReadings({ activityId, albumId, bib }: { activityId?: number; albumId?: number; bib?: string }) {
  const { t } = useTranslation('admin-albums');
  const { paging, pagination } = useTablePaging();
  const readings = useHeldReadings({ ...pagingParams(paging), activityId, albumId, bib });
  const decide = useDecideHeldReadings();
  const [selected, setSelected] = useState<number[]>([]);
  const run = (decision: 'accept' | 'discard', ids: number[]) =>
    decide.mutate(
      { decision, ids },
      { onSuccess: () => setSelected((keys) => keys.filter((id) => !ids.includes(id))) },
    );

  const columns: ColumnsType<HeldReading> = [
    { title: t('held.where'), key: 'crop', width: 184, render: (_, reading) => <BibCrop reading={reading} /> },
    {
      title: t('held.bib'),
      key: 'bib',
      width: 140,
      render: (_, reading) => (
        <Space orientation="vertical" size={0}>
          <Tag className="held-bib">{reading.bib}</Tag>
          <Typography.Text type="secondary">
            {t('held.confidence', { percent: Math.round(reading.confidence * 100) })}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('photos.album'),
      key: 'album',
      render: (_, reading) => (
        <Space orientation="vertical" size={0}>
          <span>{reading.fileName}</span>
          <Typography.Text type="secondary">
            {reading.albumName} · {reading.activityTitle} · {reading.photographerName}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('held.decide'),
      key: 'decide',
      width: 180,
      render: (_, reading) => (
        <Space wrap>
          <Button size="small" type="primary" onClick={() => run('accept', [reading.id])}>
            {t('held.accept')}
          </Button>
          <Button size="small" danger onClick={() => run('discard', [reading.id])}>
            {t('held.discard')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <Typography.Paragraph type="secondary">{t('held.explain')}</Typography.Paragraph>
      <div className="admin-albums-actions">
        <Button
          type="primary"
          disabled={selected.length === 0}
          loading={decide.isPending}
          onClick={() => run('accept', selected)}
        >
          {t('held.acceptSelected', { count: selected.length })}
        </Button>
        <Popconfirm
          title={t('held.discardConfirm', { count: selected.length })}
          disabled={selected.length === 0}
          onConfirm={() => run('discard', selected)}
        >
          <Button danger disabled={selected.length === 0}>
            {t('held.discardSelected', { count: selected.length })}
          </Button>
        </Popconfirm>
      </div>
      {readings.isError ? (
        <LoadError error={readings.error} onRetry={() => void readings.refetch()} />
      ) : (
        <Table
          rowKey="id"
          columns={columns}
          dataSource={readings.data?.items}
          loading={readings.isFetching}
          rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
          pagination={pagination(readings.data?.totalCount ?? 0)}
          scroll={{ x: 760 }}
          locale={{ emptyText: t('held.none') }}
        />
      )}
    </>
  );
}
