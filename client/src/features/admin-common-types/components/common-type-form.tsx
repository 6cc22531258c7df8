import { Form, Input, Modal, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/ui/form-error.tsx';

export interface CommonTypeFields {
  sgL_Title: string;
  sgL_TitleEn: string;
  isShow: boolean;
}

/** Adds or edits one row: titles in both languages and whether the public site shows it. */
export function CommonTypeForm({
  title,
  initial,
  saving,
  error,
  onSave,
  onCancel,
}: {
  title: string;
  initial?: CommonTypeFields;
  saving: boolean;
  error: Error | null;
  onSave: (fields: CommonTypeFields) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('admin-common-types');
  const [form] = Form.useForm<CommonTypeFields>();
  const required = { required: true, whitespace: true, message: t('titleRequired') };
  return (
    <Modal
      open
      title={title}
      okText={t('save')}
      cancelText={t('cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={initial ?? { sgL_Title: '', sgL_TitleEn: '', isShow: true }}
        onFinish={(fields) =>
          onSave({ ...fields, sgL_Title: fields.sgL_Title.trim(), sgL_TitleEn: fields.sgL_TitleEn.trim() })
        }
      >
        <Form.Item name="sgL_Title" label={t('field.title')} rules={[required]}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="sgL_TitleEn" label={t('field.titleEn')} rules={[required]}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="isShow" label={t('field.isShow')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <FormError error={error} />
      </Form>
    </Modal>
  );
}
