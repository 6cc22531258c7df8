import { HomeOutlined } from '@ant-design/icons';
import { FloatButton } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches, useNavigate, useNavigation } from 'react-router-dom';
import { HOME_PATH } from '../../lib/navigation.ts';
import { useIsMobile } from '../../lib/use-is-mobile.ts';
import type { RouteHandle } from '../route-handle.ts';
import { DocumentTitle } from './document-title.tsx';
import { PageLoading } from './page-loading.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import './layout.css';

/** TOP appears after 20 px of scrolling (spec §2). */
export const BACK_TOP_AFTER_PX = 20;

export function AppLayout() {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const noFloatButtons = useMatches().some((match) => (match.handle as RouteHandle | undefined)?.noFloatButtons);

  return (
    <div className={isMobile ? 'site site-mobile' : 'site'}>
      <DocumentTitle />
      {navigation.state !== 'idle' && <div className="navigation-progress" role="progressbar" />}
      <SiteHeader />
      <main className="site-main">
        {/* Pages whose strings are still loading suspend here, not the whole site. */}
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      {!noFloatButtons && (
        <FloatButton.Group>
          <FloatButton
            icon={<HomeOutlined />}
            tooltip={t('nav.goHome')}
            aria-label={t('nav.goHome')}
            onClick={() => void navigate(HOME_PATH)}
          />
          <FloatButton.BackTop
            visibilityHeight={BACK_TOP_AFTER_PX}
            tooltip={t('nav.backToTop')}
            aria-label={t('nav.backToTop')}
          />
        </FloatButton.Group>
      )}
    </div>
  );
}
