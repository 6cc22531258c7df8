import { Button, Input, Select, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { ActivitySelect, PhotographerSelect } from '../../../components/admin/search-selects.tsx';
import { useTablePaging } from '../../../components/admin/use-table-paging.ts';
import { DayRangeFilter, dayParam } from '../../../components/ui/day-range-filter.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { formatTime } from '../../../lib/date-time.ts';
import { formatNtd } from '../../../lib/money.ts';
import { notify } from '../../../lib/notify.ts';
import {
  exportOrders,
  ORDER_STATUSES,
  useOrders,
  type OrderFilter,
  type OrderRow,
  type OrderStatus,
} from '../api/orders.ts';
import { AnomalyTag, OrderStatusTag, PaymentMethod } from '../components/order-tags.tsx';
import '../components/admin-orders.css';
import { ResponsiveTable } from '../../../components/ui/responsive-table.tsx';

const idOf = (value: string | null) => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

/**
 * The filter the address holds (`?keyword=…&email=…&status=…&activityId=…&photographerId=…&dateFrom=…&dateTo=…&anomaly=true`).
 */
function filterOf(search: URLSearchParams): OrderFilter {
  return {
    keyword: search.get('keyword')?.trim() || undefined,
    email: search.get('email')?.trim() || undefined,
    status: ORDER_STATUSES.find((value) => value === search.get('status')),
    activityId: idOf(search.get('activityId')),
    photographerId: idOf(search.get('photographerId')),
    dateFrom: dayParam(search.get('dateFrom')),
    dateTo: dayParam(search.get('dateTo')),
    anomaly: search.get('anomaly') === 'true' ? true : undefined,
  };
}

/** Every order, newest first: search, filters and paging on the server; each row opens the order. */
export default function OrderListPage() {
  const { t, i18n } = useTranslation('admin-orders');
  const [search] = useSearchParams();
  const { paging, pagination, setFilters } = useTablePaging();
  const filter = filterOf(search);
  const list = useOrders(paging, filter);

  const columns: TableColumnsType<OrderRow> = [
    {
      title: t('column.number'),
      dataIndex: 'merchantTradeNo',
      render: (number: string, row) => (
        <>
          <Link to={`/admin/OrderDetails/${row.id}`}>{number}</Link>
          <div className="ant-typography ant-typography-secondary">#{row.id}</div>
        </>
      ),
    },
    { title: t('column.member'), dataIndex: ['member', 'email'], width: 220 },
    {
      title: t('column.status'),
      dataIndex: 'status',
      width: 170,
      render: (status: OrderStatus, row) => (
        <>
          <OrderStatusTag status={status} refundedItems={row.refundedItemCount} />
          {row.hasAnomaly && <AnomalyTag />}
        </>
      ),
    },
    { title: t('column.items'), dataIndex: 'itemCount', width: 80, align: 'right' },
    {
      title: t('column.amount'),
      dataIndex: 'totalAmount',
      width: 110,
      align: 'right',
      render: (amount: number) => formatNtd(amount),
    },
    {
      title: t('column.payment'),
      key: 'payment',
      width: 100,
      // How it was paid (or, unpaid, how the member chose to pay), in words; ECPay's code on hover.
      render: (_, row) => <PaymentMethod code={row.paymentType ?? row.choosePayment} />,
    },
    {
      title: t('column.createdAt'),
      dataIndex: 'createdAt',
      width: 170,
      render: (at: string) => formatTime(at, i18n.language),
    },
    {
      title: t('common:adminForm.actions'),
      key: 'actions',
      width: 96,
      render: (_, row) => <Link to={`/admin/OrderDetails/${row.id}`}>{t('open')}</Link>,
    },
  ];

  return (
    <AdminPage>
      <div className="orders-filters">
        <Input.Search
          key={`keyword-${filter.keyword ?? ''}`}
          defaultValue={filter.keyword}
          allowClear
          placeholder={t('filter.keyword')}
          aria-label={t('filter.keyword')}
          maxLength={40}
          onSearch={(value) => setFilters({ keyword: value.trim() || undefined })}
        />
        <Input.Search
          key={`email-${filter.email ?? ''}`}
          defaultValue={filter.email}
          allowClear
          placeholder={t('filter.email')}
          aria-label={t('filter.email')}
          maxLength={254}
          onSearch={(value) => setFilters({ email: value.trim() || undefined })}
        />
        <Select
          allowClear
          aria-label={t('filter.status')}
          placeholder={t('filter.status')}
          value={filter.status}
          onChange={(value?: OrderStatus) => setFilters({ status: value })}
          options={ORDER_STATUSES.map((value) => ({ value, label: t(`shop:status.${value}`) }))}
        />
        <Select
          allowClear
          aria-label={t('filter.anomaly')}
          placeholder={t('filter.anomaly')}
          value={filter.anomaly}
          onChange={(value?: boolean) => setFilters({ anomaly: value })}
          options={[{ value: true, label: t('filter.anomalyOnly') }]}
        />
        <DayRangeFilter label={t('filter.period')} value={filter} onChange={setFilters} />
        <ActivitySelect
          aria-label={t('filter.activity')}
          value={filter.activityId}
          onChange={(activityId) => setFilters({ activityId })}
        />
        <PhotographerSelect
          aria-label={t('filter.photographer')}
          value={filter.photographerId}
          onChange={(photographerId) => setFilters({ photographerId })}
        />
        {/* The whole filtered list, not this page of it (the server refuses more than one file holds). */}
        <Button onClick={() => void exportOrders(filter).catch((error: Error) => notify.error(error.message))}>
          {t('export.csv')}
        </Button>
      </div>
      {list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <ResponsiveTable<OrderRow>
          rowKey="id"
          columns={columns}
          dataSource={list.data?.items}
          loading={list.isFetching}
          pagination={pagination(list.data?.totalCount ?? 0)}
          locale={{ emptyText: t('empty') }}
        />
      )}
    </AdminPage>
  );
}
