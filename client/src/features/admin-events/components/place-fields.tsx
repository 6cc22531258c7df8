import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePlaceChoices, useTypeChoices } from '../api/choices.ts';

/** Fields races and activities share: titles, date, city and type. */
export function CommonFields({ dateField }: { dateField: 'eventDate' | 'activityDate' }) {
  const { t } = useTranslation('admin-events');
  const places = usePlaceChoices();
  const types = useTypeChoices();
  return (
    <>
      <Form.Item
        name="title"
        label={t('field.title')}
        rules={[{ required: true, whitespace: true, message: t('titleRequired') }]}
      >
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="titleEn" label={t('field.titleEn')}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name={dateField} label={t('field.date')} rules={[{ required: true, message: t('dateRequired') }]}>
        <Input type="date" />
      </Form.Item>
      <Form.Item name="cityId" label={t('field.city')}>
        <Select allowClear showSearch optionFilterProp="label" loading={places.isPending} options={places.data ?? []} />
      </Form.Item>
      <Form.Item name="typeId" label={t('field.type')}>
        <Select allowClear loading={types.isPending} options={types.data ?? []} />
      </Form.Item>
    </>
  );
}
