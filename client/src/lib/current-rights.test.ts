import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, jsonResponse, loginAs } from '../testing/test-utils.tsx';
import { api } from './api-client.ts';
import { FOCUS_REFRESH_MS, followRights, refreshRights } from './current-rights.ts';
import { getSession, logout } from './session.ts';

const CURRENT = '/api/services/app/Session/GetCurrentLoginInformations';
const SALES = '/api/services/app/PhotographerSales/GetMySales';

/** The server's answers: the user's rights now, and a photographer page's refusal naming its right. */
function serverSays(rights: Record<string, unknown>) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const { pathname } = new URL(String(input), 'http://localhost');
    if (pathname === CURRENT) return envelope(rights);
    if (pathname === SALES)
      return jsonResponse(
        {
          success: false,
          result: null,
          error: { code: 'Forbidden', message: '請先完成攝影師認證', details: 'right:photographer' },
          unAuthorizedRequest: false,
          __abp: true,
        },
        403,
      );
    return envelope(null);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { asked: () => fetchMock.mock.calls.filter(([url]) => String(url).includes(CURRENT)).length };
}

let stop: () => void;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  stop = followRights();
});
afterEach(() => {
  stop();
  logout();
  vi.useRealTimers();
});

describe("the signed-in user's rights", () => {
  it('are read again when a 403 names a right, so a photographer approved meanwhile is one at once', async () => {
    const session = loginAs({ userId: 5, photographerAuth: true, photographerAuthStatus: '' });
    const server = serverSays({ ...session.user, photographerAuth: false });
    await expect(api.get(SALES, { params: { SkipCount: 0, MaxResultCount: 10 }, silent: true })).rejects.toMatchObject({
      status: 403,
    });
    await vi.waitFor(() => expect(getSession()?.user.photographerAuth).toBe(false));
    expect(server.asked()).toBe(1);
  });

  it('are read again when the window gets the focus back, at most every 30 seconds', async () => {
    const session = loginAs({ userId: 6, photographerAuth: false });
    const server = serverSays({ ...session.user, photographerAuth: true });
    vi.setSystemTime(Date.now() + FOCUS_REFRESH_MS);
    window.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(getSession()?.user.photographerAuth).toBe(true));
    window.dispatchEvent(new Event('focus'));
    expect(server.asked()).toBe(1);
    vi.setSystemTime(Date.now() + FOCUS_REFRESH_MS);
    window.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(server.asked()).toBe(2));
  });

  it('ignore an answer about someone else, and ask nothing when signed out', async () => {
    loginAs({ userId: 7, photographerAuth: false, isAdmin: false });
    const server = serverSays({ userId: 8, isAdmin: true, photographerAuth: true });
    expect(await refreshRights()).toBeNull();
    expect(getSession()?.user).toMatchObject({ userId: 7, isAdmin: false, photographerAuth: false });
    logout();
    expect(await refreshRights()).toBeNull();
    expect(server.asked()).toBe(1);
  });
});
