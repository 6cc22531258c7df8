import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageRoutes } from '../../../app/routes.ts';
import { envelope, loginAs, renderApp, stubApi } from '../../../testing/test-utils.tsx';

const table = pageRoutes.filter((route) => route.path.startsWith('/admin/Application'));
const LIST = '/api/services/app/AdminMemEmber/GetPhotographerApplications';
const DETAIL = '/api/services/app/AdminMemEmber/GetPhotographerApplication';
const DECIDE = '/api/services/app/AdminMemEmber/UpdatePhotoGrapher';
const SET_AUTH = '/api/services/app/AdminMemEmber/UpdatePhotographerAuth';

const row = {
  id: 7,
  userId: 42,
  displayName: '快門阿明',
  realName: '王小明',
  email: 'ming@example.tw',
  phone: '0912-345-678',
  city: '臺北市',
  status: 'pending',
  createdAt: '2026-11-20T02:00:00Z',
  reviewedAt: null,
};
const detail = {
  ...row,
  cityId: 10,
  introduction: '十年路跑攝影',
  portfolioUrl: 'https://photos.example.tw',
  sampleUrls: ['/api/services/app/MemEmber/GetApplicationSample?token=a'],
  termsAcceptedAt: '2026-11-20T02:00:00Z',
  reviewNote: null,
  reviewerName: null,
  account: {
    email: 'ming@example.tw',
    displayName: '阿明',
    since: '2026-01-01T00:00:00Z',
    photographerAuth: false,
    photographerAuthStatus: '',
    isActive: true,
  },
};

const calls = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => new URL(String(url), 'http://localhost').pathname === path);

describe('photographer applications in the back office', { timeout: 30_000 }, () => {
  it('lists applications with the status from the address, and filters and searches on the server', async () => {
    loginAs({ isAdmin: true });
    const fetchMock = stubApi((path) => (path === LIST ? envelope({ totalCount: 1, items: [row] }) : undefined));
    renderApp('/admin/Application?status=pending', table);
    expect(await screen.findByRole('link', { name: '快門阿明' }, { timeout: 20_000 })).toHaveAttribute(
      'href',
      '/admin/ApplicationDetails/7',
    );
    expect(String(calls(fetchMock, LIST)[0]?.[0])).toContain('status=pending');

    await userEvent.click(screen.getByText('已駁回'));
    await waitFor(() => expect(String(calls(fetchMock, LIST).at(-1)?.[0])).toContain('status=rejected'));
    fireEvent.change(screen.getByRole('searchbox', { name: '搜尋申請' }), { target: { value: ' 0912 ' } });
    fireEvent.keyDown(screen.getByRole('searchbox', { name: '搜尋申請' }), { key: 'Enter', keyCode: 13 });
    await waitFor(() => expect(String(calls(fetchMock, LIST).at(-1)?.[0])).toContain('keyword=0912'));
    expect(String(calls(fetchMock, LIST).at(-1)?.[0])).toContain('SkipCount=0');
  });

  it('shows everything the applicant sent and approves after a confirmation', async () => {
    loginAs({ isAdmin: true });
    let current: typeof detail = detail;
    const fetchMock = stubApi((path) => {
      if (path === DETAIL) return envelope(current);
      if (path === DECIDE) {
        current = { ...detail, status: 'approved', account: { ...detail.account, photographerAuth: true } };
        return envelope({ id: 7, status: 'approved' });
      }
      if (path === SET_AUTH) return envelope({ userId: 42, photographerAuthStatus: 'blocked' });
      return undefined;
    });
    renderApp('/admin/ApplicationDetails/7', table);
    expect(await screen.findByText('十年路跑攝影', undefined, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://photos.example.tw' })).toBeInTheDocument();
    expect(screen.getByAltText('作品範例 1')).toHaveAttribute('src', detail.sampleUrls[0]);
    expect(screen.queryByRole('button', { name: '停權' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: '核准' }));
    const confirm = await screen.findByRole('tooltip');
    await userEvent.click(within(confirm).getByRole('button', { name: '核准' }));
    await waitFor(() => expect(calls(fetchMock, DECIDE)).toHaveLength(1));
    expect(JSON.parse(String(calls(fetchMock, DECIDE)[0]?.[1]?.body))).toEqual({ id: 7, approve: true });
    expect(await screen.findByText('已核准 快門阿明 成為攝影師，並已寄信通知')).toBeInTheDocument();
    // Read again: approved, and the photographer can now be blocked.
    expect(await screen.findByRole('button', { name: '停權' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '駁回' })).toBeNull();
  });

  it('shows no decision to an admin whose role may only read applications', async () => {
    loginAs({ isAdmin: true, permissions: ['Pages.Applications'] });
    stubApi((path) => (path === DETAIL ? envelope(detail) : undefined));
    renderApp('/admin/ApplicationDetails/7', table);
    expect(await screen.findByText('十年路跑攝影', undefined, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '核准' })).toBeNull();
    expect(screen.queryByRole('button', { name: '駁回' })).toBeNull();
  });

  it('rejects only with a reason', async () => {
    loginAs({ isAdmin: true });
    const fetchMock = stubApi((path) => {
      if (path === DETAIL) return envelope(detail);
      if (path === DECIDE) return envelope({ id: 7, status: 'rejected' });
      return undefined;
    });
    renderApp('/admin/ApplicationDetails/7', table);
    await userEvent.click(await screen.findByRole('button', { name: '駁回' }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '駁回' }));
    expect(await within(dialog).findByText('請填寫駁回原因')).toBeInTheDocument();
    expect(calls(fetchMock, DECIDE)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('駁回原因（會寄給申請人）'), { target: { value: ' 樣本太少 ' } });
    await userEvent.click(within(dialog).getByRole('button', { name: '駁回' }));
    await waitFor(() => expect(calls(fetchMock, DECIDE)).toHaveLength(1));
    expect(JSON.parse(String(calls(fetchMock, DECIDE)[0]?.[1]?.body))).toEqual({
      id: 7,
      approve: false,
      reason: '樣本太少',
    });
    expect(await screen.findByText('已駁回 快門阿明 的申請，並已寄信通知')).toBeInTheDocument();
  });
});
