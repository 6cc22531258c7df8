import { Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../lib/date-time.ts';
import { formatNtd } from '../../../lib/money.ts';
import type { OrderDetail } from '../api/orders.ts';

type Attempt = OrderDetail['attempts'][number];
type Notice = OrderDetail['notifications'][number];
type Refund = OrderDetail['refunds'][number];

export function Section({ title }: { title: string }) {
  return (
    <Typography.Title level={2} className="order-section-title">
      {title}
    </Typography.Title>
  );
}

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
      <Section title={t('refunds.title')} />
      <Table<Refund>
        rowKey="id"
        size="small"
        columns={refundColumns}
        dataSource={order.refunds}
        pagination={false}
        scroll={{ x: 960 }}
        locale={{ emptyText: t('refunds.empty') }}
      />
      <Section title={t('attempts.title')} />
      <Table<Attempt>
        rowKey="merchantTradeNo"
        size="small"
        columns={attemptColumns}
        dataSource={order.attempts}
        pagination={false}
        scroll={{ x: 640 }}
        locale={{ emptyText: t('attempts.empty') }}
      />
      <Section title={t('notices.title')} />
      <Table<Notice>
        rowKey="id"
        size="small"
        columns={noticeColumns}
        dataSource={order.notifications}
        pagination={false}
        scroll={{ x: 900 }}
        locale={{ emptyText: t('notices.empty') }}
      />
    </>
  );
}
