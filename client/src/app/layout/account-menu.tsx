import type { MenuProps } from 'antd';
import type { TFunction } from 'i18next';
import { Link, useNavigate } from 'react-router-dom';
import { LOGIN_PATH } from '../../lib/navigation.ts';
import { logout, type SessionUser } from '../../lib/session.ts';

type MenuItems = NonNullable<MenuProps['items']>;
export const LOGOUT_KEY = 'logout';

/** The account menu for a user; shared by the desktop dropdown and the mobile drawer. */
export function accountMenuItems(user: SessionUser, t: TFunction): MenuItems {
  const link = (path: string, key: string) => ({ key: path, label: <Link to={path}>{t(key)}</Link> });
  return [
    link('/profile', 'nav.profile'),
    link('/myphoto', 'nav.myPhotos'),
    link('/favorite', 'nav.favorites'),
    link('/myfollow', 'nav.follows'),
    link('/checkout', 'nav.cart'),
    link('/consumerrecords', 'nav.orders'),
    link('/myaccount', 'nav.account'),
    { type: 'divider' },
    ...(user.photographerAuth
      ? [
          link('/uploadPhoto', 'nav.uploadPhotos'),
          link('/photographerphoto', 'nav.photographerPhotos'),
          link('/selldetails', 'nav.sales'),
          link('/transactionrecordlist', 'nav.transactions'),
          link('/photographerearningslist', 'nav.earnings'),
        ]
      : [link('/joinphotographer', 'nav.joinPhotographer')]),
    ...(user.isAdmin ? [link('/admin/index', 'nav.backOffice')] : []),
    { type: 'divider' },
    { key: LOGOUT_KEY, label: t('nav.logout'), danger: true },
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
