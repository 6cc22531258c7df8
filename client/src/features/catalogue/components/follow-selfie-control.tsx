import { BellOutlined } from '@ant-design/icons';
import { Button, Checkbox, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session.ts';
import { taipeiDate } from '../../../lib/taipei-time.ts';
import { emailRules } from '../../../lib/validation.ts';
import { useFollowSelfie } from '../api/follow.ts';
import { FollowDone } from './follow-bib-control.tsx';

interface FollowSelfieFields {
  consent?: boolean;
  email?: string;
}

/**
 * 以自拍照追蹤: under a selfie search's results, and above all when it found nothing, follow the
 * face searched for (decision 081). Only with the runner's explicit consent, which says what is
 * kept (the face descriptor, never the photo), until when, and that unsubscribing deletes it. A
 * member follows with one click once agreed; a guest gives an e-mail and confirms by mail. The
 * answer is the same whether the face is in the photos or not.
 */
export function FollowSelfieControl({
  searchId,
  faceIndex,
  followsEndAt,
}: {
  searchId: string;
  faceIndex: number;
  followsEndAt: string;
}) {
  const { t } = useTranslation('catalogue');
  const session = useSession();
  const follow = useFollowSelfie();
  const asMember = Boolean(session);

  if (follow.isSuccess) {
    return (
      <FollowDone className="follow-selfie" title={asMember ? t('followSelfie.following') : t('follow.checkMail')} />
    );
  }
  const submit = (fields: FollowSelfieFields) =>
    follow.mutate({ searchId, faceIndex, email: asMember ? undefined : fields.email?.trim() });
  return (
    <Form className="follow-selfie" layout="vertical" onFinish={submit} requiredMark={false}>
      <Typography.Title level={4}>{t('followSelfie.title')}</Typography.Title>
      {!asMember && (
        <Form.Item name="email" label={t('follow.emailLabel')} rules={emailRules()} extra={t('follow.emailHint')}>
          <Input type="email" autoComplete="email" maxLength={254} />
        </Form.Item>
      )}
      <Form.Item
        name="consent"
        valuePropName="checked"
        rules={[
          {
            validator: (_, agreed?: boolean) =>
              agreed ? Promise.resolve() : Promise.reject(new Error(t('followSelfie.consentRequired'))),
          },
        ]}
      >
        <Checkbox>{t('followSelfie.consent', { date: taipeiDate(followsEndAt) })}</Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" icon={<BellOutlined />} loading={follow.isPending}>
        {t('followSelfie.button')}
      </Button>
    </Form>
  );
}
