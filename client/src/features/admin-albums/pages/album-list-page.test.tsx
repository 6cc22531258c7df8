import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageRoutes } from '../../../app/routes.ts';
import { envelope, loginAs, renderApp, stubApi } from '../../../testing/test-utils.tsx';

const LIST = '/api/services/app/AdminAlbum/GetAll';
const SET_VISIBLE = '/api/services/app/AdminAlbum/SetVisible';
const ACTIVITIES = '/api/services/app/AdminActivity/GetAll';
const PHOTOGRAPHERS = '/api/services/app/AdminMemEmber/GetPhotographerOptions';
const table = pageRoutes.filter((route) => route.path === '/admin/AdminalbumList');
const album = {
  id: 7,
  name: '終點相簿',
  activityId: 3,
  activityTitle: '太魯閣馬拉松',
  photographerId: 5,
  photographerName: '林攝影',
  defaultPrice: 169,
  isVisible: true,
  counts: { processing: 1, ready: 20, failed: 2, hidden: 0 },
  createdAt: '2026-11-20T01:00:00.000Z',
};

describe('the album list page', { timeout: 60_000 }, () => {
  it('lists albums with their counts, searches, and hides one', async () => {
    let visible = true;
    const fetchMock = stubApi((path, init) => {
      if (path === LIST) return envelope({ totalCount: 1, items: [{ ...album, isVisible: visible }] });
      if (path === SET_VISIBLE) {
        visible = JSON.parse(String(init?.body)).isVisible;
        return envelope(null);
      }
      return undefined;
    });
    loginAs({ isAdmin: true });
    renderApp('/admin/AdminalbumList', table);
    const row = (await screen.findByText('終點相簿', {}, { timeout: 10_000 })).closest('tr')!;
    expect(within(row).getByText('上架 20')).toBeInTheDocument();
    expect(within(row).getByText('失敗 2')).toBeInTheDocument();
    expect(within(row).getByText('NT$ 169')).toBeInTheDocument();

    await userEvent.type(screen.getByPlaceholderText('搜尋相簿、攝影師或活動'), '林攝{Enter}');
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('keyword=%E6%9E%97%E6%94%9D'))).toBe(true),
    );

    // The search's answer redraws the table: an admin clicks once it has stopped loading.
    await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeNull());
    const searched = screen.getByText('終點相簿').closest('tr')!;
    await userEvent.click(within(searched).getByRole('button', { name: '隱藏' }));
    await userEvent.click(await screen.findByRole('button', { name: /確\s*定|OK/ }));
    await waitFor(() => expect(visible).toBe(false));
    expect(await screen.findByText('已隱藏')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes(SET_VISIBLE))!;
    expect(JSON.parse(String(call[1]?.body))).toEqual({ albumId: 7, isVisible: false });
  });

  it('filters by an activity and a photographer searched by keyword', async () => {
    const fetchMock = stubApi((path) => {
      if (path === LIST) return envelope({ totalCount: 1, items: [album] });
      if (path === ACTIVITIES) return envelope({ totalCount: 1, items: [{ id: 3, title: '太魯閣馬拉松' }] });
      if (path === PHOTOGRAPHERS) return envelope({ totalCount: 1, items: [{ id: 5, displayName: '林攝影' }] });
      return undefined;
    });
    const listed = () =>
      fetchMock.mock.calls
        .map(([url]) => new URL(String(url), 'http://localhost'))
        .filter((url) => url.pathname === LIST)
        .map((url) => url.searchParams);
    loginAs({ isAdmin: true });
    renderApp('/admin/AdminalbumList', table);
    await screen.findByText('終點相簿', {}, { timeout: 10_000 });

    await userEvent.type(screen.getByRole('combobox', { name: '活動' }), '太魯閣');
    await userEvent.click(await screen.findByText('太魯閣馬拉松 (#3)'));
    await waitFor(() => expect(listed().at(-1)!.get('activityId')).toBe('3'));
    await userEvent.type(screen.getByRole('combobox', { name: '攝影師' }), '林');
    await userEvent.click(await screen.findByText('林攝影 (#5)'));
    await waitFor(() => expect(listed().at(-1)!.get('photographerId')).toBe('5'));
    expect(listed().at(-1)!.get('activityId')).toBe('3');
  });

  it('says so when no album matches', async () => {
    stubApi((path) => (path === LIST ? envelope({ totalCount: 0, items: [] }) : undefined));
    loginAs({ isAdmin: true });
    renderApp('/admin/AdminalbumList', table);
    expect(await screen.findByText('沒有符合的相簿', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});
