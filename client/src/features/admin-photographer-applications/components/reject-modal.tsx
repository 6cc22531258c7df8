import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

const REASON_MAX_LENGTH = 1000;

/** Asks for the reason of a rejection: the applicant reads it in their e-mail and on the apply page. */
export function RejectModal({
  open,
  sending,
  onCancel,
  onReject,
}: {
  open: boolean;
  sending: boolean;
  onCancel: () => void;
  onReject: (reason: string) => void;
}) {
  const { t } = useTranslation('admin-photographer-applications');
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open={open}
      title={t('reject.title')}
      okText={t('reject.confirm')}
      okButtonProps={{ danger: true, loading: sending }}
      cancelText={t('cancel')}
      onCancel={onCancel}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={({ reason }) => onReject(reason.trim())} preserve={false}>
        <Form.Item
          name="reason"
          label={t('reject.reason')}
          rules={[{ required: true, whitespace: true, message: t('reject.reasonRequired') }]}
        >
          <Input.TextArea rows={4} maxLength={REASON_MAX_LENGTH} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
