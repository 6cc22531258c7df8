import { Button, Form, Input, Select, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/ui/form-error.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { notify } from '../../../lib/notify.ts';
import { useBankList } from '../api/bank-list.ts';
import { useOwnRemittance } from '../api/get-own-remittance.ts';
import { useUpdateRemittance, type RemittanceInput } from '../api/update-remittance.ts';

// The server's rule (MemEmber/UpdateUsersRemittance): digits only, 10 to 16 of them.
export const ACCOUNT_NUMBER_PATTERN = /^[0-9]{10,16}$/;
const TEXT_MAX = 64;

/** Edits the account with its full values, which only this form receives. */
export function RemittanceForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('photographer');
  const own = useOwnRemittance(true);
  const banks = useBankList();
  const update = useUpdateRemittance();

  if (own.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (own.isError) return <LoadError error={own.error} onRetry={() => void own.refetch()} />;

  const submit = (fields: RemittanceInput) =>
    update.mutate(
      { ...fields, branch: fields.branch.trim(), accountName: fields.accountName.trim() },
      {
        onSuccess: () => {
          notify.success(t('remittance.saved'));
          onDone();
        },
      },
    );

  const account = own.data.account;
  return (
    <Form<RemittanceInput>
      layout="vertical"
      requiredMark={false}
      initialValues={{
        bankCode: account?.bankCode,
        branch: account?.branch ?? '',
        accountName: account?.accountName ?? '',
        accountNumber: account?.accountNumber ?? '',
      }}
      onFinish={submit}
      onValuesChange={() => update.error && update.reset()}
      className="remittance-form"
    >
      <Form.Item
        name="bankCode"
        label={t('remittance.bank')}
        rules={[{ required: true, message: t('remittance.bankRequired') }]}
      >
        <Select
          aria-label={t('remittance.bank')}
          showSearch={{ optionFilterProp: 'label' }}
          loading={banks.isPending}
          placeholder={t('remittance.bankPlaceholder')}
          options={(banks.data ?? []).map((bank) => ({ value: bank.code, label: `${bank.code} ${bank.name}` }))}
          notFoundContent={banks.isError ? t('remittance.banksFailed') : undefined}
        />
      </Form.Item>
      <Form.Item
        name="branch"
        label={t('remittance.branch')}
        rules={[
          { required: true, whitespace: true, message: t('remittance.branchRequired') },
          { max: TEXT_MAX, message: t('remittance.tooLong', { max: TEXT_MAX }) },
        ]}
      >
        <Input maxLength={TEXT_MAX} />
      </Form.Item>
      <Form.Item
        name="accountName"
        label={t('remittance.accountName')}
        rules={[
          { required: true, whitespace: true, message: t('remittance.accountNameRequired') },
          { max: TEXT_MAX, message: t('remittance.tooLong', { max: TEXT_MAX }) },
        ]}
      >
        <Input maxLength={TEXT_MAX} autoComplete="name" />
      </Form.Item>
      <Form.Item
        name="accountNumber"
        label={t('remittance.accountNumber')}
        extra={t('remittance.accountNumberHint')}
        rules={[
          { required: true, message: t('remittance.accountNumberRequired') },
          { pattern: ACCOUNT_NUMBER_PATTERN, message: t('remittance.accountNumberInvalid') },
        ]}
      >
        <Input inputMode="numeric" maxLength={16} autoComplete="off" />
      </Form.Item>
      <FormError error={update.error} />
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          {t('remittance.save')}
        </Button>
        <Button onClick={onDone}>{t('remittance.cancel')}</Button>
      </Space>
    </Form>
  );
}
