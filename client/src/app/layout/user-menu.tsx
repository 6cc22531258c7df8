import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { LOGIN_PATH, loginUrl, pathWithSearch } from '../../lib/navigation.ts';
import { useSession } from '../../lib/session.ts';
import { AvatarButton } from './avatar-button.tsx';

const AccountDropdown = lazy(() => import('./account-dropdown.tsx'));

export function UserMenu() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const [openRequested, setOpenRequested] = useState(false);

  if (session) {
    return (
      // A click before the menu's code arrived opens the menu once it is there.
      <Suspense fallback={<AvatarButton user={session.user} onClick={() => setOpenRequested(true)} />}>
        <AccountDropdown user={session.user} initiallyOpen={openRequested} />
      </Suspense>
    );
  }
  return (
    <div className="user-menu-guest">
      <ButtonLink
        type="primary"
        to={location.pathname === LOGIN_PATH ? LOGIN_PATH : loginUrl(pathWithSearch(location))}
      >
        {t('nav.login')}
      </ButtonLink>
      <ButtonLink to="/registerEmail">{t('nav.register')}</ButtonLink>
    </div>
  );
}
