import { App, Button, Drawer, Space, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  RemittanceAccountNumber,
  REVEAL_ACCOUNTS_PERMISSION,
} from '../../../components/admin/remittance-account-number.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { ResponsiveTable } from '../../../components/ui/responsive-table.tsx';
import { useSession } from '../../../lib/session.ts';
import { formatNtd } from '../../../lib/money.ts';
import {
  exportBatch,
  exportTransferFile,
  PAY_PERMISSION,
  useBatch,
  type LineState,
  type SettlementLine,
} from '../api/settlement.ts';
import { BatchPayment } from './batch-payment.tsx';
import { LineActions } from './line-actions.tsx';

const STATE_COLORS: Record<LineState, string> = {
  pending: 'blue',
  held: 'orange',
  paid: 'green',
  carried: 'default',
  released: 'default',
};

/** One batch's lines in a drawer: the amounts, the masked accounts, and finance's actions. */
export function BatchLines({ batchId, onClose }: { batchId: number | null; onClose: () => void }) {
  const { t } = useTranslation('admin-settlement');
  const { message } = App.useApp();
  const permissions = useSession()?.user.permissions;
  const canPay = permissions?.includes(PAY_PERMISSION) ?? true;
  // The transfer file carries full account numbers: it needs the permission to see them too.
  const canMakeTransferFile = canPay && (permissions?.includes(REVEAL_ACCOUNTS_PERMISSION) ?? true);
  const batch = useBatch(batchId);

  async function download(save: (batchId: number) => Promise<void>) {
    if (batchId === null) return;
    await save(batchId).catch((error: Error) => message.error(error.message));
  }

  const columns: TableColumnsType<SettlementLine> = [
    { title: t('column.photographer'), dataIndex: ['photographer', 'displayName'], width: 140 },
    {
      title: t('column.account'),
      key: 'account',
      width: 240,
      render: (_, line) =>
        line.account ? (
          <>
            {`${line.account.bankCode} ${line.account.bankName} `}
            <RemittanceAccountNumber userId={line.photographer.id} masked={line.account.accountNumberMasked} />
          </>
        ) : (
          <Tag color="red">{t('noAccount')}</Tag>
        ),
    },
    { title: t('column.items'), dataIndex: 'itemCount', width: 70, align: 'right' },
    { title: t('column.carried'), dataIndex: 'carriedAmount', width: 100, align: 'right', render: formatNtd },
    { title: t('column.amount'), dataIndex: 'amount', width: 110, align: 'right', render: formatNtd },
    {
      title: t('column.state'),
      dataIndex: 'state',
      width: 160,
      render: (state: LineState, line) => (
        <>
          <Tag color={STATE_COLORS[state]}>{t(`state.${state}`)}</Tag>
          <div className="ant-typography ant-typography-secondary">{line.transferReference ?? line.holdReason}</div>
        </>
      ),
    },
    ...(canPay
      ? [
          {
            title: t('common:adminForm.actions'),
            key: 'actions',
            width: 240,
            render: (_: unknown, line: SettlementLine) => <LineActions line={line} />,
          },
        ]
      : []),
  ];

  const transferFile = canMakeTransferFile && (
    <>
      <Button onClick={() => void download((id) => exportTransferFile(id, 'csv'))}>{t('export.transferCsv')}</Button>
      <Button onClick={() => void download((id) => exportTransferFile(id, 'xlsx'))}>{t('export.transferExcel')}</Button>
    </>
  );

  return (
    // Wide enough at 1280 px for every column beside the actions; a phone shows each line as a card.
    <Drawer
      open={batchId !== null}
      onClose={onClose}
      size="min(1120px, 100vw)"
      title={t('batch.title', { id: batchId })}
    >
      {canPay && (
        <Space wrap style={{ marginBottom: 16 }}>
          <Button onClick={() => void download((id) => exportBatch(id, 'Csv'))}>{t('export.csv')}</Button>
          <Button onClick={() => void download((id) => exportBatch(id, 'Excel'))}>{t('export.excel')}</Button>
          {transferFile}
        </Space>
      )}
      {canPay && batch.data && (
        <div style={{ marginBottom: 16 }}>
          <BatchPayment batch={batch.data} transferFile={transferFile} />
        </div>
      )}
      {batch.isError ? (
        <LoadError error={batch.error} onRetry={() => void batch.refetch()} />
      ) : (
        <ResponsiveTable<SettlementLine>
          rowKey="id"
          columns={columns}
          dataSource={batch.data?.lines}
          loading={batch.isFetching}
          pagination={false}
          locale={{ emptyText: t('empty') }}
        />
      )}
    </Drawer>
  );
}
