import { Button, Card, Descriptions, Empty, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useRemittance } from '../api/get-remittance.ts';
import { RemittanceForm } from './remittance-form.tsx';

/** The account as saved (number masked), and the form to change it. */
export function RemittanceCard() {
  const { t } = useTranslation('photographer');
  const remittance = useRemittance();
  const [editing, setEditing] = useState(false);

  const body = () => {
    if (editing) return <RemittanceForm onDone={() => setEditing(false)} />;
    if (remittance.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
    if (remittance.isError) return <LoadError error={remittance.error} onRetry={() => void remittance.refetch()} />;
    const account = remittance.data.account;
    if (!account) return <Empty description={t('remittance.none')} />;
    return (
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('remittance.bank')}>{`${account.bankCode} ${account.bankName}`}</Descriptions.Item>
        <Descriptions.Item label={t('remittance.branch')}>{account.branch}</Descriptions.Item>
        <Descriptions.Item label={t('remittance.accountName')}>{account.accountName}</Descriptions.Item>
        <Descriptions.Item label={t('remittance.accountNumber')}>{account.accountNumberMasked}</Descriptions.Item>
      </Descriptions>
    );
  };

  const canEdit = !editing && remittance.isSuccess;
  return (
    <Card
      title={t('remittance.title')}
      extra={
        canEdit && (
          <Button type="link" onClick={() => setEditing(true)}>
            {remittance.data.hasAccount ? t('remittance.edit') : t('remittance.add')}
          </Button>
        )
      }
    >
      {body()}
    </Card>
  );
}
