import { Card, DatePicker, Descriptions, Select, Skeleton, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useMySales, type Sale, type SalesFilter } from '../api/sales-api.ts';
import { formatNtd } from '../components/money.ts';
import { SaleStatusTag } from '../components/sale-status-tag.tsx';
import '../components/photographer-sales.css';

const PAGE_SIZE = 20;
const DAY = 'YYYY-MM-DD';

/** /selldetails: every photo the photographer sold, filtered by activity and days, with totals. */
export default function SellDetailsPage() {
  const { t } = useTranslation('photographer-sales');
  const [filter, setFilter] = useState<SalesFilter>({});
  const [page, setPage] = useState(1);
  const sales = useMySales(filter, { page, pageSize: PAGE_SIZE });
  const refine = (change: Partial<SalesFilter>) => {
    setFilter((current) => ({ ...current, ...change }));
    setPage(1);
  };

  const columns: ColumnsType<Sale> = [
    {
      title: t('sales.date'),
      dataIndex: 'soldAt',
      width: 150,
      render: (at: string) => dayjs(at).format('YYYY-MM-DD HH:mm'),
    },
    {
      title: t('sales.photo'),
      dataIndex: 'thumbnailUrl',
      width: 90,
      render: (url: string | null, sale) =>
        url ? (
          <img className="sales-thumb" src={url} alt={t('sales.photoAlt', { id: sale.photoId })} loading="lazy" />
        ) : (
          '—'
        ),
    },
    { title: t('sales.activity'), dataIndex: 'activityTitle', width: 200 },
    { title: t('sales.album'), dataIndex: 'albumName', width: 140 },
    { title: t('sales.price'), dataIndex: 'price', width: 100, align: 'right', render: formatNtd },
    { title: t('sales.share'), dataIndex: 'photographerShare', width: 100, align: 'right', render: formatNtd },
    { title: t('sales.fee'), dataIndex: 'platformFee', width: 100, align: 'right', render: formatNtd },
    {
      title: t('sales.status'),
      dataIndex: 'status',
      width: 110,
      render: (status: Sale['status']) => <SaleStatusTag status={status} />,
    },
    {
      title: t('sales.details'),
      key: 'details',
      width: 90,
      render: (_, sale) => <Link to={`/salesdetails/${sale.id}`}>{t('sales.open')}</Link>,
    },
  ];

  return (
    <div className="sales-page">
      <Typography.Title level={1}>{t('sales.title')}</Typography.Title>
      <div className="sales-filters">
        <Select
          allowClear
          aria-label={t('sales.activity')}
          placeholder={t('sales.allActivities')}
          value={filter.activityId}
          onChange={(activityId?: number) => refine({ activityId })}
          options={sales.data?.activities.map((activity) => ({ value: activity.id, label: activity.title })) ?? []}
        />
        <DatePicker.RangePicker
          aria-label={t('sales.dateRange')}
          value={filter.dateFrom && filter.dateTo ? [dayjs(filter.dateFrom), dayjs(filter.dateTo)] : null}
          onChange={(range) =>
            refine({ dateFrom: range?.[0]?.format(DAY) ?? undefined, dateTo: range?.[1]?.format(DAY) ?? undefined })
          }
        />
      </div>
      {sales.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : sales.isError ? (
        <LoadError error={sales.error} onRetry={() => void sales.refetch()} />
      ) : (
        <>
          <Card size="small" style={{ marginBottom: 16 }}>
            <Descriptions
              size="small"
              column={{ xs: 1, sm: 2, md: 4 }}
              items={[
                { key: 'count', label: t('sales.count'), children: sales.data.totals.count },
                { key: 'gross', label: t('sales.totalGross'), children: formatNtd(sales.data.totals.gross) },
                { key: 'refunds', label: t('sales.totalRefunds'), children: formatNtd(sales.data.totals.refunds) },
                { key: 'price', label: t('sales.totalPrice'), children: formatNtd(sales.data.totals.price) },
                {
                  key: 'share',
                  label: t('sales.totalShare'),
                  children: formatNtd(sales.data.totals.photographerShare),
                },
                { key: 'fee', label: t('sales.totalFee'), children: formatNtd(sales.data.totals.platformFee) },
              ]}
            />
          </Card>
          <Table<Sale>
            rowKey="id"
            size="small"
            columns={columns}
            dataSource={sales.data.items}
            loading={sales.isFetching}
            scroll={{ x: 1080 }}
            locale={{ emptyText: t('sales.empty') }}
            pagination={{
              current: page,
              pageSize: PAGE_SIZE,
              total: sales.data.totalCount,
              showSizeChanger: false,
              onChange: setPage,
            }}
          />
        </>
      )}
    </div>
  );
}
