import { Alert, Descriptions, Input, Skeleton, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { formatTime } from '../../../lib/date-time.ts';
import { pagingParams, type Paging } from '../../../lib/paging.ts';
import { type RegisteredBibs, type RegisteredList, useRegisteredBibs } from '../api/registered-bibs.ts';
import { RegisteredBibImport } from './registered-bib-import.tsx';
import './registered-bibs.css';

/**
 * The activity's registered bibs (decision 067): what the list holds, its import, and its bibs. Bib
 * readings outside the list wait for review on /admin/AdminImgDeal instead of being published.
 */
export function RegisteredBibsPanel({ activityId, readOnly }: { activityId: number; readOnly: boolean }) {
  const { t } = useTranslation('admin-events');
  const [keyword, setKeyword] = useState('');
  const [paging, setPaging] = useState<Paging>({ page: 1, pageSize: 20 });
  const bibs = useRegisteredBibs({ id: activityId, keyword: keyword || undefined, ...pagingParams(paging) });

  return (
    <section className="registered-bibs" aria-label={t('registered.title')}>
      <Typography.Title level={4}>{t('registered.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('registered.explain')}</Typography.Paragraph>
      {bibs.isError ? (
        <LoadError error={bibs.error} onRetry={() => void bibs.refetch()} />
      ) : bibs.isPending ? (
        <Skeleton active />
      ) : (
        <>
          <ListSummary activityId={activityId} data={bibs.data} />
          {!readOnly && <RegisteredBibImport activityId={activityId} list={bibs.data.list} />}
          {(bibs.data.list || keyword) && (
            <>
              <Input.Search
                allowClear
                className="registered-bib-search"
                aria-label={t('registered.search')}
                placeholder={t('registered.search')}
                maxLength={100}
                onSearch={(value) => {
                  setKeyword(value.trim());
                  setPaging((current) => ({ ...current, page: 1 }));
                }}
              />
              <Table
                rowKey="bib"
                size="small"
                loading={bibs.isFetching}
                dataSource={bibs.data.items}
                scroll={{ x: 320 }}
                pagination={{
                  current: paging.page,
                  pageSize: paging.pageSize,
                  total: bibs.data.totalCount,
                  showSizeChanger: false,
                  onChange: (page) => setPaging((current) => ({ ...current, page })),
                }}
                columns={[
                  { title: t('registered.bib'), dataIndex: 'bib', width: 120 },
                  { title: t('registered.name'), dataIndex: 'name', render: (name: string | null) => name ?? '—' },
                  { title: t('registered.category'), dataIndex: 'category', render: (c: string | null) => c ?? '—' },
                ]}
              />
            </>
          )}
        </>
      )}
    </section>
  );
}

/** A shape of the list's bibs: "4 characters", "A + 3 characters". */
function ShapeTag({ shape }: { shape: RegisteredList['format']['shapes'][number] }) {
  const { t } = useTranslation('admin-events');
  const label = shape.prefix
    ? t('registered.shapePrefixed', { prefix: shape.prefix, rest: shape.length - shape.prefix.length })
    : t('registered.shapePlain', { length: shape.length });
  return <Tag>{t('registered.shapeCount', { label, count: shape.count })}</Tag>;
}

function ListSummary({ activityId, data }: { activityId: number; data: RegisteredBibs }) {
  const { t, i18n } = useTranslation('admin-events');
  const { list, heldCount } = data;
  const held = heldCount > 0 && (
    <Link to={`/admin/AdminImgDeal?status=held&activityId=${activityId}`}>
      {t('registered.heldLink', { count: heldCount })}
    </Link>
  );
  if (!list)
    return (
      <Alert type="info" showIcon className="registered-bib-summary" title={t('registered.none')} description={held} />
    );
  return (
    <Descriptions
      className="registered-bib-summary"
      size="small"
      column={{ xs: 1, sm: 2 }}
      items={[
        { key: 'count', label: t('registered.count'), children: t('registered.countValue', list) },
        {
          key: 'format',
          label: t('registered.shapes'),
          children: list.format.shapes.map((shape) => (
            <ShapeTag key={`${shape.prefix}:${shape.length}`} shape={shape} />
          )),
        },
        {
          key: 'imported',
          label: t('registered.importedAt'),
          children: t('registered.importedValue', {
            file: list.fileName,
            at: formatTime(list.importedAt, i18n.language),
            by: list.importedBy ?? '—',
          }),
        },
        { key: 'held', label: t('registered.held'), children: held || t('registered.noneHeld') },
      ]}
    />
  );
}
