import { isSitePath } from './site-link.ts';

// Lets code outside React (the request layer, session expiry) move the app to another page. The
// router registers itself at start-up; before that (and in plain unit tests) the browser's
// location stands in.

export interface AppLocation {
  pathname: string;
  search: string;
  hash: string;
}

interface Navigator {
  navigate(to: string, options?: { replace?: boolean }): unknown;
  location(): AppLocation;
}

const browserNavigator: Navigator = {
  navigate: (to, options) => (options?.replace ? window.location.replace(to) : window.location.assign(to)),
  location: () => window.location,
};

let active: Navigator = browserNavigator;

export function registerNavigator(navigator: Navigator | null): void {
  active = navigator ?? browserNavigator;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  void active.navigate(to, options);
}

export function currentLocation(): AppLocation {
  return active.location();
}

export function pathWithSearch(location: AppLocation): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

export const LOGIN_PATH = '/login';
export const HOME_PATH = '/index';

/** `/login?redirect=<path>`: where a guard or an expired session sends the user. */
export function loginUrl(redirect?: string): string {
  if (!redirect || redirect.startsWith(LOGIN_PATH)) return LOGIN_PATH;
  return `${LOGIN_PATH}?${new URLSearchParams({ redirect }).toString()}`;
}

/**
 * Where to go once logged in: the `redirect` query of the login page when it is a path of this
 * site (never another origin), else the home page.
 */
export function afterLoginPath(search: string = currentLocation().search): string {
  const target = new URLSearchParams(search).get('redirect');
  return target && isSitePath(target) ? target : HOME_PATH;
}

/** For the login page: after saving the session, leave the login page for the redirect target. */
export function leaveLoginPage(): void {
  navigateTo(afterLoginPath(), { replace: true });
}
