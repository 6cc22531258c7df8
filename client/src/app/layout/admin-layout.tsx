import { Menu } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useMatches } from 'react-router-dom';
import { useSession } from '../../lib/session.ts';
import { useIsMobile } from '../../lib/use-is-mobile.ts';
import type { RouteHandle } from '../route-handle.ts';
import { PageLoading } from './page-loading.tsx';
import './admin-layout.css';

interface MenuNode {
  path?: string | null;
  children?: MenuNode[];
}

/** The paths of a back-office login's menu tree (LoginInfo `menus`), lower-cased. */
function menuPaths(nodes: MenuNode[], into = new Set<string>()): Set<string> {
  for (const node of nodes) {
    if (node.path) into.add(node.path.toLowerCase());
    menuPaths(node.children ?? [], into);
  }
  return into;
}

/** The back office frame (admins only; its code is fetched after the admin guard passed). */
export default function AdminLayout() {
  const { i18n } = useTranslation();
  const isMobile = useIsMobile();
  const { pathname } = useLocation();
  const menu = useMatches().find((match) => (match.handle as RouteHandle | undefined)?.adminMenu)?.handle as
    RouteHandle | undefined;
  const language = i18n.language === 'en' ? 1 : 0;
  // An admin who logged in through LoginInfo sees only the pages their roles grant.
  const granted = menuPaths((useSession()?.user.menus ?? []) as MenuNode[]);
  const pages = (menu?.adminMenu ?? []).filter(({ path }) => granted.size === 0 || granted.has(path.toLowerCase()));
  const items = pages.map(({ path, title }) => ({
    key: path.toLowerCase(),
    label: <Link to={path}>{title[language]}</Link>,
  }));

  return (
    <div className={isMobile ? 'admin-layout admin-layout-mobile' : 'admin-layout'}>
      <nav className="admin-menu">
        <Menu mode={isMobile ? 'horizontal' : 'inline'} items={items} selectedKeys={[pathname.toLowerCase()]} />
      </nav>
      <section className="admin-content">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </section>
    </div>
  );
}
