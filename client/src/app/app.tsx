import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useCallback, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { RenderEnvironmentContext, type RenderEnvironment } from '../lib/render-environment.ts';
import { RenderedFootPages } from '../lib/stores/footer-store.ts';
import { TakenOverContext } from './layout/page-taken-over.tsx';
import { AppProvider } from './provider.tsx';
import type { createAppRouter } from './router.tsx';

export function App({
  router,
  queryClient,
}: {
  router: ReturnType<typeof createAppRouter>;
  queryClient?: QueryClient;
}) {
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}

/**
 * The app's providers with what a render is given rather than takes from module state: a server
 * renders requests in both languages at once (its own i18n instance and query cache for each) and
 * knows the visitor's address only from the request. The browser hydrating the server's HTML wraps
 * its router in the same tree, so both draw the same (React's ids included).
 */
export function AppRoot({
  i18n,
  queryClient,
  environment,
  onTakenOver,
  children,
}: {
  i18n: I18n;
  queryClient: QueryClient;
  environment: RenderEnvironment;
  /** Called once React has taken over the server's HTML: what may change the page only afterwards. */
  onTakenOver?: () => void;
  children: ReactNode;
}) {
  const takenOver = useCallback(() => {
    // The journeys wait for this mark before they tap.
    document.documentElement.dataset.hydrated = '';
    onTakenOver?.();
  }, [onTakenOver]);
  return (
    <I18nextProvider i18n={i18n}>
      <RenderEnvironmentContext.Provider value={environment}>
        <RenderedFootPages.Provider value={environment.footPages ?? null}>
          <AppProvider queryClient={queryClient}>
            <TakenOverContext.Provider value={takenOver}>{children}</TakenOverContext.Provider>
          </AppProvider>
        </RenderedFootPages.Provider>
      </RenderEnvironmentContext.Provider>
    </I18nextProvider>
  );
}
