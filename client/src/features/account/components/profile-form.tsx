import { Button, Card, Form, Input, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/ui/form-error.tsx';
import { currentLanguage, isLanguage, setLanguage } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import type { Member } from '../api/get-member.ts';
import { useUpdateMember, type MemberUpdate } from '../api/update-member.ts';

// The server's rule for phone numbers (MemEmber/Update).
const PHONE_PATTERN = /^[0-9+\-() ]{6,32}$/;

interface ProfileFields {
  displayName: string;
  phone: string;
  locale: MemberUpdate['locale'];
}

export function ProfileForm({ member }: { member: Member }) {
  const { t, i18n } = useTranslation('account');
  const update = useUpdateMember();
  const [form] = Form.useForm<ProfileFields>();
  // The setting shows the language the site is in, also when it was switched elsewhere (the header).
  useEffect(() => form.setFieldValue('locale', currentLanguage()), [form, i18n.language]);

  const submit = (fields: ProfileFields) => {
    const phone = fields.phone?.trim();
    update.mutate(
      { displayName: fields.displayName.trim(), phone: phone || null, locale: fields.locale },
      {
        onSuccess: () => notify.success(t('profile.saved')),
      },
    );
  };

  return (
    <Card title={t('profile.title')}>
      <Form<ProfileFields>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{
          displayName: member.displayName,
          phone: member.phone ?? '',
          locale: currentLanguage(),
        }}
        onFinish={submit}
        onValuesChange={() => update.error && update.reset()}
      >
        <Form.Item label={t('field.email')}>
          <Input value={member.email} disabled />
        </Form.Item>
        <Form.Item
          name="displayName"
          label={t('field.displayName')}
          rules={[
            { required: true, whitespace: true, message: t('profile.displayNameRequired') },
            { max: 64, message: t('profile.displayNameTooLong') },
          ]}
        >
          <Input autoComplete="nickname" maxLength={64} />
        </Form.Item>
        <Form.Item
          name="phone"
          label={t('field.phone')}
          extra={t('profile.phoneHint')}
          rules={[{ pattern: PHONE_PATTERN, message: t('profile.phoneInvalid') }]}
        >
          <Input type="tel" autoComplete="tel" inputMode="tel" maxLength={32} />
        </Form.Item>
        <Form.Item name="locale" label={t('field.locale')} extra={t('profile.localeHint')}>
          <Select
            aria-label={t('field.locale')}
            // The site switches at once; saving keeps the choice for e-mails and the next visit.
            onChange={(language: string) => isLanguage(language) && void setLanguage(language)}
            options={[
              { value: 'zh-TW', label: '繁體中文' },
              { value: 'en', label: 'English' },
            ]}
          />
        </Form.Item>
        <FormError error={update.error} />
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          {t('profile.save')}
        </Button>
      </Form>
    </Card>
  );
}
