import { Button, Card, Form, Input, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { emailRules } from '../../../lib/form-rules.ts';
import { useSession } from '../../../lib/session.ts';
import { useSendInquiry } from '../api/send-inquiry.ts';
import { useWriter } from '../api/get-writer.ts';
import '../components/inquiry.css';

// The server's limits (MemEmber/AddTableFrom).
const MESSAGE_MAX_LENGTH = 2000;
const PHONE_PATTERN = /^[0-9+\-() ]{6,32}$/;

interface InquiryFields {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

export default function InquiryPage() {
  const { t } = useTranslation('inquiries');
  const session = useSession();
  const writer = useWriter(Boolean(session));
  const send = useSendInquiry();

  let body;
  if (send.isSuccess) {
    body = (
      <Result
        status="success"
        title={t('sentTitle')}
        subTitle={t('sentText', { email: send.variables.email })}
        extra={[
          <ButtonLink key="home" to="/index" type="primary">
            {t('home')}
          </ButtonLink>,
          <Button key="again" onClick={() => send.reset()}>
            {t('again')}
          </Button>,
        ]}
      />
    );
  } else if (session && writer.isPending) {
    body = <Skeleton active paragraph={{ rows: 8 }} />;
  } else {
    // A member's details fill the form; if they cannot be read the member simply types them.
    const known = writer.data;
    body = (
      <InquiryForm
        initial={{
          name: known?.displayName ?? session?.user.displayName ?? '',
          email: known?.email ?? '',
          phone: known?.phone ?? '',
        }}
        sending={send.isPending}
        error={send.error}
        onChange={() => send.error && send.reset()}
        onSend={(fields) =>
          send.mutate({
            name: fields.name.trim(),
            email: fields.email.trim(),
            ...(fields.phone?.trim() && { phone: fields.phone.trim() }),
            subject: fields.subject.trim(),
            message: fields.message.trim(),
          })
        }
      />
    );
  }

  return (
    <div className="inquiry-page">
      <Typography.Title level={1} className="inquiry-title">
        {t('title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <Card>{body}</Card>
    </div>
  );
}

function InquiryForm({
  initial,
  sending,
  error,
  onChange,
  onSend,
}: {
  initial: Pick<InquiryFields, 'name' | 'email' | 'phone'>;
  sending: boolean;
  error: Error | null;
  onChange: () => void;
  onSend: (fields: InquiryFields) => void;
}) {
  const { t } = useTranslation('inquiries');
  const required = (message: string) => ({ required: true, whitespace: true, message });
  return (
    <Form<InquiryFields>
      layout="vertical"
      requiredMark="optional"
      initialValues={initial}
      onFinish={onSend}
      onValuesChange={onChange}
    >
      <div className="inquiry-row">
        <Form.Item name="name" label={t('field.name')} rules={[required(t('nameRequired'))]}>
          <Input autoComplete="name" maxLength={64} />
        </Form.Item>
        <Form.Item name="email" label={t('field.email')} rules={emailRules()} required>
          <Input type="email" autoComplete="email" inputMode="email" maxLength={254} />
        </Form.Item>
      </div>
      <div className="inquiry-row">
        <Form.Item
          name="phone"
          label={t('field.phone')}
          rules={[{ pattern: PHONE_PATTERN, message: t('phoneInvalid') }]}
        >
          <Input type="tel" autoComplete="tel" inputMode="tel" maxLength={32} />
        </Form.Item>
        <Form.Item name="subject" label={t('field.subject')} rules={[required(t('subjectRequired'))]}>
          <Input maxLength={200} />
        </Form.Item>
      </div>
      <Form.Item name="message" label={t('field.message')} rules={[required(t('messageRequired'))]}>
        <Input.TextArea
          rows={6}
          maxLength={MESSAGE_MAX_LENGTH}
          showCount={{ formatter: ({ count, maxLength }) => t('counter', { count, max: maxLength }) }}
          placeholder={t('messagePlaceholder')}
        />
      </Form.Item>
      <FormError error={error} />
      <Button type="primary" htmlType="submit" size="large" loading={sending} className="inquiry-submit">
        {t('send')}
      </Button>
    </Form>
  );
}
