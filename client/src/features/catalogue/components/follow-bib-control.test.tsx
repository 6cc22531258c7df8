import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, loginAs, renderApp, stubApi } from '../../../testing/test-utils.tsx';
import { activityConfigOf } from '../testing/activity-config.ts';
import '../pages/bib-search-page.tsx';

const slow = { timeout: 5000 };

/** The bib search finds nothing; follow requests are answered as the server does. */
function emptySearch(activity: Record<string, unknown> = {}) {
  return stubApi((path) => {
    if (path.endsWith('/GetConfigByActivityId')) return envelope(activityConfigOf({ id: 5, ...activity }));
    if (path.endsWith('/GetPhotoGalleryListNew')) return envelope({ totalCount: 0, items: [] });
    if (path.endsWith('/Follow/Create')) return envelope({ state: 'pending' });
    if (path.endsWith('/Follow/CreateMine')) {
      return envelope({ id: 1, activityId: 5, activityTitle: '臺北馬', bib: '1', createdAt: '', expiresAt: '' });
    }
    return undefined;
  });
}

const bodyOf = (fetchMock: ReturnType<typeof stubApi>, endpoint: string) => {
  const call = fetchMock.mock.calls.find(([url]) => String(url).includes(endpoint));
  return call && JSON.parse(String(call[1]?.body));
};

describe('有新照片時通知我 on empty bib results', { timeout: 20_000 }, () => {
  it('asks a guest for a valid e-mail, then to confirm by mail', async () => {
    const user = userEvent.setup();
    const fetchMock = emptySearch();
    renderApp('/albumsearch/5?code=1');
    await user.click(await screen.findByRole('button', { name: /有新照片時通知我/ }, slow));

    const email = screen.getByLabelText('您的 E-mail');
    await user.type(email, 'not-an-address');
    await user.click(screen.getByRole('button', { name: /有新照片時通知我/ }));
    expect(await screen.findByText('電子郵件格式不正確，例如 name@example.com')).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/Follow/Create')).toBeUndefined();

    await user.clear(email);
    await user.type(email, 'runner@example.com');
    await user.click(screen.getByRole('button', { name: /有新照片時通知我/ }));
    expect(await screen.findByText('請到信箱確認。')).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/Follow/Create')).toEqual({ activityId: 5, code: '1', email: 'runner@example.com' });
  });

  it('follows for a member with one click', async () => {
    loginAs();
    const user = userEvent.setup();
    const fetchMock = emptySearch();
    renderApp('/albumsearch/5?code=1');
    await user.click(await screen.findByRole('button', { name: /有新照片時通知我/ }, slow));
    expect(await screen.findByText('已追蹤：有新照片時會寄信通知您。')).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/Follow/CreateMine')).toEqual({ activityId: 5, code: '1' });
  });

  it('is not offered once the activity’s follows have ended', async () => {
    emptySearch({ followsEndAt: '2026-01-01T00:00:00.000Z' });
    renderApp('/albumsearch/5?code=1');
    expect(await screen.findByText('找不到號碼布 1 的照片', {}, slow)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /有新照片時通知我/ })).not.toBeInTheDocument();
  });
});
