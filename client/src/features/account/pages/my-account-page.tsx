import {
  AppstoreOutlined,
  CameraOutlined,
  DollarOutlined,
  FileTextOutlined,
  HeartOutlined,
  IdcardOutlined,
  PictureOutlined,
  ProfileOutlined,
  SettingOutlined,
  ShoppingCartOutlined,
  TransactionOutlined,
  UploadOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Alert, Skeleton, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/ui/lazy-image.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useMember, type Member } from '../api/get-member.ts';
import { HubCard } from '../components/hub-card.tsx';
import '../components/account.css';

type Destination = [path: string, key: string, icon: ReactNode];

const shopping: Destination[] = [
  ['/myphoto', 'myPhotos', <PictureOutlined key="i" />],
  ['/consumerrecords', 'orders', <FileTextOutlined key="i" />],
  ['/checkout', 'cart', <ShoppingCartOutlined key="i" />],
  ['/favorite', 'favorites', <HeartOutlined key="i" />],
  ['/profile', 'profile', <UserOutlined key="i" />],
];

const photographer: Destination[] = [
  ['/uploadPhoto', 'upload', <UploadOutlined key="i" />],
  ['/photographerphoto', 'work', <CameraOutlined key="i" />],
  ['/selldetails', 'sales', <ProfileOutlined key="i" />],
  ['/transactionrecordlist', 'transactions', <TransactionOutlined key="i" />],
  ['/photographerearningslist', 'earnings', <DollarOutlined key="i" />],
  ['/photographeraccount', 'payout', <IdcardOutlined key="i" />],
];

/** The member's hub: every page of their account, and their photographer pages when certified. */
export default function MyAccountPage() {
  const { t } = useTranslation('account');
  const member = useMember();

  if (member.isPending) return <Skeleton active avatar paragraph={{ rows: 6 }} />;
  if (member.isError) return <LoadError error={member.error} onRetry={() => void member.refetch()} />;

  const cards = (list: Destination[]) => (
    <div className="account-cards">
      {list.map(([path, key, icon]) => (
        <HubCard key={path} to={path} icon={icon} title={t(`hub.${key}`)} text={t(`hub.${key}Text`)} />
      ))}
    </div>
  );
  return (
    <>
      <Typography.Title level={1} className="account-page-title">
        {t('hub.title')}
      </Typography.Title>
      <MemberHeader member={member.data} />

      <Typography.Title level={2} className="account-section-title">
        {t('hub.shopping')}
      </Typography.Title>
      {cards(shopping)}

      <Typography.Title level={2} className="account-section-title">
        {t('hub.photographer')}
      </Typography.Title>
      {member.data.photographerAuth ? (
        <>
          {member.data.photographerAuthStatus === 'blocked' && (
            <Alert type="warning" showIcon title={t('hub.blocked')} style={{ marginBottom: 16 }} />
          )}
          {cards(photographer)}
        </>
      ) : (
        cards([['/joinphotographer', 'join', <CameraOutlined key="i" />]])
      )}

      {member.data.isAdmin && (
        <>
          <Typography.Title level={2} className="account-section-title">
            {t('hub.admin')}
          </Typography.Title>
          {cards([
            ['/admin/index', 'backOffice', <SettingOutlined key="i" />],
            ['/admin/OrderList', 'adminOrders', <AppstoreOutlined key="i" />],
          ])}
        </>
      )}
    </>
  );
}

function MemberHeader({ member }: { member: Member }) {
  const { t } = useTranslation('account');
  return (
    <div className="account-header">
      <UserAvatar src={member.avatarUrl} size={64} className="account-avatar" alt={t('avatar.alt')} />
      <div className="account-header-text">
        <Typography.Text strong className="account-name">
          {member.displayName}
        </Typography.Text>
        <Typography.Text type="secondary" className="account-email">
          {member.email}
        </Typography.Text>
        <Typography.Text type="secondary">
          {t('hub.memberSince', { date: dayjs(member.createdAt).format('YYYY-MM-DD') })}
        </Typography.Text>
      </div>
    </div>
  );
}
