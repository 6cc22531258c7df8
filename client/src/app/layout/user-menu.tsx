import { Button } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { LOGIN_PATH, loginUrl, pathWithSearch } from '../../lib/navigation.ts';
import { useSession } from '../../lib/session.ts';
import { AvatarButton } from './avatar-button.tsx';

const AccountDropdown = lazy(() => import('./account-dropdown.tsx'));

export function UserMenu() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();

  if (session) {
    return (
      <Suspense fallback={<AvatarButton user={session.user} />}>
        <AccountDropdown user={session.user} />
      </Suspense>
    );
  }
  return (
    <div className="user-menu-guest">
      <Link to={location.pathname === LOGIN_PATH ? LOGIN_PATH : loginUrl(pathWithSearch(location))}>
        <Button type="primary">{t('nav.login')}</Button>
      </Link>
      <Link to="/registerEmail">
        <Button>{t('nav.register')}</Button>
      </Link>
    </div>
  );
}
