import { useSyncExternalStore } from 'react';
import type { ApiResult } from './api-types.ts';
import { storedLogin, TOKEN_KEY, USER_KEY } from './stored-login.ts';

// The login result (spec §3), kept in both storages (lib/stored-login.ts); logout clears both.

type LoginAnswer = ApiResult<'/api/TokenAuth/LoginInfo', 'post'>;

/**
 * The user of a login answer. `photographerAuthStatus`: '' or 'restore' = not blocked, 'blocked' =
 * suspended. `permissions` and `menus` come with the admin login (LoginInfo) only.
 */
export type SessionUser = Omit<LoginAnswer, 'accessToken' | 'expireInSeconds' | 'permissions' | 'menus'> &
  Partial<Pick<LoginAnswer, 'permissions' | 'menus'>>;

export interface Session {
  token: string;
  user: SessionUser;
}

type Listener = () => void;
const listeners = new Set<Listener>();
// The parsed session of the stored strings last read: a stable object for useSyncExternalStore,
// re-read whenever the storage holds something else (another tab, a test).
let cached: { raw: string; session: Session | null } | undefined;

function changed() {
  for (const listener of listeners) listener();
}

export function getSession(): Session | null {
  const entry = storedLogin();
  const raw = entry ? `${entry.token}\n${entry.user}` : '';
  if (cached?.raw !== raw) {
    let session: Session | null = null;
    try {
      if (entry) session = { token: entry.token, user: JSON.parse(entry.user) as SessionUser };
    } catch {
      // A corrupted entry counts as logged out.
    }
    cached = { raw, session };
  }
  return cached.session;
}

export function getToken(): string | null {
  return getSession()?.token ?? null;
}

/** Keeps a login answer (AuthenticateLogin or LoginInfo): `accessToken` plus the user fields. */
export function saveLogin(login: SessionUser & { accessToken: string }): Session {
  const { accessToken, ...rest } = login;
  const user: SessionUser & Record<string, unknown> = { ...rest };
  delete user.expireInSeconds;
  for (const storage of [localStorage, sessionStorage]) {
    storage.setItem(TOKEN_KEY, accessToken);
    storage.setItem(USER_KEY, JSON.stringify(user));
  }
  changed();
  return { token: accessToken, user };
}

/** Updates the stored user (e.g. a new avatar or display name) without a new login. */
export function updateSessionUser(patch: Partial<SessionUser>): void {
  const session = getSession();
  if (!session) return;
  const user = JSON.stringify({ ...session.user, ...patch });
  for (const storage of [localStorage, sessionStorage]) storage.setItem(USER_KEY, user);
  changed();
}

export function logout(): void {
  for (const storage of [localStorage, sessionStorage]) {
    storage.removeItem(TOKEN_KEY);
    storage.removeItem(USER_KEY);
  }
  changed();
}

/** Called after every login, logout and profile update. */
export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const serverSession = () => null;

/**
 * The current session in React; re-renders on login, logout and profile updates. A server renders
 * every page as a guest's (the login lives in the browser's storage), and so does the browser's
 * first render of such a page, so the two agree; React then renders again with the stored login.
 */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, serverSession);
}

// Another tab logging in or out changes localStorage; this tab follows it (browsers only).
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.storageArea !== localStorage) return;
    if (event.key !== TOKEN_KEY && event.key !== USER_KEY && event.key !== null) return;
    for (const key of [TOKEN_KEY, USER_KEY]) {
      const value = localStorage.getItem(key);
      if (value === null) sessionStorage.removeItem(key);
      else sessionStorage.setItem(key, value);
    }
    changed();
  });
}

// The server names a right it refused (a 403's details, e.g. 'right:photographer'): the copy of the
// user's rights kept here may be out of date. lib/current-rights.ts listens and reads them again;
// this module cannot ask the server itself (the request layer depends on it).
const staleRightsListeners = new Set<Listener>();

export function onRightsStale(listener: Listener): () => void {
  staleRightsListeners.add(listener);
  return () => staleRightsListeners.delete(listener);
}

export function rightsMayBeStale(): void {
  for (const listener of staleRightsListeners) listener();
}

export function isPhotographer(user: SessionUser | undefined | null): boolean {
  return Boolean(user?.photographerAuth);
}
