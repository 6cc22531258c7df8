import { Button, DatePicker, Space, Table, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { useTablePaging } from '../../../components/admin/use-table-paging.ts';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { formatTime } from '../../../lib/date-time.ts';
import { formatNtd } from '../../../lib/money.ts';
import { notify } from '../../../lib/notify.ts';
import { taipeiDate, taipeiDateBefore, taipeiMonth } from '../../../lib/taipei-time.ts';
import { useBatches, useCreateBatch, type BatchRow } from '../api/settlement.ts';
import { BatchLines } from '../components/batch-lines.tsx';

/** The period a batch covers, as Taipei days: its month, or first to last day. */
const periodOf = (row: Pick<BatchRow, 'periodFrom' | 'periodTo'>) =>
  `${taipeiDate(row.periodFrom)} – ${taipeiDateBefore(row.periodTo, 1)}`;

// The picker's values are months of the browser's calendar, named as Taipei's: an admin abroad (or
// a Taiwanese one just after midnight on the 1st, seen from UTC) is offered the month Taiwan is in.
const isAfterTaipeiMonth = (day: Dayjs) => day.format('YYYY-MM') > taipeiMonth();

/** Settlement batches: create one for a month, open one to pay, hold or release its lines and export it. */
export default function SettlementPage() {
  const { t, i18n } = useTranslation('admin-settlement');
  const { paging, pagination } = useTablePaging();
  const list = useBatches(paging);
  const create = useCreateBatch();
  const [month, setMonth] = useState<Dayjs | null>(() => dayjs(`${taipeiMonth()}-01`).subtract(1, 'month'));
  const [openBatch, setOpenBatch] = useState<number | null>(null);

  async function createBatch() {
    if (!month) return;
    const monthText = month.format('YYYY-MM');
    const batch = await create.mutateAsync({ month: monthText });
    notify.success(t('create.done', { id: batch.id, month: monthText, count: batch.lines.length }));
    setOpenBatch(batch.id);
  }

  const columns: TableColumnsType<BatchRow> = [
    { title: t('column.batch'), dataIndex: 'id', width: 80, render: (id: number) => `#${id}` },
    { title: t('column.period'), key: 'period', width: 210, render: (_, row) => periodOf(row) },
    { title: t('column.lines'), dataIndex: 'lineCount', width: 80, align: 'right' },
    { title: t('column.open'), dataIndex: 'openAmount', width: 120, align: 'right', render: formatNtd },
    { title: t('column.paid'), dataIndex: 'paidAmount', width: 120, align: 'right', render: formatNtd },
    {
      title: t('column.createdAt'),
      dataIndex: 'createdAt',
      width: 170,
      render: (at: string, row) => `${formatTime(at, i18n.language)} ${row.createdBy}`,
    },
    {
      title: t('common:adminForm.actions'),
      key: 'actions',
      width: 120,
      fixed: 'right',
      render: (_, row) => (
        <Button type="link" onClick={() => setOpenBatch(row.id)}>
          {t('open')}
        </Button>
      ),
    },
  ];

  return (
    <AdminPage>
      <Space wrap style={{ marginBottom: 16 }}>
        <DatePicker
          picker="month"
          aria-label={t('create.month')}
          value={month}
          onChange={setMonth}
          disabledDate={isAfterTaipeiMonth}
        />
        <Button
          type="primary"
          disabled={!month}
          loading={create.isPending}
          onClick={() => void createBatch().catch(() => undefined)}
        >
          {t('create.submit')}
        </Button>
      </Space>
      {list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Table<BatchRow>
          rowKey="id"
          columns={columns}
          dataSource={list.data?.items}
          loading={list.isFetching}
          pagination={pagination(list.data?.totalCount ?? 0)}
          scroll={{ x: 880 }}
          locale={{ emptyText: t('emptyBatches') }}
        />
      )}
      <BatchLines batchId={openBatch} onClose={() => setOpenBatch(null)} />
    </AdminPage>
  );
}
