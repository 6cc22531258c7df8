import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageRoutes } from '../../../app/routes.ts';
import { envelope, loginAs, renderApp, stubApi } from '../../../testing/test-utils.tsx';

const RECORD_LIST = '/api/services/app/Activity/RecordList';
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
  it('lists who shoots where and filters by activity and photographer', async () => {
    const fetchMock = stubApi((path) =>
      path === RECORD_LIST ? envelope({ totalCount: 1, items: [record] }) : undefined,
    );
    loginAs({ isAdmin: true });
    renderApp('/admin/Attendance', table);
    const row = (await screen.findByText('30K 折返點', {}, { timeout: 10_000 })).closest('tr')!;
    expect(within(row).getByText('2026 台北馬拉松')).toBeInTheDocument();
    expect(within(row).getByText('上午場')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: '阿光攝影' })).toHaveAttribute('href', '/photographeralbum/9');

    fireEvent.change(screen.getByLabelText('活動編號'), { target: { value: '31' } });
    fireEvent.change(screen.getByLabelText('攝影師編號'), { target: { value: '9' } });
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
