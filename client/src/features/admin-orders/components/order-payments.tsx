import { Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../lib/date-time.ts';
import { formatNtd } from '../../../lib/money.ts';
import type { OrderDetail } from '../api/orders.ts';
import { SectionTable } from './section-table.tsx';

type Attempt = OrderDetail['attempts'][number];
type Notice = OrderDetail['notifications'][number];
type Refund = OrderDetail['refunds'][number];

/** The order's refunds, payment attempts and every ECPay notice received, oldest first. */
export function OrderPayments({ order }: { order: OrderDetail }) {
  const { t, i18n } = useTranslation('admin-orders');
  const time = (at: string | null) => formatTime(at, i18n.language);

  const refundColumns: TableColumnsType<Refund> = [
    { title: t('refunds.at'), dataIndex: 'createdAt', width: 170, render: time },
    { title: t('refunds.amount'), dataIndex: 'amount', width: 100, align: 'right', render: formatNtd },
    {
      title: t('refunds.what'),
      key: 'what',
      width: 160,
      render: (_, refund) =>
        refund.paymentNotificationId ? t('refunds.duplicate') : t('refunds.items', { count: refund.itemIds.length }),
    },
    {
      title: t('refunds.method'),
      dataIndex: 'method',
      width: 180,
      render: (method: string, refund) => (
        <>
          {t(`method.${method}`)}
          {refund.ecpayMessage && <div className="ant-typography ant-typography-secondary">{refund.ecpayMessage}</div>}
        </>
      ),
    },
    { title: t('refunds.reason'), dataIndex: 'reason' },
    { title: t('refunds.by'), dataIndex: ['createdBy', 'email'], width: 200 },
  ];
  const attemptColumns: TableColumnsType<Attempt> = [
    { title: t('attempts.tradeNo'), dataIndex: 'merchantTradeNo' },
    { title: t('attempts.method'), dataIndex: 'choosePayment', width: 110 },
    { title: t('attempts.createdAt'), dataIndex: 'createdAt', width: 170, render: time },
    { title: t('attempts.issuedAt'), dataIndex: 'issuedAt', width: 170, render: time },
  ];
  const noticeColumns: TableColumnsType<Notice> = [
    { title: t('notices.at'), dataIndex: 'createdAt', width: 170, render: time },
    { title: t('notices.tradeNo'), dataIndex: 'merchantTradeNo', width: 200 },
    {
      title: t('notices.outcome'),
      dataIndex: 'outcome',
      width: 130,
      render: (outcome: string, notice) => (
        <>
          <Tag color={notice.verified ? undefined : 'red'}>{t(`outcome.${outcome}`, outcome)}</Tag>
          {!notice.verified && <Tag color="red">{t('notices.unverified')}</Tag>}
        </>
      ),
    },
    { title: t('notices.rtnCode'), dataIndex: 'rtnCode', width: 80 },
    {
      title: t('notices.amount'),
      dataIndex: 'tradeAmt',
      width: 100,
      align: 'right',
      render: (amount: number | null) => (amount === null ? '—' : formatNtd(amount)),
    },
    { title: t('notices.message'), dataIndex: 'message', render: (message: string | null) => message ?? '—' },
  ];

  return (
    <>
      <SectionTable
        title={t('refunds.title')}
        rowKey="id"
        columns={refundColumns}
        rows={order.refunds}
        width={960}
        empty={t('refunds.empty')}
      />
      <SectionTable
        title={t('attempts.title')}
        rowKey="merchantTradeNo"
        columns={attemptColumns}
        rows={order.attempts}
        width={640}
        empty={t('attempts.empty')}
      />
      <SectionTable
        title={t('notices.title')}
        rowKey="id"
        columns={noticeColumns}
        rows={order.notifications}
        width={900}
        empty={t('notices.empty')}
      />
    </>
  );
}
