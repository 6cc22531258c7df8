import { Button, Form, Input, Switch, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../../../components/admin/rich-text-editor.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import type { Race, RaceInput } from '../api/races.ts';
import { CommonFields } from './place-fields.tsx';

const EMPTY: Partial<RaceInput> = { isVisible: true, isRecommended: false };

/** A race's fields; the content in zh-TW and English tabs. Empty optional fields are sent as null. */
export function RaceForm({
  race,
  saving,
  error,
  onSave,
}: {
  race?: Race;
  saving: boolean;
  error: Error | null;
  onSave: (input: RaceInput) => void;
}) {
  const { t } = useTranslation('admin-events');
  const [form] = Form.useForm<RaceInput>();
  return (
    <Form
      form={form}
      layout="vertical"
      style={{ maxWidth: 960 }}
      initialValues={race ?? EMPTY}
      onFinish={(values) =>
        onSave({
          ...values,
          cityId: values.cityId ?? null,
          typeId: values.typeId ?? null,
          titleEn: values.titleEn || null,
          location: values.location || null,
          locationEn: values.locationEn || null,
          signUpUrl: values.signUpUrl || null,
          content: values.content || null,
          contentEn: values.contentEn || null,
        })
      }
    >
      <CommonFields dateField="eventDate" />
      <Form.Item name="location" label={t('field.location')}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="locationEn" label={t('field.locationEn')}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="signUpUrl" label={t('field.signUpUrl')} rules={[{ type: 'url', message: t('urlInvalid') }]}>
        <Input maxLength={500} placeholder="https://" />
      </Form.Item>
      <Tabs
        items={[
          { key: 'zh', label: t('field.content'), forceRender: true, children: <ContentField name="content" /> },
          { key: 'en', label: t('field.contentEn'), forceRender: true, children: <ContentField name="contentEn" /> },
        ]}
      />
      <Form.Item name="isRecommended" label={t('field.isRecommended')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="isVisible" label={t('field.isVisible')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <FormError error={error} />
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('save')}
      </Button>
    </Form>
  );
}

function ContentField({ name }: { name: 'content' | 'contentEn' }) {
  return (
    <Form.Item name={name}>
      <RichTextEditor />
    </Form.Item>
  );
}
