import { Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatTime } from '../../../lib/date-time.ts';
import { formatNtd } from '../../../lib/money.ts';
import type { OrderDetail } from '../api/orders.ts';

type Item = OrderDetail['items'][number];

/** The photos bought: who took them, the split, and whether each was refunded. */
export function OrderItems({ items }: { items: Item[] }) {
  const { t, i18n } = useTranslation('admin-orders');
  const columns: TableColumnsType<Item> = [
    {
      title: t('item.photo'),
      dataIndex: 'thumbnailUrl',
      width: 90,
      render: (url: string | null, item) =>
        url ? <img src={url} alt={item.fileName} className="order-thumb" loading="lazy" /> : '—',
    },
    { title: t('item.fileName'), dataIndex: 'fileName', width: 180 },
    {
      title: t('item.activity'),
      dataIndex: 'activity',
      render: (activity: Item['activity']) => (
        <Link to={`/admin/OrderList?activityId=${activity.id}`}>{activity.title}</Link>
      ),
    },
    { title: t('item.photographer'), dataIndex: ['photographer', 'displayName'], width: 140 },
    { title: t('item.price'), dataIndex: 'price', width: 100, align: 'right', render: formatNtd },
    { title: t('item.share'), dataIndex: 'photographerShare', width: 100, align: 'right', render: formatNtd },
    {
      title: t('item.state'),
      key: 'state',
      width: 180,
      render: (_, item) =>
        item.refundedAt ? (
          <Tag color="purple">{t('item.refundedAt', { at: formatTime(item.refundedAt, i18n.language) })}</Tag>
        ) : (
          <Tag>{t(`settlement.${item.settlementStatus}`, item.settlementStatus)}</Tag>
        ),
    },
  ];
  return (
    <Table<Item> rowKey="id" size="small" columns={columns} dataSource={items} pagination={false} scroll={{ x: 900 }} />
  );
}
