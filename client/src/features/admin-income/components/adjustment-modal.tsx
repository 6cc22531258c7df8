import { Form, Input, InputNumber, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatNtd } from '../../../lib/money.ts';
import { ADJUSTMENT_LIMIT, useAddAdjustment } from '../api/income.ts';

interface Values {
  amount: number | null;
  reason: string;
}

/** Finance's correction: a signed NT$ amount (never 0) and the reason, both required. */
export function AdjustmentModal({ photographerId, onClose }: { photographerId: number; onClose: () => void }) {
  const { t } = useTranslation('admin-income');
  const [form] = Form.useForm<Values>();
  const adjust = useAddAdjustment();

  async function submit({ amount, reason }: Values) {
    const signed = amount ?? 0;
    await adjust.mutateAsync({
      photographerId,
      amount: signed,
      reason: reason.trim(),
      done: t('adjust.done', { amount: `${signed > 0 ? '+' : ''}${formatNtd(signed)}` }),
    });
    onClose();
  }

  return (
    <Modal
      open
      title={t('adjust.title')}
      okText={t('adjust.confirm')}
      okButtonProps={{ loading: adjust.isPending }}
      cancelText={t('adjust.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ amount: null, reason: '' }}
        onFinish={(values) => void submit(values).catch(() => undefined)}
      >
        <Form.Item
          name="amount"
          label={t('adjust.amount')}
          extra={t('adjust.amountHint', { limit: formatNtd(ADJUSTMENT_LIMIT) })}
          rules={[
            { required: true, message: t('adjust.amountRequired') },
            {
              validator: (_, value: number | null) =>
                value === 0 ? Promise.reject(new Error(t('adjust.amountZero'))) : Promise.resolve(),
            },
          ]}
        >
          <InputNumber
            precision={0}
            min={-ADJUSTMENT_LIMIT}
            max={ADJUSTMENT_LIMIT}
            style={{ width: '100%' }}
            prefix="NT$"
          />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('adjust.reason')}
          rules={[{ required: true, whitespace: true, message: t('adjust.reasonRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
