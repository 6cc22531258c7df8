import { Alert, Button, Checkbox, Form, Input, InputNumber, Radio, Skeleton, Tag } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { AuditHistory } from '../../../components/admin/audit-history.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import {
  PAYMENT_METHODS,
  PAYMENT_MODES,
  usePaymentSetting,
  useUpdatePaymentSetting,
  type PaymentSetting,
  type PaymentSettingChange,
} from '../api/payment-setting.ts';
import '../components/payment-setting.css';

// ECPay's keys: letters and digits (16 today), as the server checks them.
const KEY_PATTERN = /^[A-Za-z0-9]{8,64}$/;

type Values = Required<Omit<PaymentSettingChange, 'hashKey' | 'hashIv'>> & { hashKey?: string; hashIv?: string };

const formValues = (setting: PaymentSetting): Values => ({
  mode: setting.mode,
  merchantId: setting.merchantId,
  enabledMethods: setting.enabledMethods as Values['enabledMethods'],
  commissionPercent: setting.commissionPercent,
  refundWindowDays: setting.refundWindowDays,
  hashKey: '',
  hashIv: '',
});

/** /admin/PaymentSetting: ECPay merchant, mode, methods, commission and refund window; keys replaced, never shown. */
export default function PaymentSettingPage() {
  // The payment methods are named as the shop names them to buyers.
  const { t } = useTranslation(['admin-payment-setting', 'shop']);
  const setting = usePaymentSetting();
  const update = useUpdatePaymentSetting();
  const [form] = Form.useForm<Values>();

  useEffect(() => {
    if (setting.data) form.setFieldsValue(formValues(setting.data));
  }, [setting.data, form]);

  if (setting.isPending)
    return (
      <AdminPage>
        <Skeleton active paragraph={{ rows: 8 }} />
      </AdminPage>
    );
  if (setting.isError)
    return (
      <AdminPage>
        <LoadError error={setting.error} onRetry={() => void setting.refetch()} />
      </AdminPage>
    );

  // A key left empty keeps the one stored.
  function save({ hashKey, hashIv, ...values }: Values) {
    update.mutate({ ...values, ...(hashKey ? { hashKey } : {}), ...(hashIv ? { hashIv } : {}) });
  }

  const keyState = (isSet: boolean) => (
    <Tag color={isSet ? 'green' : 'default'}>{t(isSet ? 'key.set' : 'key.unset')}</Tag>
  );
  const keyRule = { pattern: KEY_PATTERN, message: t('key.invalid') };

  return (
    <AdminPage>
      {setting.data.usesPublicTestMerchant && (
        <Alert type="warning" showIcon className="payment-setting-note" title={t('publicTestMerchant')} />
      )}
      <Form<Values>
        form={form}
        layout="vertical"
        className="payment-setting-form"
        initialValues={formValues(setting.data)}
        onFinish={save}
      >
        <Form.Item name="mode" label={t('mode.label')} extra={t('mode.help')}>
          <Radio.Group options={PAYMENT_MODES.map((mode) => ({ value: mode, label: t(`mode.${mode}`) }))} />
        </Form.Item>
        <Form.Item
          name="merchantId"
          label={t('merchantId.label')}
          rules={[{ required: true, pattern: /^\d{7,10}$/, message: t('merchantId.invalid') }]}
        >
          <Input maxLength={10} inputMode="numeric" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="hashKey"
          label={<>HashKey {keyState(setting.data.hashKeySet)}</>}
          extra={t('key.help')}
          rules={[keyRule]}
        >
          <Input.Password maxLength={64} autoComplete="new-password" placeholder={t('key.replace')} />
        </Form.Item>
        <Form.Item
          name="hashIv"
          label={<>HashIV {keyState(setting.data.hashIvSet)}</>}
          extra={t('key.help')}
          rules={[keyRule]}
        >
          <Input.Password maxLength={64} autoComplete="new-password" placeholder={t('key.replace')} />
        </Form.Item>
        <Form.Item
          name="enabledMethods"
          label={t('methods.label')}
          rules={[{ required: true, type: 'array', min: 1, message: t('methods.required') }]}
        >
          <Checkbox.Group
            options={PAYMENT_METHODS.map((method) => ({ value: method, label: t(`shop:payment.methods.${method}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="commissionPercent"
          label={t('commission.label')}
          extra={t('commission.help')}
          rules={[{ required: true, type: 'number', min: 0, max: 100, message: t('commission.range') }]}
        >
          <InputNumber min={0} max={100} step={0.5} precision={2} suffix="%" />
        </Form.Item>
        <Form.Item
          name="refundWindowDays"
          label={t('refundWindow.label')}
          extra={t('refundWindow.help')}
          rules={[{ required: true, type: 'integer', min: 0, max: 90, message: t('refundWindow.range') }]}
        >
          <InputNumber min={0} max={90} precision={0} suffix={t('refundWindow.days')} />
        </Form.Item>
        <p>
          {t('priceList.note')} <Link to="/admin/AlbumSetting">{t('priceList.link')}</Link>
        </p>
        {update.isError && (
          <Alert type="error" showIcon className="payment-setting-note" title={update.error.message} />
        )}
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          {t('save')}
        </Button>
      </Form>
      <AuditHistory entity="PaymentSetting" entityId={1} />
    </AdminPage>
  );
}
