import { MenuOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useRepeatedT } from '../../lib/i18n.ts';
import { Link } from 'react-router-dom';
import logoUrl from '../../assets/logo.svg';
import { HOME_PATH } from '../../lib/navigation.ts';
import { useSession } from '../../lib/session.ts';
import { useLayoutMode } from '../../lib/use-is-mobile.ts';
import { CartLink } from './cart-link.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { NavAnchor, useNavLinks } from './nav-links.tsx';
import { UserMenu } from './user-menu.tsx';

const MobileNavDrawer = lazy(() => import('./mobile-nav-drawer.tsx'));

export function SiteHeader() {
  const t = useRepeatedT('common');
  const layoutMode = useLayoutMode();
  const session = useSession();
  const links = useNavLinks();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);

  const logo = (
    <Link to={HOME_PATH} className="site-logo">
      <img src={logoUrl} alt="" width={32} height={32} />
      <span>{t('siteName')}</span>
    </Link>
  );

  // On a phone: the cart and ☰, which opens the navigation in a drawer.
  const mobileParts = (
    <>
      {session && <CartLink />}
      <Button
        type="text"
        icon={<MenuOutlined />}
        aria-label={t('nav.menu')}
        onClick={() => {
          setDrawerUsed(true);
          setDrawerOpen(true);
        }}
      />
      {drawerUsed && (
        <Suspense>
          <MobileNavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} links={links} />
        </Suspense>
      )}
    </>
  );
  const desktopParts = (
    <>
      <nav className="site-nav" aria-label={t('nav.menu')}>
        {links.map((link) => (
          <NavAnchor key={link.key} link={link} />
        ))}
      </nav>
      <div className="site-header-actions">
        <LanguageSwitch />
        {session && <CartLink />}
        <UserMenu />
      </div>
    </>
  );

  return (
    <header className="site-header">
      {logo}
      {layoutMode === 'mobile' && mobileParts}
      {layoutMode === 'desktop' && desktopParts}
      {layoutMode === 'either' && (
        // Both, until the width is known: CSS shows the one the screen's width wants.
        <>
          <div className="site-header-part only-desktop">{desktopParts}</div>
          <div className="site-header-part only-mobile">{mobileParts}</div>
        </>
      )}
    </header>
  );
}
