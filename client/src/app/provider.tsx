import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhTW from 'antd/locale/zh_TW';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_MAX_COUNT, registerFeedbackApis } from '../lib/notify.ts';
import { queryClient as appQueryClient } from '../lib/react-query.ts';
import { getSession, subscribeSession } from '../lib/session.ts';
import { loadFooterRoutes } from './footer-routes.ts';

/** Hands antd's context-aware message and modal instances to code outside React (lib/notify). */
function FeedbackBridge() {
  const { message, modal } = AntApp.useApp();
  useEffect(() => {
    registerFeedbackApis({ message, modal });
    return () => registerFeedbackApis(null);
  }, [message, modal]);
  return null;
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
    <ConfigProvider locale={i18n.language === 'en' ? enUS : zhTW} theme={{ token: { colorPrimary: '#1668dc' } }}>
      <AntApp message={{ maxCount: MESSAGE_MAX_COUNT }}>
        <FeedbackBridge />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
