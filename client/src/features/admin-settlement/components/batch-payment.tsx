import { Alert, Button, Form, Input, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNtd } from '../../../lib/money.ts';
import { notify } from '../../../lib/notify.ts';
import { isDecidedElsewhere, usePayBatch, type BatchDetail } from '../api/settlement.ts';

interface Props {
  batch: BatchDetail;
  /** Offered when the payer may make the bank's transfer file (full account numbers). */
  transferFile: React.ReactNode;
}

/**
 * Pays every pending line of a batch in one action, after the bank has been sent the transfer file
 * (decisions/073). A batch with nothing pending says it is paid; a payment someone else made first
 * (another tab, another admin) is shown as paid, with the server's reason, not as a failure.
 */
export function BatchPayment({ batch, transferFile }: Props) {
  const { t } = useTranslation('admin-settlement');
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ reference: string }>();
  const payBatch = usePayBatch();
  const pending = batch.lines.filter((line) => line.state === 'pending');
  const withoutAccount = pending.filter((line) => !line.account);
  const total = pending.reduce((sum, line) => sum + line.amount, 0);

  if (pending.length === 0) {
    const paid = batch.lines.some((line) => line.state === 'paid');
    const held = batch.lines.some((line) => line.state === 'held');
    if (!paid || held) return null;
    return <Alert type="success" showIcon title={t('payBatch.allPaid', { id: batch.id })} />;
  }

  async function submit({ reference }: { reference: string }) {
    try {
      const paid = await payBatch.mutateAsync({ batchId: batch.id, transferReference: reference.trim() });
      notify.success(t('payBatch.done', { count: paid.lineCount, amount: formatNtd(paid.amount) }));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (!isDecidedElsewhere(error)) {
        notify.error(reason);
        return;
      }
      notify.warning(reason);
    }
    setOpen(false);
    form.resetFields();
  }

  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)}>
        {t('payBatch.button', { count: pending.length, amount: formatNtd(total) })}
      </Button>
      <Modal
        open={open}
        title={t('payBatch.title', { id: batch.id })}
        okText={t('payBatch.confirm')}
        okButtonProps={{ disabled: withoutAccount.length > 0 }}
        confirmLoading={payBatch.isPending}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Typography.Paragraph>
          {t('payBatch.summary', { count: pending.length, amount: formatNtd(total) })}
        </Typography.Paragraph>
        {withoutAccount.length > 0 ? (
          <Alert
            type="warning"
            showIcon
            title={t('payBatch.noAccount', {
              names: withoutAccount.map((line) => line.photographer.displayName).join('、'),
            })}
          />
        ) : (
          <>
            {transferFile && (
              <Space wrap style={{ marginBottom: 16 }}>
                <Typography.Text>{t('payBatch.fileFirst')}</Typography.Text>
                {transferFile}
              </Space>
            )}
            <Form form={form} layout="vertical" onFinish={submit}>
              <Form.Item
                name="reference"
                label={t('payBatch.reference')}
                rules={[{ required: true, whitespace: true, message: t('required') }]}
              >
                <Input maxLength={64} />
              </Form.Item>
            </Form>
          </>
        )}
      </Modal>
    </>
  );
}
