import { lazy, type ComponentType } from 'react';
import {
  createBrowserRouter,
  createMemoryRouter,
  Outlet,
  redirect,
  type HydrationState,
  type RouteObject,
} from 'react-router-dom';
import { HOME_PATH, pathWithSearch, registerNavigator } from '../lib/navigation.ts';
import { useSession } from '../lib/session.ts';
import { footRouteFor } from './footer-routes.ts';
import { guardLoader } from './guards.ts';
import { AppLayout } from './layout/app-layout.tsx';
import { PageLoading } from './layout/page-loading.tsx';
import { RouteError } from './route-error.tsx';
import type { RouteHandle } from '../lib/route-handle.ts';
import { pageRoutes, type Access, type PageRoute } from './routes.ts';

export const SITE_ROUTE_ID = 'site';
type AppRouter = ReturnType<typeof createBrowserRouter>;

const notFound = {
  handle: { titleKey: 'notFound.title' } satisfies RouteHandle,
  lazy: async () => ({ Component: (await import('./not-found-page.tsx')).default }),
};

/**
 * Pages already loaded, by route path: drawn at once instead of through React.lazy, so a render
 * that must not suspend (a server's, the browser's hydration of its HTML) has them.
 */
export type ResolvedPages = Record<string, ComponentType>;

export interface RouteOptions {
  resolvedPages?: ResolvedPages;
  /** A footer page's route known from the start (the server names the page in its HTML). */
  footRoute?: RouteObject;
}

function pageRoute(entry: PageRoute, resolvedPages: ResolvedPages): RouteObject {
  // A line whose page is not built yet still has its guard run first: the access rules hold for
  // every path of the site, and only then is there nothing to show.
  if (!entry.page) return { path: entry.path, ...notFound, handle: { ...notFound.handle, path: entry.path } };
  const handle: RouteHandle = {
    path: entry.path,
    title: entry.title,
    home: entry.path === HOME_PATH,
    noFloatButtons: entry.noFloatButtons,
  };
  // Public pages and back-office pages are fetched when they render: the site's frame (or the back
  // office's) shows at once with a placeholder where the page will be, and admin code is only
  // fetched once the admin guard has let the user in. Pages behind a member guard are fetched by
  // React Router while the guard is still deciding (route `lazy`).
  const { page } = entry;
  const resolved = resolvedPages[entry.path];
  if (resolved) return { path: entry.path, handle, Component: resolved };
  if (entry.access === 'public' || entry.access === 'admin') return { path: entry.path, handle, Component: lazy(page) };
  return { path: entry.path, handle, lazy: async () => ({ Component: (await page()).default }) };
}

function routesOf(table: PageRoute[], access: Access, resolvedPages: ResolvedPages = {}): RouteObject[] {
  return table.filter((entry) => entry.access === access).map((entry) => pageRoute(entry, resolvedPages));
}

const AdminLayout = lazy(() => import('./layout/admin-layout.tsx'));

/**
 * A guarded page only while logged in: after logging out it goes at once, before it could ask the
 * server again for the member's data without the login (the guards act at the next navigation).
 */
function LoggedInOutlet() {
  return useSession() ? <Outlet /> : null;
}

/** The site's routes: shared by the browser's router and a server's render of a page. */
export function appRoutes(
  table: PageRoute[],
  previousPath: () => string | null,
  { resolvedPages = {}, footRoute }: RouteOptions = {},
): RouteObject[] {
  // Guards re-run on every navigation: a session can end in another tab meanwhile.
  const guarded = (access: Exclude<Access, 'public'>): RouteObject => ({
    id: `guard-${access}`,
    loader: guardLoader(access, previousPath),
    shouldRevalidate: () => true,
    Component: LoggedInOutlet,
    children: routesOf(table, access),
  });
  return [
    {
      id: SITE_ROUTE_ID,
      Component: AppLayout,
      HydrateFallback: PageLoading,
      errorElement: <RouteError />,
      children: [
        // Redirect-only routes; `element: null` tells React Router they render nothing on purpose.
        { index: true, loader: () => redirect(HOME_PATH), element: null },
        { path: '/admin', loader: () => redirect('/admin/index'), element: null },
        ...routesOf(table, 'public', resolvedPages),
        ...(footRoute ? [footRoute] : []),
        guarded('login'),
        guarded('photographer'),
        // The back office: its pages inside its own frame (side menu of the admin's role, breadcrumbs).
        { ...guarded('admin'), Component: AdminLayout, handle: { backOffice: true } satisfies RouteHandle },
        { path: '*', ...notFound },
      ],
    },
  ];
}

/**
 * The app's router: the route table, guards, and footer pages patched in when first visited.
 * `initialEntries` gives an in-memory router and `table` replaces the route table (tests). With
 * `hydrationData` the first page is the one the server rendered: drawn at once, as its HTML shows
 * it (pass its page in `resolvedPages`). The request layer navigates through the router created last.
 */
export function createAppRouter(
  options: RouteOptions & { initialEntries?: string[]; table?: PageRoute[]; hydrationData?: HydrationState } = {},
): AppRouter {
  // The guards' view of the page on screen while a navigation is pending; none during the very
  // first load, which starts inside createBrowserRouter, before it returns.
  const made: { router?: AppRouter } = {};
  const previousPath = () => (made.router?.state.initialized ? pathWithSearch(made.router.state.location) : null);
  const routes = appRoutes(options.table ?? pageRoutes, previousPath, options);
  const patchRoutesOnNavigation = async ({
    path,
    patch,
  }: {
    path: string;
    patch: (id: string, children: RouteObject[]) => void;
  }) => {
    const route = await footRouteFor(path);
    if (route) patch(SITE_ROUTE_ID, [route]);
  };
  const { initialEntries, hydrationData } = options;
  const router = initialEntries
    ? createMemoryRouter(routes, { initialEntries, hydrationData, patchRoutesOnNavigation })
    : createBrowserRouter(routes, { hydrationData, patchRoutesOnNavigation });
  made.router = router;
  registerNavigator({
    navigate: (to, navigateOptions) => router.navigate(to, navigateOptions),
    location: () => router.state.location,
  });
  return router;
}
