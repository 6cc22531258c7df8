import { Button, Checkbox, Form, Input, Select, type UploadFile } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/ui/form-error.tsx';
import { useCityGroups } from '../api/cities.ts';
import { MAX_SAMPLES, type ApplicationInput } from '../api/create-application.ts';
import { SamplePhotos } from './sample-photos.tsx';

/** The photographer terms: a footer page. */
export const TERMS_PATH = '/foot/photographers/terms';
// The server's limits (MemEmber/CreatePhotoGrapher).
const PHONE_PATTERN = /^[0-9+\-() ]{6,32}$/;
const INTRODUCTION_MAX_LENGTH = 2000;

interface ApplyFields {
  displayName: string;
  realName: string;
  phone: string;
  cityId: number;
  introduction: string;
  portfolioUrl?: string;
  samples?: UploadFile[];
  agreeTerms: boolean;
}

export function ApplyForm({
  initial,
  sending,
  error,
  onSend,
}: {
  initial: Partial<ApplyFields>;
  sending: boolean;
  error: Error | null;
  onSend: (input: ApplicationInput) => void;
}) {
  const { t } = useTranslation('photographer-applications');
  const cities = useCityGroups();
  const required = (message: string) => ({ required: true, whitespace: true, message });

  function send({ samples = [], agreeTerms: _accepted, portfolioUrl, ...fields }: ApplyFields) {
    onSend({
      displayName: fields.displayName.trim(),
      realName: fields.realName.trim(),
      phone: fields.phone.trim(),
      cityId: fields.cityId,
      introduction: fields.introduction.trim(),
      ...(portfolioUrl?.trim() && { portfolioUrl: portfolioUrl.trim() }),
      samples: samples.flatMap((file) => (file.originFileObj ? [file.originFileObj] : [])),
    });
  }

  return (
    <Form<ApplyFields> layout="vertical" requiredMark="optional" initialValues={initial} onFinish={send}>
      <div className="apply-row">
        <Form.Item name="displayName" label={t('field.displayName')} rules={[required(t('required.displayName'))]}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="realName" label={t('field.realName')} rules={[required(t('required.realName'))]}>
          <Input autoComplete="name" maxLength={64} />
        </Form.Item>
      </div>
      <div className="apply-row">
        <Form.Item
          name="phone"
          label={t('field.phone')}
          rules={[required(t('required.phone')), { pattern: PHONE_PATTERN, message: t('phoneInvalid') }]}
        >
          <Input type="tel" autoComplete="tel" inputMode="tel" maxLength={32} />
        </Form.Item>
        <Form.Item name="cityId" label={t('field.city')} rules={[{ required: true, message: t('required.city') }]}>
          <Select
            options={cities.data ?? []}
            loading={cities.isPending}
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('cityPlaceholder')}
            notFoundContent={cities.isError ? t('citiesFailed') : undefined}
          />
        </Form.Item>
      </div>
      <Form.Item name="introduction" label={t('field.introduction')} rules={[required(t('required.introduction'))]}>
        <Input.TextArea
          rows={5}
          maxLength={INTRODUCTION_MAX_LENGTH}
          showCount={{ formatter: ({ count, maxLength }) => t('counter', { count, max: maxLength }) }}
          placeholder={t('introductionPlaceholder')}
        />
      </Form.Item>
      <Form.Item
        name="portfolioUrl"
        label={t('field.portfolioUrl')}
        rules={[{ type: 'url', pattern: /^https?:\/\//i, message: t('portfolioInvalid') }]}
      >
        <Input type="url" inputMode="url" maxLength={500} placeholder="https://" />
      </Form.Item>
      <Form.Item
        name="samples"
        label={t('field.samples', { max: MAX_SAMPLES })}
        extra={t('samples.hint', { max: MAX_SAMPLES })}
        valuePropName="value"
      >
        <SamplePhotos />
      </Form.Item>
      <Form.Item
        name="agreeTerms"
        valuePropName="checked"
        rules={[
          {
            validator: (_, accepted) => (accepted ? Promise.resolve() : Promise.reject(new Error(t('required.terms')))),
          },
        ]}
      >
        <Checkbox>
          {t('agree')}{' '}
          <a href={TERMS_PATH} target="_blank" rel="noreferrer">
            {t('terms')}
          </a>
        </Checkbox>
      </Form.Item>
      <FormError error={error} />
      <Button type="primary" htmlType="submit" size="large" loading={sending} className="apply-submit">
        {t('send')}
      </Button>
    </Form>
  );
}
