import { ExportOutlined, LogoutOutlined, MenuOutlined, UserOutlined } from '@ant-design/icons';
import { Breadcrumb, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { HOME_PATH } from '../../lib/navigation.ts';
import { NotificationBell } from '../../features/admin-notifications/components/notification-bell.tsx';
import { useSession } from '../../lib/session.ts';
import { useSignOut } from './account-menu.tsx';
import type { MenuNode } from './admin-menu-tree.ts';
import { LanguageSwitch } from './language-switch.tsx';

/**
 * The back office's top bar: the phone's menu button, breadcrumbs from the menu trail (and the
 * detail page's own title under its list), then the admin's name, the public site, the language
 * and logout.
 */
export function AdminTopBar({
  trail,
  detailTitle,
  onOpenMenu,
}: {
  trail: readonly MenuNode[];
  detailTitle?: string;
  onOpenMenu?: () => void;
}) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const name = useSession()?.user.displayName;
  const crumbs = [
    ...trail.map((node, index) => ({
      key: node.key,
      title:
        node.path && (index < trail.length - 1 || detailTitle) ? <Link to={node.path}>{node.title}</Link> : node.title,
    })),
    ...(detailTitle ? [{ key: 'detail', title: detailTitle }] : []),
  ];

  return (
    <header className="admin-top-bar">
      {onOpenMenu && <Button type="text" icon={<MenuOutlined />} aria-label={t('nav.menu')} onClick={onOpenMenu} />}
      <Breadcrumb className="admin-breadcrumbs" items={crumbs} />
      <div className="admin-top-actions">
        <NotificationBell />
        <span className="admin-user-name">
          <UserOutlined aria-hidden /> {name}
        </span>
        <Link to={HOME_PATH} className="admin-site-link">
          <ExportOutlined aria-hidden /> {t('backOffice.publicSite')}
        </Link>
        <LanguageSwitch />
        <Button type="text" icon={<LogoutOutlined />} onClick={signOut}>
          {t('nav.logout')}
        </Button>
      </div>
    </header>
  );
}
