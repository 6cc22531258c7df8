import { UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, Space, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { LOGIN_PATH, loginUrl, pathWithSearch } from '../../lib/navigation.ts';
import { logout, useSession, type SessionUser } from '../../lib/session.ts';

type MenuItems = NonNullable<MenuProps['items']>;

/** The account menu entries for a user; shared by the desktop dropdown and the mobile drawer. */
export function accountMenuItems(user: SessionUser, t: (key: string) => string): MenuItems {
  const link = (path: string, key: string) => ({ key: path, label: <Link to={path}>{t(key)}</Link> });
  return [
    link('/profile', 'nav.profile'),
    link('/myphoto', 'nav.myPhotos'),
    link('/favorite', 'nav.favorites'),
    link('/checkout', 'nav.cart'),
    link('/consumerrecords', 'nav.orders'),
    link('/myaccount', 'nav.account'),
    { type: 'divider' },
    ...(user.photographerAuth
      ? [
          link('/uploadPhoto', 'nav.uploadPhotos'),
          link('/photographerphoto', 'nav.photographerPhotos'),
          link('/selldetails', 'nav.sales'),
        ]
      : [link('/joinphotographer', 'nav.joinPhotographer')]),
    ...(user.isAdmin ? [link('/admin/index', 'nav.backOffice')] : []),
    { type: 'divider' },
    { key: 'logout', label: t('nav.logout'), danger: true },
  ];
}

/** Logs out (spec §4: storage cleared, then the login page). */
export function useSignOut() {
  const navigate = useNavigate();
  return () => {
    logout();
    void navigate(LOGIN_PATH);
  };
}

export function UserMenu() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const signOut = useSignOut();

  if (!session) {
    const here = pathWithSearch(location);
    return (
      <Space>
        <Link to={location.pathname === LOGIN_PATH ? LOGIN_PATH : loginUrl(here)}>
          <Button type="primary">{t('nav.login')}</Button>
        </Link>
        <Link to="/registerEmail">
          <Button>{t('nav.register')}</Button>
        </Link>
      </Space>
    );
  }
  const { user } = session;
  return (
    <Dropdown
      menu={{ items: accountMenuItems(user, t), onClick: ({ key }) => key === 'logout' && signOut() }}
      trigger={['click']}
      placement="bottomRight"
    >
      <Button type="text" className="user-menu-button">
        <Avatar size="small" src={user.avatarUrl ?? undefined} icon={<UserOutlined />} />
        <span className="user-menu-name">{user.displayName}</span>
      </Button>
    </Dropdown>
  );
}
