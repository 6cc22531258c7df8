import { BellOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useRepeatedT } from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import { emailRules } from '../../../lib/validation.ts';
import { useFollowBib } from '../api/follow.ts';
import { BIB_PATTERN } from '../lib/bib.ts';

interface FollowFields {
  code: string;
  email?: string;
}

/**
 * 有新照片時通知我: follow a bib of the activity (decision 079). Drawn as one button, the same for
 * guests and members (the server draws pages as a guest sees them); its form opens on a click: a
 * member follows at once, a guest gives an e-mail and confirms by mail. `code`: the bib is known
 * (empty search results), else the form asks for it.
 */
export function FollowBibControl({ activityId, code }: { activityId: number; code?: string }) {
  const t = useRepeatedT('catalogue');
  const session = useSession();
  const follow = useFollowBib();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<FollowFields>();
  const asMember = Boolean(session);
  const needsForm = !asMember || code === undefined;

  const submit = (fields: FollowFields) =>
    follow.mutate({ activityId, code: code ?? fields.code.trim(), email: asMember ? undefined : fields.email?.trim() });

  if (follow.isSuccess) {
    return <FollowDone className="follow-bib" title={asMember ? t('follow.following') : t('follow.checkMail')} />;
  }
  if (!open || !needsForm) {
    return (
      <Button
        className="follow-bib"
        icon={<BellOutlined />}
        loading={follow.isPending}
        onClick={() => (needsForm ? setOpen(true) : follow.mutate({ activityId, code: code! }))}
      >
        {t('follow.button')}
      </Button>
    );
  }
  return (
    <Form form={form} className="follow-bib" layout="vertical" onFinish={submit} requiredMark={false}>
      {code === undefined && (
        <Form.Item
          name="code"
          label={t('search.bibLabel')}
          rules={[
            { required: true, whitespace: true, message: t('search.bibRequired') },
            { pattern: BIB_PATTERN, transform: (value: string) => value?.trim(), message: t('search.bibInvalid') },
          ]}
        >
          <Input inputMode="text" autoComplete="off" maxLength={16} />
        </Form.Item>
      )}
      {!asMember && (
        <Form.Item name="email" label={t('follow.emailLabel')} rules={emailRules()} extra={t('follow.emailHint')}>
          <Input type="email" autoComplete="email" maxLength={254} />
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" icon={<BellOutlined />} loading={follow.isPending}>
        {t('follow.button')}
      </Button>
    </Form>
  );
}

/** A follow made: a member's is on, a guest's waits for the mailed link. */
export function FollowDone({ className, title }: { className: string; title: string }) {
  return <Alert className={className} type="success" showIcon title={title} />;
}
