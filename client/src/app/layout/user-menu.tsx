import { lazy, Suspense, useState } from 'react';
import { useRepeatedT } from '../../lib/i18n.ts';
import { useLocation } from 'react-router-dom';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { LOGIN_PATH, loginUrl, pathWithSearch, type AppLocation } from '../../lib/navigation.ts';
import { useSession } from '../../lib/session.ts';
import { pageAddress } from '../server-pages.ts';
import { AvatarButton } from './avatar-button.tsx';

const AccountDropdown = lazy(() => import('./account-dropdown.tsx'));

/**
 * Where the login brings a guest back to: a server-rendered page by the address it was drawn from
 * (what it reads of the query), so the link is the same in the server's markup and the browser's.
 */
function backAfterLogin(location: AppLocation): string {
  const address = pathWithSearch(location);
  return pageAddress(address) ?? address;
}

export function UserMenu() {
  const t = useRepeatedT('common');
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
        to={location.pathname === LOGIN_PATH ? LOGIN_PATH : loginUrl(backAfterLogin(location))}
      >
        {t('nav.login')}
      </ButtonLink>
      <ButtonLink to="/registerEmail">{t('nav.register')}</ButtonLink>
    </div>
  );
}
