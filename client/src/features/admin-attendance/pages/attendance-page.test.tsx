import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageRoutes } from '../../../app/routes.ts';
import { envelope, loginAs, renderApp, stubApi } from '../../../testing/test-utils.tsx';

const RECORD_LIST = '/api/services/app/Activity/RecordList';
const ACTIVITIES = '/api/services/app/AdminActivity/GetAll';
const PHOTOGRAPHERS = '/api/services/app/AdminMemEmber/GetPhotographerOptions';
const queries = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === path)
    .map((url) => url.searchParams);
const table = pageRoutes.filter((route) => route.path === '/admin/Attendance');
const record = {
  id: 5,
  activityId: 31,
  sgL_Title: '2026 台北馬拉松',
  sgL_ActivityDate: '2026-12-20',
  cameraPoint: '30K 折返點',
  note: '上午場',
  createdAt: '2026-11-20T01:00:00.000Z',
  photographer: { id: 9, displayName: '阿光攝影', email: 'light@example.com' },
};

describe('the attendance page', { timeout: 60_000 }, () => {
  it('lists who shoots where and filters by an activity and a photographer searched by keyword', async () => {
    const fetchMock = stubApi((path) => {
      if (path === RECORD_LIST) return envelope({ totalCount: 1, items: [record] });
      if (path === ACTIVITIES) return envelope({ totalCount: 1, items: [{ id: 31, title: '2026 台北馬拉松' }] });
      if (path === PHOTOGRAPHERS) return envelope({ totalCount: 1, items: [{ id: 9, displayName: '阿光攝影' }] });
      return undefined;
    });
    loginAs({ isAdmin: true });
    renderApp('/admin/Attendance', table);
    const row = (await screen.findByText('30K 折返點', {}, { timeout: 40_000 })).closest('tr')!;
    expect(within(row).getByText('2026 台北馬拉松')).toBeInTheDocument();
    expect(within(row).getByText('上午場')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: '阿光攝影' })).toHaveAttribute('href', '/photographeralbum/9');

    await userEvent.type(screen.getByRole('combobox', { name: '活動' }), '台北');
    await waitFor(() =>
      expect(queries(fetchMock, ACTIVITIES).some((query) => query.get('keyword') === '台北')).toBe(true),
    );
    await userEvent.click(await screen.findByText('2026 台北馬拉松 (#31)'));
    await userEvent.type(screen.getByRole('combobox', { name: '攝影師' }), '阿光');
    await waitFor(() =>
      expect(queries(fetchMock, PHOTOGRAPHERS).some((query) => query.get('keyword') === '阿光')).toBe(true),
    );
    await userEvent.click(await screen.findByText('阿光攝影 (#9)'));
    await userEvent.click(screen.getByRole('button', { name: '篩選' }));
    await waitFor(() => {
      const bodies = fetchMock.mock.calls
        .filter(([url]) => String(url).includes(RECORD_LIST))
        .map(([, init]) => JSON.parse(String(init?.body)));
      expect(bodies).toContainEqual({ SkipCount: 0, MaxResultCount: 20, activityId: 31, photographerId: 9 });
    });
  });

  it('says so when nobody signed up', async () => {
    stubApi((path) => (path === RECORD_LIST ? envelope({ totalCount: 0, items: [] }) : undefined));
    loginAs({ isAdmin: true });
    renderApp('/admin/Attendance', table);
    expect(await screen.findByText('目前沒有攝影師出勤紀錄', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});
