import { Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatTime } from '../../../lib/date-time.ts';
import type { UserDetail } from '../api/users.ts';

type Order = UserDetail['orders']['items'][number];

/** The member's latest orders, each opening the order's back-office page. */
export function UserOrders({ orders }: { orders: UserDetail['orders'] }) {
  // The shop's own words for an order's number and states.
  const { t, i18n } = useTranslation(['admin-users', 'shop']);
  const columns: TableColumnsType<Order> = [
    {
      title: t('shop:order.number'),
      dataIndex: 'merchantTradeNo',
      render: (number: string, order) => <Link to={`/admin/OrderDetails/${order.id}`}>{number}</Link>,
    },
    { title: t('orders.createdAt'), dataIndex: 'createdAt', render: (at: string) => formatTime(at, i18n.language) },
    { title: t('orders.status'), dataIndex: 'status', render: (status: string) => t(`shop:status.${status}`, status) },
    { title: t('orders.photos'), dataIndex: 'itemCount', align: 'right' },
    {
      title: t('orders.amount'),
      dataIndex: 'totalAmount',
      align: 'right',
      render: (amount: number) => `NT$ ${amount}`,
    },
  ];
  return (
    <>
      <Typography.Title level={2} className="user-section-title">
        {t('orders.title', { count: orders.totalCount })}
      </Typography.Title>
      <Table<Order>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={orders.items}
        pagination={false}
        scroll={{ x: 640 }}
        locale={{ emptyText: t('orders.empty') }}
      />
    </>
  );
}
