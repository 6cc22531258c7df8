import { Form, InputNumber, Switch } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BilingualTitleFields } from './bilingual-fields.tsx';

/**
 * The fields the header's and the footer's link dialogs share: the title in both languages, where
 * the link leads (each kind has its own field and rule), the sort number and whether it is shown.
 */
export function LinkFormFields({ link, shownName }: { link?: ReactNode; shownName: string }) {
  const { t } = useTranslation();
  const required = { required: true, message: t('adminForm.required') };
  return (
    <>
      <BilingualTitleFields maxLength={100} />
      {link}
      <Form.Item name="sort" label={t('adminForm.sort')} rules={[required]}>
        <InputNumber min={0} max={99999} precision={0} />
      </Form.Item>
      <Form.Item name={shownName} label={t('adminForm.shown')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </>
  );
}
