import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageRoutes } from '../../../app/routes.ts';
import { envelope, loginAs, renderApp, stubApi } from '../../../testing/test-utils.tsx';

const table = pageRoutes.filter((route) => route.path === '/admin/Header');
const api = (name: string) => `/api/services/app/AdminHeader/${name}`;
const races = { id: 1, title: '賽事', titleEn: 'Races', url: '/eventlist', sort: 10, isShow: true };

const sent = (fetchMock: ReturnType<typeof stubApi>, name: string) =>
  fetchMock.mock.calls
    .filter(([url]) => new URL(String(url), 'http://localhost').pathname === api(name))
    .map(([, init]) => ({ method: init?.method, body: JSON.parse(String(init?.body)) }));

describe('header links back office', { timeout: 90_000 }, () => {
  it('adds a link after checking where it goes, and hides one in place', async () => {
    loginAs({ isAdmin: true });
    const fetchMock = stubApi((path) => {
      if (path === api('GetAll')) return envelope({ totalCount: 1, items: [races] });
      if (path === api('Create') || path === api('Update')) return envelope(races);
      return undefined;
    });
    renderApp('/admin/Header', table);
    const row = (await screen.findByText('/eventlist', {}, { timeout: 20_000 })).closest('tr')!;
    await userEvent.click(within(row).getByRole('switch', { name: '在頁首顯示「賽事」' }));
    await waitFor(() =>
      expect(sent(fetchMock, 'Update')).toEqual([{ method: 'PUT', body: { ...races, isShow: false } }]),
    );

    await userEvent.click(screen.getByRole('button', { name: /新增頁首連結/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('標題（中文）'), { target: { value: '排行榜' } });
    fireEvent.change(within(dialog).getByLabelText('連結網址'), { target: { value: 'javascript:alert(1)' } });
    await userEvent.click(within(dialog).getByRole('button', { name: '儲存' }));
    expect(await within(dialog).findByText('請輸入以 / 開頭的路徑或 http(s):// 網址')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('連結網址'), { target: { value: '/VRanking' } });
    await userEvent.click(within(dialog).getByRole('button', { name: '儲存' }));
    await waitFor(() => expect(sent(fetchMock, 'Create')).toHaveLength(1));
    expect(sent(fetchMock, 'Create')[0]!.body).toEqual({
      title: '排行榜',
      titleEn: null,
      url: '/VRanking',
      sort: 0,
      isShow: true,
    });
  });
});
