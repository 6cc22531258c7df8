import { Button, Empty, Skeleton, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { useIsMobile } from '../../../lib/use-is-mobile.ts';
import { useOrders } from '../api/get-orders.ts';
import type { OrderSummary } from '../api/get-orders.ts';
import { OrderStatusTag } from '../components/order-status-tag.tsx';
import { formatNtd } from '../lib/money.ts';
import { usePageParam } from '../lib/use-page-param.ts';
import '../shop.css';

const PAGE_SIZE = 10;
const when = (date: string | null) => (date ? dayjs(date).format('YYYY-MM-DD HH:mm') : '—');

/** /consumerrecords: every order of the member, newest first, with its status and total. */
export default function OrdersPage() {
  const { t } = useTranslation('shop');
  const [page, setPage] = usePageParam();
  const orders = useOrders({ page, pageSize: PAGE_SIZE });
  const narrow = useIsMobile();

  if (orders.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (orders.isError) return <LoadError error={orders.error} onRetry={() => void orders.refetch()} />;
  const { items, totalCount } = orders.data;

  return (
    <div className="shop-page">
      <Typography.Title level={1}>{t('orders.title')}</Typography.Title>
      {totalCount === 0 ? (
        <Empty description={t('orders.empty')}>
          <Link to="/eventlist">
            <Button type="primary">{t('browseEvents')}</Button>
          </Link>
        </Empty>
      ) : narrow ? (
        <ul className="order-cards">
          {items.map((order) => (
            <li key={order.id}>
              <Link to={`/orderdetails/${order.id}`} className="order-row-card" data-testid="order-row">
                <div className="order-row-top">
                  <span className="order-number">{order.merchantTradeNo}</span>
                  <OrderStatusTag order={order} />
                </div>
                <div className="order-row-bottom">
                  <Typography.Text type="secondary">{when(order.createdAt)}</Typography.Text>
                  <span>
                    {t('cart.photos', { count: order.itemCount })} · <strong>{formatNtd(order.totalAmount)}</strong>
                    <RefundedNote order={order} />
                  </span>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <Table<OrderSummary>
          rowKey="id"
          dataSource={items}
          pagination={false}
          scroll={{ x: 'max-content' }}
          columns={[
            {
              title: t('order.number'),
              dataIndex: 'merchantTradeNo',
              render: (value: string, order) => <Link to={`/orderdetails/${order.id}`}>{value}</Link>,
            },
            { title: t('order.createdAt'), dataIndex: 'createdAt', render: when },
            { title: t('order.itemCount'), dataIndex: 'itemCount', align: 'right' },
            {
              title: t('order.total'),
              dataIndex: 'totalAmount',
              align: 'right',
              render: (value: number, order) => (
                <>
                  {formatNtd(value)}
                  <RefundedNote order={order} />
                </>
              ),
            },
            { title: t('order.status'), key: 'status', render: (_, order) => <OrderStatusTag order={order} /> },
            { title: t('order.paidAt'), dataIndex: 'paidAt', render: when },
            {
              title: '',
              key: 'view',
              render: (_, order) => <Link to={`/orderdetails/${order.id}`}>{t('order.view')}</Link>,
            },
          ]}
        />
      )}
      <Pager page={page} pageSize={PAGE_SIZE} total={totalCount} onChange={setPage} />
    </div>
  );
}

/** What was given back and when, under an order's total (nothing when no photo was refunded). */
function RefundedNote({ order }: { order: OrderSummary }) {
  const { t } = useTranslation('shop');
  if (order.refundState === 'none') return null;
  return (
    <Typography.Text type="secondary" className="order-refunded-note" data-testid="order-refunded-note">
      {t('order.refundedShort', {
        amount: formatNtd(order.refundedAmount),
        date: order.lastRefundedAt ? dayjs(order.lastRefundedAt).format('YYYY-MM-DD') : '—',
      })}
    </Typography.Text>
  );
}
