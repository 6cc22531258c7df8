import { Checkbox, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatNtd } from '../../../lib/money.ts';
import { useRefund, type OrderDetail } from '../api/orders.ts';

/** What to refund: items of the order (chosen in the form), or one duplicate payment. */
export type RefundTarget = { kind: 'items' } | { kind: 'duplicate'; notificationId: number; amount: number | null };

interface Props {
  order: OrderDetail;
  target: RefundTarget;
  onClose: () => void;
}

interface Values {
  itemIds?: number[];
  reason: string;
}

/** Asks for the reason (and the items) and refunds; the order's page then shows the result. */
export function RefundModal({ order, target, onClose }: Props) {
  const { t } = useTranslation('admin-orders');
  const [form] = Form.useForm<Values>();
  const refund = useRefund();
  const remaining = order.items.filter((item) => !item.refundedAt);
  const chosen = Form.useWatch('itemIds', form) ?? [];
  const amount =
    target.kind === 'duplicate'
      ? (target.amount ?? 0)
      : remaining.filter((item) => chosen.includes(item.id)).reduce((sum, item) => sum + item.price, 0);

  async function submit({ itemIds, reason }: Values) {
    await refund.mutateAsync({
      orderId: order.id,
      reason,
      done: t('refund.done', { amount: formatNtd(amount) }),
      ...(target.kind === 'duplicate' ? { paymentNotificationId: target.notificationId } : { itemIds }),
    });
    onClose();
  }

  return (
    <Modal
      open
      title={target.kind === 'duplicate' ? t('refund.duplicateTitle') : t('refund.title')}
      okText={t('refund.confirm', { amount: formatNtd(amount) })}
      okButtonProps={{ danger: true, loading: refund.isPending, disabled: amount === 0 }}
      cancelText={t('refund.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        // Nothing ticked: one careless click must not refund a whole order.
        initialValues={{ itemIds: [], reason: '' }}
        onFinish={(values) => void submit(values).catch(() => undefined)}
      >
        {target.kind === 'items' && (
          <Form.Item
            name="itemIds"
            label={t('refund.items')}
            rules={[{ required: true, type: 'array', min: 1, message: t('refund.itemsRequired') }]}
          >
            <Checkbox.Group
              className="refund-items"
              options={remaining.map((item) => ({
                value: item.id,
                label: `${item.fileName} · ${formatNtd(item.price)}`,
              }))}
            />
          </Form.Item>
        )}
        <Form.Item
          name="reason"
          label={t('refund.reason')}
          rules={[{ required: true, whitespace: true, message: t('refund.reasonRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
        <p className="refund-amount" data-testid="refund-amount" aria-live="polite">
          {target.kind === 'items'
            ? t('refund.amountOfItems', { amount: formatNtd(amount), count: chosen.length })
            : t('refund.amount', { amount: formatNtd(amount) })}
        </p>
        <p>{t('refund.effect')}</p>
      </Form>
    </Modal>
  );
}
