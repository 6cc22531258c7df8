import { MenuOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import logoUrl from '../../assets/logo.svg';
import { HOME_PATH } from '../../lib/navigation.ts';
import { useSession } from '../../lib/session.ts';
import { useIsMobile } from '../../lib/use-is-mobile.ts';
import { CartLink } from './cart-link.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { NavAnchor, useNavLinks } from './nav-links.tsx';
import { UserMenu } from './user-menu.tsx';

const MobileNavDrawer = lazy(() => import('./mobile-nav-drawer.tsx'));

export function SiteHeader() {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
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

  if (isMobile) {
    return (
      <header className="site-header">
        {logo}
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
      </header>
    );
  }

  return (
    <header className="site-header">
      {logo}
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
    </header>
  );
}
