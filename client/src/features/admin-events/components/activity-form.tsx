import { Button, Form, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/ui/form-error.tsx';
import type { ActivityInput, PhotoActivity } from '../api/activities.ts';
import { useRaceChoices } from '../api/choices.ts';
import { CommonFields } from './place-fields.tsx';

const EMPTY: Partial<ActivityInput> = {
  isVisible: true,
  isRecommended: false,
  bibSearchEnabled: true,
  faceSearchEnabled: true,
  defaultPrice: 169,
};

/** A photo activity's settings: the linked race, visibility, bib and face search, default and bundle price. */
export function ActivityForm({
  activity,
  prices,
  disabled,
  saving,
  error,
  onSave,
}: {
  activity?: PhotoActivity;
  /** The price list photographers choose from. */
  prices: number[];
  disabled?: boolean;
  saving: boolean;
  error: Error | null;
  onSave: (input: ActivityInput) => void;
}) {
  const { t } = useTranslation('admin-events');
  const races = useRaceChoices();
  const [form] = Form.useForm<ActivityInput>();
  const switches = ['isVisible', 'isRecommended', 'bibSearchEnabled', 'faceSearchEnabled'] as const;
  return (
    <Form
      form={form}
      layout="vertical"
      style={{ maxWidth: 720 }}
      disabled={disabled}
      initialValues={activity ?? EMPTY}
      onFinish={(values) =>
        onSave({
          ...values,
          titleEn: values.titleEn || null,
          cityId: values.cityId ?? null,
          typeId: values.typeId ?? null,
          eventId: values.eventId ?? null,
          bundlePrice: values.bundlePrice ?? null,
        })
      }
    >
      <CommonFields dateField="activityDate" />
      <Form.Item name="eventId" label={t('field.race')}>
        <Select allowClear showSearch optionFilterProp="label" loading={races.isPending} options={races.data ?? []} />
      </Form.Item>
      <Form.Item name="defaultPrice" label={t('field.defaultPrice')} rules={[{ required: true }]}>
        <Select options={prices.map((price) => ({ value: price, label: `NT$ ${price}` }))} />
      </Form.Item>
      <Form.Item name="bundlePrice" label={t('field.bundlePrice')} extra={t('bundlePriceHint')}>
        <InputNumber min={1} max={1_000_000} precision={0} prefix="NT$" style={{ width: '100%', maxWidth: 240 }} />
      </Form.Item>
      {switches.map((name) => (
        <Form.Item
          key={name}
          name={name}
          label={t(`field.${name}`)}
          valuePropName="checked"
          extra={name === 'faceSearchEnabled' ? t('faceSearchOffHint') : undefined}
        >
          <Switch />
        </Form.Item>
      ))}
      <FormError error={error} />
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('save')}
      </Button>
    </Form>
  );
}
