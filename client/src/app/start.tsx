import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { followRights } from '../lib/current-rights.ts';
import { dropEarlyAnswers } from '../lib/early-answers.ts';
import { i18n, isLanguage, LANGUAGE_STORAGE_KEY, setLanguage, type Language } from '../lib/i18n.ts';
import { queryClient } from '../lib/react-query.ts';
import { freshQueries, readServerState, type ServerState } from '../lib/server-state.ts';
import { App, AppRoot } from './app.tsx';
import {
  FOOT_PREFIX,
  footPageOf,
  footRoute,
  loadFooterRoutes,
  loadFootPage,
  seedFooterRoutes,
} from './footer-routes.ts';
import { disableContextMenu, startVersionCheck } from './production.ts';
import { createAppRouter } from './router.tsx';
import { pageRoutes } from './routes.ts';

type AppRouter = ReturnType<typeof createAppRouter>;

// The strings of the server-rendered pages (entry-server.tsx loads the same).
const SERVER_PAGE_NAMESPACES = ['catalogue', 'footer'];

/** The early answers (app/early-data.ts) are the first page's: once the visitor moves on, any not taken could only be stale. */
function dropEarlyAnswersWhenLeaving(router: AppRouter) {
  const firstLocationKey = router.state.location.key;
  const stopWatching = router.subscribe((state) => {
    if (state.location.key === firstLocationKey) return;
    dropEarlyAnswers();
    stopWatching();
  });
}

/**
 * A language chosen in this browser that the server did not know (the cookie cleared or written by
 * another tab) comes back, once React has taken the page over: switching while it compares its
 * first render with the server's HTML would change the strings under it.
 */
function restoreStoredLanguage(served: Language) {
  const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  if (isLanguage(stored) && stored !== served) void setLanguage(stored);
}

/** The page the server rendered, drawn by the browser's own router over the server's HTML. */
async function hydrateServerPage(
  container: HTMLElement,
  state: ServerState,
): Promise<{ router: AppRouter; root: Root }> {
  // lib/i18n.ts starts in the state's language; this is for a state it could not see then.
  if (i18n.language !== state.language) await i18n.changeLanguage(state.language);
  seedFooterRoutes(state.footPages);
  hydrate(queryClient, freshQueries(state.queries));
  // Its code and strings first: a page suspending here would be drawn again instead of taken over.
  const pageModule =
    state.page === FOOT_PREFIX ? loadFootPage : pageRoutes.find((route) => route.path === state.page)?.page;
  const [page] = await Promise.all([pageModule?.(), i18n.loadNamespaces(SERVER_PAGE_NAMESPACES)]);
  const footPage = state.page === FOOT_PREFIX ? footPageOf(window.location.pathname, state.footPages) : null;
  const router = createAppRouter({
    resolvedPages: page && !footPage ? { [state.page]: page.default } : {},
    footRoute: footPage && page ? footRoute(footPage, page.default) : undefined,
    // No loader ran on the server: the first page is ready as it is (and no route is discovered first).
    hydrationData: { loaderData: {}, actionData: null, errors: null },
  });
  const restoreLanguage = () => restoreStoredLanguage(state.language);
  const root = hydrateRoot(
    container,
    <StrictMode>
      <AppRoot
        i18n={i18n}
        queryClient={queryClient}
        environment={{ origin: state.origin }}
        onTakenOver={restoreLanguage}
      >
        <RouterProvider router={router} />
      </AppRoot>
    </StrictMode>,
    // A page that did not match the server's HTML is drawn again; the tests and journeys fail on it.
    { onRecoverableError: (error) => console.error('The server-rendered page did not hydrate:', error) },
  );
  return { router, root };
}

function renderClientPage(container: HTMLElement): { router: AppRouter; root: Root } {
  // Before the router: a first visit straight to /foot/... waits for the footer list.
  void loadFooterRoutes();
  const router = createAppRouter();
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
  return { router, root };
}

/** Starts the app in `container`: over the server's HTML when the page came rendered, else from nothing. */
export async function startApp(container: HTMLElement): Promise<Root> {
  const state = readServerState(document);
  const { router, root } = state ? await hydrateServerPage(container, state) : renderClientPage(container);
  dropEarlyAnswersWhenLeaving(router);
  // An admin's approval, a block or a new role reaches an open session without a new login.
  followRights();
  if (import.meta.env.PROD) {
    disableContextMenu();
    startVersionCheck();
  }
  return root;
}
