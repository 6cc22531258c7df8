import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../lib/i18n.ts';
import { notify } from '../lib/notify.ts';
import { logout } from '../lib/session.ts';
import { loginAs, stubApi, testQueryClient } from '../testing/test-utils.tsx';
import { AppProvider } from './provider.tsx';

afterEach(async () => {
  await setLanguage('zh-TW');
});

function renderProvider() {
  const queryClient = testQueryClient();
  render(
    <AppProvider queryClient={queryClient}>
      <p>page</p>
    </AppProvider>,
  );
  return queryClient;
}

describe('cached server data', () => {
  it("is forgotten when the user changes, so one member's cart never shows for the next", () => {
    loginAs({ userId: 1 });
    const queryClient = renderProvider();
    queryClient.setQueryData(['shop', 'cart'], ['photo-1']);

    act(() => logout());
    expect(queryClient.getQueryData(['shop', 'cart'])).toBeUndefined();

    queryClient.setQueryData(['shop', 'cart'], ['photo-2']);
    act(() => {
      loginAs({ userId: 2 });
    });
    expect(queryClient.getQueryData(['shop', 'cart'])).toBeUndefined();
  });

  it('is kept when the same user only updates their profile', () => {
    loginAs({ userId: 1 });
    const queryClient = renderProvider();
    queryClient.setQueryData(['shop', 'cart'], ['photo-1']);
    act(() => {
      loginAs({ userId: 1, displayName: '新名字' });
    });
    expect(queryClient.getQueryData(['shop', 'cart'])).toEqual(['photo-1']);
  });

  it('is marked stale when the language changes, since the server answers in it', async () => {
    stubApi();
    const queryClient = renderProvider();
    queryClient.setQueryData(['catalogue', 'events'], []);
    await act(() => setLanguage('en'));
    expect(queryClient.getQueryState(['catalogue', 'events'])?.isInvalidated).toBe(true);
  });
});

describe('messages', () => {
  it("asked before antd's message code has loaded, still show once it arrives", async () => {
    notify.warning('請登錄後再訪問');
    renderProvider();
    expect(await screen.findByText('請登錄後再訪問')).toBeInTheDocument();
  });
});
