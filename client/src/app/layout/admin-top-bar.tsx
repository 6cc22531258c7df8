import { MenuOutlined } from '@ant-design/icons';
import { Breadcrumb, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NotificationBell } from '../../features/admin-notifications/components/notification-bell.tsx';
import { AdminAccountMenu } from './admin-account-menu.tsx';
import type { MenuNode } from './admin-menu-tree.ts';

/**
 * The back office's top bar, one line on every width: the phone's menu button, breadcrumbs from
 * the menu trail (and the detail page's own title under its list), the notification bell, then
 * the account menu. On a phone, where the menu is a drawer behind the menu button, the
 * breadcrumbs give way to the page's own name.
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
      {onOpenMenu ? (
        <span className="admin-page-name">{detailTitle ?? trail.at(-1)?.title}</span>
      ) : (
        <Breadcrumb className="admin-breadcrumbs" items={crumbs} />
      )}
      <NotificationBell />
      <AdminAccountMenu />
    </header>
  );
}
