// Where the login result (spec §3) is kept: in both storages, as localStorage survives a closed
// browser and sessionStorage is what the original site read first. Read before the app's code has
// loaded (app/early-data.ts) as well as by lib/session.ts.

export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';

/** The stored token and user (JSON), from the first storage that holds both. */
export function storedLogin(): { token: string; user: string } | null {
  for (const storage of [localStorage, sessionStorage]) {
    const token = storage.getItem(TOKEN_KEY);
    const user = storage.getItem(USER_KEY);
    if (token && user) return { token, user };
  }
  return null;
}
