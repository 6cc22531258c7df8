import { Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatTime } from '../../../lib/date-time.ts';
import { formatNtd } from '../../../lib/money.ts';
import { groupOrderItems } from '../../../lib/order-groups.ts';
import type { OrderDetail } from '../api/orders.ts';

type Item = OrderDetail['items'][number];
type Bundle = OrderDetail['bundles'][number];
/** A bundle's row: its price once, its photos as rows under it (expandable). */
interface BundleRow {
  bundle: Bundle;
  children: Item[];
}
type Row = Item | BundleRow;

const isBundle = (row: Row): row is BundleRow => 'bundle' in row;

/** The photos bought: who took them, the split, and whether each was refunded; a bundle once. */
export function OrderItems({ items, bundles }: { items: Item[]; bundles: Bundle[] }) {
  const { t, i18n } = useTranslation('admin-orders');
  const rows: Row[] = groupOrderItems(items, bundles).map((group) =>
    group.bundle ? { bundle: group.bundle, children: group.items } : group.items[0],
  );
  const columns: TableColumnsType<Row> = [
    {
      title: t('item.photo'),
      key: 'photo',
      width: 90,
      render: (_, row) =>
        isBundle(row) ? null : row.thumbnailUrl ? (
          <img src={row.thumbnailUrl} alt={row.fileName} className="order-thumb" loading="lazy" />
        ) : (
          '—'
        ),
    },
    {
      title: t('item.fileName'),
      key: 'fileName',
      width: 200,
      render: (_, row) =>
        isBundle(row) ? <strong>{t('item.bundle', { count: row.bundle.photoCount })}</strong> : row.fileName,
    },
    {
      title: t('item.activity'),
      key: 'activity',
      render: (_, row) => {
        const activity = isBundle(row) ? { id: row.bundle.activityId, title: row.bundle.activityTitle } : row.activity;
        return <Link to={`/admin/OrderList?activityId=${activity.id}`}>{activity.title}</Link>;
      },
    },
    {
      title: t('item.photographer'),
      key: 'photographer',
      width: 140,
      render: (_, row) => (isBundle(row) ? null : row.photographer.displayName),
    },
    {
      title: t('item.price'),
      key: 'price',
      width: 100,
      align: 'right',
      // A bundle's photos have no price of their own to a buyer: the bundle's is shown once.
      render: (_, row) =>
        isBundle(row) ? formatNtd(row.bundle.price) : row.bundleActivityId === null && formatNtd(row.price),
    },
    {
      title: t('item.share'),
      key: 'share',
      width: 100,
      align: 'right',
      render: (_, row) =>
        formatNtd(
          isBundle(row) ? row.children.reduce((sum, item) => sum + item.photographerShare, 0) : row.photographerShare,
        ),
    },
    {
      title: t('item.state'),
      key: 'state',
      width: 180,
      render: (_, row) =>
        isBundle(row) ? null : row.refundedAt ? (
          <Tag color="purple">{t('item.refundedAt', { at: formatTime(row.refundedAt, i18n.language) })}</Tag>
        ) : (
          <Tag>{t(`settlement.${row.settlementStatus}`, row.settlementStatus)}</Tag>
        ),
    },
  ];
  return (
    <Table<Row>
      rowKey={(row) => (isBundle(row) ? `bundle-${row.bundle.activityId}` : row.id)}
      size="small"
      columns={columns}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 920 }}
    />
  );
}
