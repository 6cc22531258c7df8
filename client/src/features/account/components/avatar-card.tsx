import { Alert, Button, Card, Progress, Typography } from 'antd';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/ui/lazy-image.tsx';
import type { Member } from '../api/get-member.ts';
import { AVATAR_MAX_MB, AVATAR_TYPES, useUploadUserImage } from '../api/upload-user-image.ts';

/** The member's picture and the way to replace it (JPEG/PNG/WebP up to 5 MB, with progress). */
export function AvatarCard({ member }: { member: Member }) {
  const { t } = useTranslation('account');
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState(0);
  const [refused, setRefused] = useState<string | null>(null);
  const upload = useUploadUserImage(({ percent }) => setPercent(percent));

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file may be chosen again after a failure
    if (!file) return;
    upload.reset();
    // Checked here too, so a wrong file is refused before it is sent.
    if (!AVATAR_TYPES.includes(file.type)) return setRefused(t('avatar.wrongType'));
    if (file.size > AVATAR_MAX_MB * 1024 * 1024) return setRefused(t('avatar.tooLarge', { limit: AVATAR_MAX_MB }));
    setRefused(null);
    setPercent(0);
    upload.mutate(file);
  };

  const error = refused ?? upload.error?.message;
  return (
    <Card className="account-avatar-card">
      <UserAvatar src={member.avatarUrl} size={112} alt={t('avatar.alt')} className="account-avatar" />
      <Typography.Title level={2} className="account-name">
        {member.displayName}
      </Typography.Title>
      <Typography.Text type="secondary" className="account-email">
        {member.email}
      </Typography.Text>
      <input
        ref={input}
        type="file"
        accept={AVATAR_TYPES.join(',')}
        hidden
        aria-label={t('avatar.choose')}
        onChange={choose}
      />
      <Button onClick={() => input.current?.click()} loading={upload.isPending}>
        {t('avatar.choose')}
      </Button>
      <Typography.Text type="secondary" className="account-hint">
        {t('avatar.hint', { limit: AVATAR_MAX_MB })}
      </Typography.Text>
      {upload.isPending && <Progress percent={percent} size="small" aria-label={t('avatar.uploading')} />}
      {upload.isSuccess && <Alert type="success" showIcon title={t('avatar.done')} />}
      {error && <Alert type="error" showIcon title={error} role="alert" />}
    </Card>
  );
}
