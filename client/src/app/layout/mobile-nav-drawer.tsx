import { Drawer, Menu } from 'antd';
import { useRepeatedT } from '../../lib/i18n.ts';
import { Link, useLocation } from 'react-router-dom';
import { useSession } from '../../lib/session.ts';
import { accountMenuItems, LOGOUT_KEY, useSignOut } from './account-menu.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { NavAnchor, type NavLink } from './nav-links.tsx';

/** The mobile menu (under 768 px), loaded the first time it is opened. */
export default function MobileNavDrawer({
  open,
  onClose,
  links,
}: {
  open: boolean;
  onClose: () => void;
  links: NavLink[];
}) {
  const t = useRepeatedT('common');
  const session = useSession();
  const { pathname } = useLocation();
  const signOut = useSignOut();
  return (
    <Drawer open={open} onClose={onClose} title={t('siteName')} size={280}>
      <Menu
        mode="inline"
        selectedKeys={[pathname]}
        onClick={({ key }) => {
          onClose();
          if (key === LOGOUT_KEY) signOut();
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
  );
}
