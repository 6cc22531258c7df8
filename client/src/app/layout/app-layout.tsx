import { Suspense } from 'react';
import { Outlet, useMatches, useNavigation } from 'react-router-dom';
import { useLayoutMode, type LayoutMode } from '../../lib/use-is-mobile.ts';
import type { RouteHandle } from '../../lib/route-handle.ts';
import { DocumentTitle } from './document-title.tsx';
import { FloatingActions } from './floating-actions.tsx';
import { PageLoading, PageSkeleton } from './page-loading.tsx';
import { PageTakenOver } from './page-taken-over.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import './layout.css';

const SITE_CLASS: Record<LayoutMode, string> = {
  mobile: 'site site-mobile',
  desktop: 'site',
  // Before the width is known (server, hydration): layout.css applies the mobile rules by media query.
  either: 'site site-either',
};

export function AppLayout() {
  const layoutMode = useLayoutMode();
  const navigation = useNavigation();
  const handles = useMatches().map((match) => match.handle as RouteHandle | undefined);
  const noFloatButtons = handles.some((handle) => handle?.noFloatButtons);

  if (handles.some((handle) => handle?.backOffice)) {
    // The back office draws its own frame (app/layout/admin-layout.tsx, fetched with admin code).
    return (
      <>
        <DocumentTitle />
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
        {/* TOP and home on every page but the site guide (spec §2), the back office's too. */}
        {!noFloatButtons && <FloatingActions />}
      </>
    );
  }

  return (
    <div className={SITE_CLASS[layoutMode]}>
      <DocumentTitle />
      {navigation.state !== 'idle' && <div className="navigation-progress" role="progressbar" />}
      <SiteHeader />
      <main className="site-main">
        {/* Pages whose code or strings are still loading suspend here, not the whole site. */}
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
          <PageTakenOver />
        </Suspense>
      </main>
      <SiteFooter />
      {!noFloatButtons && <FloatingActions />}
    </div>
  );
}
