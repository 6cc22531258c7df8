import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ConfigProvider, message } from 'antd';
import enUS from 'antd/locale/en_US';
import zhTW from 'antd/locale/zh_TW';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_MAX_COUNT, registerMessageApi } from '../lib/notify.ts';
import { queryClient as appQueryClient } from '../lib/react-query.ts';
import { getSession, subscribeSession } from '../lib/session.ts';
import { loadFooterRoutes } from './footer-routes.ts';

/** Hands antd's context-aware message instance to code outside React (lib/notify). */
function MessageHolder() {
  const [api, holder] = message.useMessage({ maxCount: MESSAGE_MAX_COUNT });
  useEffect(() => {
    registerMessageApi(api);
    return () => registerMessageApi(null);
  }, [api]);
  return holder;
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
      theme={{ token: { colorPrimary: '#1668dc' } }}
      // antd spaces out two-character Chinese labels ('登 入'); the site's texts are written as meant.
      button={{ autoInsertSpace: false }}
    >
      <MessageHolder />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ConfigProvider>
  );
}
