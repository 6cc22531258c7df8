import { CameraOutlined } from '@ant-design/icons';
import { Drawer, Layout, Spin } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useMatches } from 'react-router-dom';
import { ForbiddenResult } from '../../components/admin/forbidden-result.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { usePageTitleOverride } from '../../lib/page-title.ts';
import { useIsMobile } from '../../lib/use-is-mobile.ts';
import type { RouteHandle } from '../../lib/route-handle.ts';
import { useMyMenus } from './api/get-my-menus.ts';
import { pageTrail } from './admin-menu-tree.ts';
import { AdminSideMenu } from './admin-side-menu.tsx';
import { AdminTopBar } from './admin-top-bar.tsx';
import { PageLoading } from './page-loading.tsx';
import './admin-layout.css';

/**
 * The back-office frame (admins only; its code is fetched after the admin guard passed): the side
 * menu of the admin's role (a drawer on phones), breadcrumbs, name, language and logout. A page
 * the role does not open shows "no permission" instead; its API refuses it anyway.
 */
export default function AdminLayout() {
  const { t, i18n } = useTranslation();
  const isMobile = useIsMobile();
  const { pathname } = useLocation();
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  const menus = useMyMenus();
  const pageTitle = usePageTitleOverride();
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);

  const placed = menus.data ? pageTrail(menus.data.menus, pathname, handle?.path) : null;
  const trail = placed?.trail ?? [];
  // The page's own title when it names itself (a new banner under the edit route), else the route's.
  const detailTitle = placed?.detail ? (pageTitle ?? handle?.title?.[i18n.language === 'en' ? 1 : 0]) : undefined;
  const sideMenu = (onNavigate?: () => void) =>
    menus.data && (
      <AdminSideMenu
        menus={menus.data.menus}
        trail={trail}
        collapsed={!isMobile && collapsed}
        onNavigate={onNavigate}
      />
    );

  let content;
  if (menus.isPending) content = <Spin className="admin-frame-loading" />;
  else if (menus.isError) content = <LoadError error={menus.error} onRetry={() => void menus.refetch()} />;
  else if (!placed) content = <ForbiddenResult />;
  else
    content = (
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    );

  const brandName = `${t('siteName')} ${t('nav.backOffice')}`;
  const brand = (
    <Link to="/admin/index" className="admin-brand" aria-label={brandName}>
      <CameraOutlined aria-hidden /> {!(collapsed && !isMobile) && brandName}
    </Link>
  );

  return (
    <Layout className="admin-frame">
      {isMobile ? (
        <Drawer
          placement="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          title={brand}
          size={280}
          classNames={{ body: 'admin-drawer-body' }}
        >
          {sideMenu(() => setDrawerOpen(false))}
        </Drawer>
      ) : (
        <Layout.Sider
          className="admin-sider"
          theme="light"
          width={232}
          collapsible
          collapsed={collapsed}
          onCollapse={setCollapsed}
        >
          {brand}
          <nav aria-label={t('nav.backOffice')}>{sideMenu()}</nav>
        </Layout.Sider>
      )}
      <Layout className="admin-main">
        <AdminTopBar
          trail={trail}
          detailTitle={detailTitle}
          onOpenMenu={isMobile ? () => setDrawerOpen(true) : undefined}
        />
        <Layout.Content className="admin-content">{content}</Layout.Content>
      </Layout>
    </Layout>
  );
}
