import { Button, Descriptions, Select, Skeleton, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { RemittanceAccountNumber } from '../../../components/admin/remittance-account-number.tsx';
import { useTablePaging } from '../../../components/admin/use-table-paging.ts';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { RecordLoadError, RecordNotFound } from '../../../components/ui/load-error.tsx';
import { formatTime } from '../../../lib/date-time.ts';
import { formatNtd } from '../../../lib/money.ts';
import { useSession } from '../../../lib/session.ts';
import {
  ADJUST_PERMISSION,
  LEDGER_KINDS,
  useIncome,
  type IncomeDetail,
  type LedgerKind,
  type LedgerLine,
} from '../api/income.ts';
import { AdjustmentModal } from '../components/adjustment-modal.tsx';
import { IncomeFigures } from '../components/income-figures.tsx';
import '../components/admin-income.css';

const money = (amount: number) => (
  <span className={amount < 0 ? 'income-negative' : undefined}>{formatNtd(amount)}</span>
);

/** /admin/IncomeDetails/:id (the photographer's user id): figures, remittance account, the ledger. */
export default function IncomeDetailsPage() {
  const { t } = useTranslation('admin-income');
  const id = Number(useParams().id);
  const [search] = useSearchParams();
  const kind = LEDGER_KINDS.find((value) => value === search.get('kind'));
  const { paging, pagination, setFilters } = useTablePaging();
  const income = useIncome(id, paging, kind);
  const back = <ButtonLink to="/admin/Income">{t('backToList')}</ButtonLink>;

  let body;
  if (!income.isEnabled) body = <RecordNotFound back={back} />;
  else if (income.isPending) body = <Skeleton active paragraph={{ rows: 10 }} />;
  else if (income.isError)
    body = <RecordLoadError error={income.error} onRetry={() => void income.refetch()} back={back} />;
  else
    body = (
      <IncomeView
        income={income.data}
        kind={kind}
        onKind={(value) => setFilters({ kind: value })}
        loading={income.isFetching}
        pagination={pagination(income.data.ledger.totalCount)}
      />
    );
  return <AdminPage extra={back}>{body}</AdminPage>;
}

interface ViewProps {
  income: IncomeDetail;
  kind: LedgerKind | undefined;
  onKind: (kind: LedgerKind | undefined) => void;
  loading: boolean;
  pagination: ReturnType<ReturnType<typeof useTablePaging>['pagination']>;
}

function IncomeView({ income, kind, onKind, loading, pagination }: ViewProps) {
  const { t, i18n } = useTranslation('admin-income');
  // The back-office login lists the admin's permissions; without that list the server decides alone.
  const canAdjust = useSession()?.user.permissions?.includes(ADJUST_PERMISSION) ?? true;
  const [adjusting, setAdjusting] = useState(false);
  const { photographer, remittance } = income;
  const account = remittance.account;

  const columns: TableColumnsType<LedgerLine> = [
    {
      title: t('ledger.date'),
      dataIndex: 'createdAt',
      width: 170,
      render: (at: string) => formatTime(at, i18n.language),
    },
    { title: t('ledger.kind'), dataIndex: 'kind', width: 110, render: (value: LedgerKind) => t(`kind.${value}`) },
    {
      title: t('ledger.about'),
      key: 'about',
      width: 260,
      render: (_, line) => line.activityTitle ?? line.reason ?? '—',
    },
    { title: t('ledger.by'), dataIndex: 'createdByName', width: 130, render: (name: string | null) => name ?? '—' },
    { title: t('ledger.amount'), dataIndex: 'amount', width: 110, align: 'right', render: money },
    { title: t('ledger.balance'), dataIndex: 'balance', width: 120, align: 'right', render: money },
  ];

  return (
    <>
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label={t('field.name')}>
          <Link to={`/admin/user/userList/${photographer.id}`}>{photographer.displayName}</Link>
        </Descriptions.Item>
        <Descriptions.Item label={t('field.email')}>{photographer.email}</Descriptions.Item>
        <Descriptions.Item label={t('field.remittance')} span="filled">
          {account ? (
            <>
              {`${account.bankCode} ${account.bankName} / ${account.branch} / ${account.accountName} / `}
              <RemittanceAccountNumber userId={photographer.id} masked={account.accountNumberMasked} />
            </>
          ) : (
            t('field.noRemittance')
          )}
        </Descriptions.Item>
      </Descriptions>

      <Typography.Title level={2} className="income-section-title">
        {t('figuresTitle')}
      </Typography.Title>
      <IncomeFigures figures={income.figures} />

      <Typography.Title level={2} className="income-section-title">
        {t('ledger.title')}
      </Typography.Title>
      <div className="income-filters">
        <Select
          allowClear
          aria-label={t('ledger.kindFilter')}
          placeholder={t('ledger.kindFilter')}
          value={kind}
          onChange={(value?: LedgerKind) => onKind(value)}
          options={LEDGER_KINDS.map((value) => ({ value, label: t(`kind.${value}`) }))}
        />
        {canAdjust && <Button onClick={() => setAdjusting(true)}>{t('adjust.button')}</Button>}
      </div>
      <Table<LedgerLine>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={income.ledger.items}
        loading={loading}
        pagination={pagination}
        scroll={{ x: 900 }}
        locale={{ emptyText: t('ledger.empty') }}
      />
      {adjusting && <AdjustmentModal photographerId={photographer.id} onClose={() => setAdjusting(false)} />}
    </>
  );
}
