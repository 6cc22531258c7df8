import { Button, Descriptions, Popconfirm, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { AuditHistory } from '../../../components/admin/audit-history.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { formatTime } from '../../../lib/date-time.ts';
import { useSession } from '../../../lib/session.ts';
import { useSendPasswordReset, useSetActive, useSetPhotographerAuth, useUser, type UserDetail } from '../api/users.ts';
import { UserAccessForm } from '../components/user-access-form.tsx';
import { UserOrders } from '../components/user-orders.tsx';
import { AccountTag, PhotographerTag } from '../components/user-tags.tsx';
import '../components/admin-users.css';

const EDIT_PERMISSION = 'Pages.Users.Edit';
const REVIEW_PERMISSION = 'Pages.Applications.Review';

/** A user's page: profile, photographer status, roles, latest orders, and the account's actions. */
export default function UserDetailsPage() {
  const { t } = useTranslation('admin-users');
  const id = Number(useParams().id);
  const user = useUser(id);
  const back = <ButtonLink to="/admin/user/userList">{t('backToList')}</ButtonLink>;

  let body;
  if (!user.isEnabled) body = <Result status="404" title={t('notFound')} />;
  else if (user.isPending) body = <Skeleton active paragraph={{ rows: 10 }} />;
  else if (user.isError) body = <LoadError error={user.error} onRetry={() => void user.refetch()} />;
  // Keyed by the answer, so the form starts again from what the server saved.
  else body = <UserView key={user.dataUpdatedAt} user={user.data} />;
  return <AdminPage extra={back}>{body}</AdminPage>;
}

function UserView({ user }: { user: UserDetail }) {
  const { t, i18n } = useTranslation('admin-users');
  // The back-office login lists the admin's permissions; without that list the server decides alone.
  const permissions = useSession()?.user.permissions;
  const canEdit = permissions?.includes(EDIT_PERMISSION) ?? true;
  const canReview = permissions?.includes(REVIEW_PERMISSION) ?? true;
  const blocked = user.photographerStatus === 'blocked';

  return (
    <>
      <Descriptions bordered column={{ xs: 1, md: 2 }} size="small">
        <Descriptions.Item label={t('column.email')}>{user.email}</Descriptions.Item>
        <Descriptions.Item label={t('column.account')}>
          <AccountTag isActive={user.isActive} />
        </Descriptions.Item>
        <Descriptions.Item label={t('column.createdAt')}>{formatTime(user.createdAt, i18n.language)}</Descriptions.Item>
        <Descriptions.Item label={t('field.lastLoginAt')}>
          {formatTime(user.lastLoginAt, i18n.language)}
        </Descriptions.Item>
        <Descriptions.Item label={t('column.photographer')}>
          <PhotographerTag status={user.photographerStatus} />
          {user.latestApplication && (
            <Link to={`/admin/ApplicationDetails/${user.latestApplication.id}`}>{t('field.application')}</Link>
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('field.language')}>
          {t(`common:languageNames.${user.locale === 'en' ? 'en' : 'zh-TW'}`)}
        </Descriptions.Item>
      </Descriptions>

      <UserActions user={user} canEdit={canEdit} canReview={canReview && user.photographerAuth} blocked={blocked} />

      <Typography.Title level={2} className="user-section-title">
        {t('profileTitle')}
      </Typography.Title>
      <UserAccessForm user={user} canEdit={canEdit} />

      <UserOrders orders={user.orders} />
      <AuditHistory entity="User" entityId={user.id} />
    </>
  );
}

interface ActionsProps {
  user: UserDetail;
  canEdit: boolean;
  canReview: boolean;
  blocked: boolean;
}

/** Suspend or restore the account, block or restore the photographer, mail a reset link: each confirmed first. */
function UserActions({ user, canEdit, canReview, blocked }: ActionsProps) {
  const { t } = useTranslation('admin-users');
  const setActive = useSetActive();
  const setPhotographerAuth = useSetPhotographerAuth();
  const sendReset = useSendPasswordReset();
  if (!canEdit && !canReview) return null;
  return (
    <div className="user-actions">
      {canEdit && (
        <Popconfirm
          title={user.isActive ? t('suspend.confirm') : t('restore.confirm')}
          okText={user.isActive ? t('suspend.button') : t('restore.button')}
          okButtonProps={{ danger: user.isActive }}
          cancelText={t('cancel')}
          onConfirm={() => setActive.mutateAsync({ id: user.id, isActive: !user.isActive })}
        >
          <Button danger={user.isActive} loading={setActive.isPending}>
            {user.isActive ? t('suspend.button') : t('restore.button')}
          </Button>
        </Popconfirm>
      )}
      {canReview && (
        <Popconfirm
          title={blocked ? t('unblock.confirm') : t('block.confirm')}
          okText={blocked ? t('unblock.button') : t('block.button')}
          okButtonProps={{ danger: !blocked }}
          cancelText={t('cancel')}
          onConfirm={() =>
            setPhotographerAuth.mutateAsync({ userId: user.id, status: blocked ? 'restore' : 'blocked' })
          }
        >
          <Button danger={!blocked} loading={setPhotographerAuth.isPending}>
            {blocked ? t('unblock.button') : t('block.button')}
          </Button>
        </Popconfirm>
      )}
      {canEdit && user.isActive && (
        <Popconfirm
          title={t('reset.confirm', { email: user.email })}
          okText={t('reset.button')}
          cancelText={t('cancel')}
          onConfirm={() => sendReset.mutateAsync(user.id)}
        >
          <Button loading={sendReset.isPending}>{t('reset.button')}</Button>
        </Popconfirm>
      )}
    </div>
  );
}
