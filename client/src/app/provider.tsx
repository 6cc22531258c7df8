import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
// antd's own components import its ES modules (`en_US` is ConfigProvider's default): `antd/locale/*`
// is the CommonJS build, a second copy of every locale in the first code.
import enUS from 'antd/es/locale/en_US';
import zhTW from 'antd/es/locale/zh_TW';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { whenMessagesWanted } from '../lib/notify.ts';
import { queryClient as appQueryClient } from '../lib/react-query.ts';
import { getSession, subscribeSession } from '../lib/session.ts';
import { loadFooterRoutes } from './footer-routes.ts';
import { SITE_THEME } from './theme.ts';

// A chunk that fails to load must not take the whole site down: toasts are then lost, not pages.
const MessageHolder = lazy(() => import('./message-holder.tsx').catch(() => ({ default: () => null })));

/**
 * antd's message code (~18 kB brotli with its icons) is needed only for a message: it is fetched
 * when the first one is waiting (lib/notify keeps it until then), so a visit that shows none never
 * downloads it.
 */
function DeferredMessageHolder() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenMessagesWanted(() => setWanted(true)), []);
  return wanted ? (
    <Suspense>
      <MessageHolder />
    </Suspense>
  ) : null;
}

function useCacheFollowsUserAndLanguage(queryClient: QueryClient) {
  const { i18n } = useTranslation();
  useEffect(() => {
    // The server answers in the request's language: refetch what is on screen, and the footer.
    const onLanguage = () => {
      void queryClient.invalidateQueries();
      void loadFooterRoutes();
    };
    i18n.on('languageChanged', onLanguage);
    // One user's cart or orders must never show for the next one.
    let userId = getSession()?.user.userId;
    const unsubscribe = subscribeSession(() => {
      const next = getSession()?.user.userId;
      if (next !== userId) queryClient.clear();
      userId = next;
    });
    return () => {
      i18n.off('languageChanged', onLanguage);
      unsubscribe();
    };
  }, [i18n, queryClient]);
}

export function AppProvider({
  children,
  queryClient = appQueryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const { i18n } = useTranslation();
  useCacheFollowsUserAndLanguage(queryClient);
  return (
    <ConfigProvider
      locale={i18n.language === 'en' ? enUS : zhTW}
      theme={SITE_THEME}
      // antd spaces out two-character Chinese labels ('登 入'); the site's texts are written as meant.
      button={{ autoInsertSpace: false }}
    >
      <DeferredMessageHolder />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ConfigProvider>
  );
}
