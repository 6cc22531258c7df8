import { Form, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BibChange } from '../api/problem-photos.ts';

const BIB = /^[A-Za-z0-9]{1,16}$/;

/** Bibs to add to and take off the selected photos. */
export function BibTagsModal({
  open,
  count,
  saving,
  onSave,
  onClose,
}: {
  open: boolean;
  count: number;
  saving: boolean;
  onSave: (change: Omit<BibChange, 'photoIds'>) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-albums');
  const [form] = Form.useForm<{ add?: string[]; remove?: string[] }>();
  const bibsRule = {
    validator: (_: unknown, bibs: string[] = []) =>
      bibs.every((bib) => BIB.test(bib.trim())) ? Promise.resolve() : Promise.reject(new Error(t('photos.bibInvalid'))),
  };
  return (
    <Modal
      open={open}
      title={t('photos.bibTitle', { count })}
      okText={t('photos.bibSave')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={({ add = [], remove = [] }) => onSave({ add, remove })}>
        <Form.Item name="add" label={t('photos.bibAdd')} rules={[bibsRule]}>
          <Select mode="tags" open={false} tokenSeparators={[',', ' ']} aria-label={t('photos.bibAdd')} />
        </Form.Item>
        <Form.Item name="remove" label={t('photos.bibRemove')} rules={[bibsRule]}>
          <Select mode="tags" open={false} tokenSeparators={[',', ' ']} aria-label={t('photos.bibRemove')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
