import { Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useMember } from '../api/get-member.ts';
import { AvatarCard } from '../components/avatar-card.tsx';
import { ChangePasswordForm } from '../components/change-password-form.tsx';
import { ProfileForm } from '../components/profile-form.tsx';
import '../components/account.css';

export default function ProfilePage() {
  const { t } = useTranslation('account');
  const member = useMember();

  return (
    <>
      <Typography.Title level={1} className="account-page-title">
        {t('profile.pageTitle')}
      </Typography.Title>
      {member.isPending ? (
        <Skeleton active avatar paragraph={{ rows: 8 }} />
      ) : member.isError ? (
        <LoadError error={member.error} onRetry={() => void member.refetch()} />
      ) : (
        <div className="account-columns">
          <AvatarCard member={member.data} />
          <div className="account-stack">
            <ProfileForm key={member.data.id} member={member.data} />
            <ChangePasswordForm />
          </div>
        </div>
      )}
    </>
  );
}
