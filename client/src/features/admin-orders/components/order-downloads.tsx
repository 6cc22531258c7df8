import { Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../lib/date-time.ts';
import type { OrderDetail } from '../api/orders.ts';
import { SectionTable } from './section-table.tsx';

type Download = OrderDetail['downloads']['items'][number];

/** The originals and ZIPs handed out for the order, newest first (the server sends the latest 100). */
export function OrderDownloads({ downloads }: { downloads: OrderDetail['downloads'] }) {
  const { t, i18n } = useTranslation('admin-orders');
  const columns: TableColumnsType<Download> = [
    { title: t('downloads.at'), dataIndex: 'at', width: 170, render: (at: string) => formatTime(at, i18n.language) },
    {
      title: t('downloads.kind'),
      dataIndex: 'kind',
      width: 150,
      render: (kind: Download['kind']) => (
        <Tag color={kind === 'zip' ? 'blue' : undefined}>{t(`downloads.${kind}`)}</Tag>
      ),
    },
    {
      title: t('downloads.photo'),
      dataIndex: 'photo',
      render: (photo: Download['photo']) => (photo ? `#${photo.id} ${photo.fileName}` : '—'),
    },
    { title: t('downloads.by'), dataIndex: ['member', 'displayName'], width: 160 },
    { title: t('downloads.network'), dataIndex: 'clientNetwork', width: 200 },
  ];
  const { totalCount, items } = downloads;
  return (
    <SectionTable
      title={t('downloads.title')}
      note={totalCount > items.length ? t('downloads.more', { total: totalCount, shown: items.length }) : undefined}
      rowKey="id"
      columns={columns}
      rows={items}
      width={860}
      empty={t('downloads.empty')}
    />
  );
}
