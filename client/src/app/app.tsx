import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { RenderEnvironmentContext, type RenderEnvironment } from '../lib/render-environment.ts';
import { RenderedFootPages } from '../lib/stores/footer-store.ts';
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

/** Marks the document once React has taken over the server's HTML (the journeys wait for it). */
function MarkHydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return children;
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
  children,
}: {
  i18n: I18n;
  queryClient: QueryClient;
  environment: RenderEnvironment;
  children: ReactNode;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <RenderEnvironmentContext.Provider value={environment}>
        <RenderedFootPages.Provider value={environment.footPages ?? null}>
          <AppProvider queryClient={queryClient}>
            <MarkHydrated>{children}</MarkHydrated>
          </AppProvider>
        </RenderedFootPages.Provider>
      </RenderEnvironmentContext.Provider>
    </I18nextProvider>
  );
}
