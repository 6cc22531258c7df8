import { Button, Form, Input, Modal, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNtd } from '../../../lib/money.ts';
import { isDecidedElsewhere, useHoldLine, usePayLine, useReleaseLine, type SettlementLine } from '../api/settlement.ts';

type Dialog = 'pay' | 'hold' | null;

/** Pay (with the bank's transfer reference; only to an account), hold (with a reason) or release an open line. */
export function LineActions({ line }: { line: SettlementLine }) {
  const { t } = useTranslation('admin-settlement');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [form] = Form.useForm<{ text: string }>();
  const pay = usePayLine();
  const hold = useHoldLine();
  const release = useReleaseLine();
  if (line.state !== 'pending' && line.state !== 'held') return null;
  const named = { name: line.photographer.displayName, amount: formatNtd(line.amount) };

  async function submit({ text }: { text: string }) {
    try {
      if (dialog === 'pay')
        await pay.mutateAsync({
          lineId: line.id,
          transferReference: text.trim(),
          done: t('pay.done', { amount: named.amount }),
        });
      else await hold.mutateAsync({ lineId: line.id, reason: text.trim(), done: t('hold.done', named) });
    } catch (error) {
      // The server's reason is already on screen; a line decided elsewhere is shown as it is now.
      if (!isDecidedElsewhere(error)) return;
    }
    setDialog(null);
    form.resetFields();
  }

  return (
    <Space wrap size="small">
      {/* Paying needs an account to transfer to (the server refuses it too); holding does not. */}
      {line.account && (
        <Button size="small" type="primary" onClick={() => setDialog('pay')}>
          {t('action.pay')}
        </Button>
      )}
      {line.state === 'pending' ? (
        <Button size="small" onClick={() => setDialog('hold')}>
          {t('action.hold')}
        </Button>
      ) : (
        <Popconfirm
          title={t('action.releaseConfirm')}
          onConfirm={() => release.mutateAsync({ lineId: line.id, done: t('release.done', named) })}
        >
          <Button size="small">{t('action.release')}</Button>
        </Popconfirm>
      )}
      <Modal
        open={dialog !== null}
        title={dialog === 'pay' ? t('pay.title', { amount: named.amount }) : t('hold.title')}
        okText={dialog === 'pay' ? t('action.pay') : t('action.hold')}
        confirmLoading={pay.isPending || hold.isPending}
        onOk={() => form.submit()}
        onCancel={() => setDialog(null)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={submit}>
          <Form.Item
            name="text"
            label={dialog === 'pay' ? t('pay.reference') : t('hold.reason')}
            rules={[{ required: true, whitespace: true, message: t('required') }]}
          >
            <Input maxLength={dialog === 'pay' ? 64 : 500} />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}
