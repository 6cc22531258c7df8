import { Button, Descriptions, Skeleton, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { RecordLoadError, RecordNotFound } from '../../../components/ui/load-error.tsx';
import { useMySale, type SaleDetail } from '../api/sales-api.ts';
import { formatNtd } from '../components/money.ts';
import { SaleStatusTag } from '../components/sale-status-tag.tsx';
import '../components/photographer-sales.css';
import { ResponsiveTable } from '../../../components/ui/responsive-table.tsx';

const when = (at: string) => dayjs(at).format('YYYY-MM-DD HH:mm');

/** /salesdetails/:id: one sold photo, its split, and the ledger entries it made. */
export default function SaleDetailsPage() {
  const { t } = useTranslation('photographer-sales');
  const { id } = useParams();
  const saleId = id && /^\d+$/.test(id) ? Number(id) : undefined;
  const sale = useMySale(saleId);
  const back = (
    <Link to="/selldetails">
      <Button>{t('sale.back')}</Button>
    </Link>
  );

  if (saleId === undefined) return <RecordNotFound back={back} />;
  if (sale.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (sale.isError) return <RecordLoadError error={sale.error} onRetry={() => void sale.refetch()} back={back} />;
  const data = sale.data;

  return (
    <div className="sales-page">
      <Typography.Title level={1}>{t('sale.title')}</Typography.Title>
      {data.thumbnailUrl && <img className="sales-detail-photo" src={data.thumbnailUrl} alt={data.albumName} />}
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'date', label: t('sales.date'), children: when(data.soldAt) },
          { key: 'order', label: t('sale.order'), children: data.merchantTradeNo },
          { key: 'activity', label: t('sales.activity'), children: data.activityTitle },
          { key: 'album', label: t('sales.album'), children: data.albumName },
          { key: 'price', label: t('sales.price'), children: formatNtd(data.price) },
          { key: 'share', label: t('sales.share'), children: formatNtd(data.photographerShare) },
          { key: 'fee', label: t('sales.fee'), children: formatNtd(data.platformFee) },
          { key: 'status', label: t('sales.status'), children: <SaleStatusTag status={data.status} /> },
        ]}
      />
      <Typography.Title level={2}>{t('sale.entries')}</Typography.Title>
      <ResponsiveTable<SaleDetail['entries'][number]>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={data.entries}
        columns={[
          { title: t('ledger.date'), dataIndex: 'createdAt', render: when },
          { title: t('ledger.kind'), dataIndex: 'kind', render: (kind: string) => t(`kind.${kind}`) },
          { title: t('ledger.amount'), dataIndex: 'amount', align: 'right', render: formatNtd },
        ]}
      />
      <div style={{ marginTop: 16 }}>{back}</div>
    </div>
  );
}
