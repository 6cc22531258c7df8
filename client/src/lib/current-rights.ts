import { api } from './api-client.ts';
import { getSession, onRightsStale, updateSessionUser, type SessionUser } from './session.ts';

// The signed-in user's rights as the server sees them now. A login answer's copy goes stale when an
// admin approves, blocks or changes roles meanwhile; the server decides every request anyway
// (decisions/004), this only keeps the pages and guards in step: read again when the window gets
// the focus back, when a 403 names a right, and before a guard refuses a page.

const CURRENT = '/api/services/app/Session/GetCurrentLoginInformations';
/** Focus comes and goes often; the rights are read at most this often on focus. */
export const FOCUS_REFRESH_MS = 30_000;

let inFlight: Promise<SessionUser | null> | null = null;
let lastRead = 0;

/** Reads the rights again and stores them; the stored user, or null when signed out or unreachable. */
export function refreshRights(): Promise<SessionUser | null> {
  if (!getSession()) return Promise.resolve(null);
  inFlight ??= api
    .get(CURRENT, { silent: true })
    .then((current) => {
      lastRead = Date.now();
      const session = getSession();
      // Signed out, or in as someone else, meanwhile: the answer is not this session's.
      if (session?.user.userId !== current.userId) return null;
      updateSessionUser(current);
      return getSession()?.user ?? null;
    })
    .catch(() => null)
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** Starts following the server: on focus (throttled) and on a 403 naming a right. */
export function followRights(): () => void {
  const onFocus = () => {
    if (Date.now() - lastRead >= FOCUS_REFRESH_MS) void refreshRights();
  };
  window.addEventListener('focus', onFocus);
  const stopStale = onRightsStale(() => void refreshRights());
  return () => {
    window.removeEventListener('focus', onFocus);
    stopStale();
  };
}
