import { MenuOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { Button, Drawer, Menu } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import logoUrl from '../../assets/logo.svg';
import { useIsMobile } from '../../lib/use-is-mobile.ts';
import { useSession } from '../../lib/session.ts';
import { HOME_PATH } from '../../lib/navigation.ts';
import { useHeaderLinks } from './api/get-header-links.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { accountMenuItems, UserMenu, useSignOut } from './user-menu.tsx';

interface NavLink {
  key: string;
  title: string;
  url: string;
}

// Used until the admin's header links (Header/GetAll) arrive, or when there are none.
const DEFAULT_LINKS = [
  ['/eventlist', 'nav.events'],
  ['/VRanking', 'nav.ranking'],
  ['/information', 'nav.guide'],
  ['/contactus', 'nav.contact'],
] as const;

function NavAnchor({ link }: { link: NavLink }) {
  return link.url.startsWith('/') ? (
    <Link to={link.url}>{link.title}</Link>
  ) : (
    <a href={link.url} target="_blank" rel="noopener noreferrer">
      {link.title}
    </a>
  );
}

export function SiteHeader() {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const session = useSession();
  const { pathname } = useLocation();
  const signOut = useSignOut();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { data } = useHeaderLinks();

  const links: NavLink[] = data?.items.length
    ? data.items.map((item) => ({ key: `header-${item.id}`, title: item.title, url: item.url }))
    : DEFAULT_LINKS.map(([url, key]) => ({ key: url, title: t(key), url }));

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
        <Button type="text" icon={<MenuOutlined />} aria-label={t('nav.menu')} onClick={() => setDrawerOpen(true)} />
        <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} title={t('siteName')} size={280}>
          <Menu
            mode="inline"
            selectedKeys={[pathname]}
            onClick={({ key }) => {
              setDrawerOpen(false);
              if (key === 'logout') signOut();
            }}
            items={[
              ...links.map((link) => ({ key: link.url, label: <NavAnchor link={link} /> })),
              { type: 'divider' as const },
              ...(session
                ? accountMenuItems(session.user, t)
                : [
                    { key: '/login', label: <Link to="/login">{t('nav.login')}</Link> },
                    { key: '/registerEmail', label: <Link to="/registerEmail">{t('nav.register')}</Link> },
                  ]),
            ]}
          />
          <LanguageSwitch block />
        </Drawer>
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
        {session && (
          <Link to="/checkout" aria-label={t('nav.cart')}>
            <Button type="text" icon={<ShoppingCartOutlined />} />
          </Link>
        )}
        <UserMenu />
      </div>
    </header>
  );
}
