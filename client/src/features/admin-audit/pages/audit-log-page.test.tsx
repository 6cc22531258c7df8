import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageRoutes } from '../../../app/routes.ts';
import { envelope, failure, loginAs, renderApp, stubApi } from '../../../testing/test-utils.tsx';

const LIST = '/api/services/app/AdminAuditLog/GetAll';
const HISTORY = '/api/services/app/AdminAuditLog/GetEntityHistory';
const table = pageRoutes.filter((route) => route.path.startsWith('/admin/'));
const entry = {
  id: 7,
  actorId: 3,
  actorEmail: 'editor@example.com',
  actorName: '內容編輯',
  requestId: 'req-1234567890',
  route: 'PUT /api/services/app/AdminBanner/Update',
  action: 'update',
  entity: 'Banner',
  entityId: '5',
  changes: { title: ['秋季馬拉松', '春季馬拉松'], isVisible: [true, false] },
  createdAt: '2026-11-20T01:00:00.000Z',
};
const banner = {
  id: 5,
  typeId: 1,
  title: '春季馬拉松',
  titleEn: null,
  imageKey: 'banners/5.webp',
  imageUrl: '/media/banners/5.webp',
  linkUrl: null,
  sort: 1,
  isVisible: false,
  startsAt: null,
  endsAt: null,
  updatedAt: '2026-11-20T01:00:00.000Z',
};

describe('the audit trail page', { timeout: 120_000 }, () => {
  it('lists changes with before → after and searches by admin and action', async () => {
    const fetchMock = stubApi((path) => (path === LIST ? envelope({ totalCount: 1, items: [entry] }) : undefined));
    loginAs({ isAdmin: true, permissions: ['Pages.AuditLog'] });
    renderApp('/admin/AuditLog', table);
    const row = (await screen.findByText('editor@example.com', {}, { timeout: 30_000 })).closest('tr')!;
    expect(within(row).getByText('修改')).toBeInTheDocument();
    expect(within(row).getByText('秋季馬拉松')).toBeInTheDocument();
    expect(within(row).getByText('春季馬拉松')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('管理員 e-mail、名稱或編號'), { target: { value: ' editor ' } });
    fireEvent.change(screen.getByLabelText('資料類型，例如 Banner'), { target: { value: 'Banner' } });
    await userEvent.click(screen.getByRole('button', { name: '搜尋' }));
    await waitFor(() => {
      const searched = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost'));
      expect(
        searched.some(
          (url) => url.searchParams.get('actor') === 'editor' && url.searchParams.get('entity') === 'Banner',
        ),
      ).toBe(true);
    });
  });

  it('offers a retry when the list cannot be read', async () => {
    let fail = true;
    stubApi((path) => {
      if (path !== LIST) return undefined;
      return fail ? failure('暫時無法讀取', 500) : envelope({ totalCount: 0, items: [] });
    });
    loginAs({ isAdmin: true, permissions: ['Pages.AuditLog'] });
    renderApp('/admin/AuditLog', table);
    const retry = await screen.findByRole('button', { name: /重試/ }, { timeout: 30_000 });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByText('沒有符合的操作紀錄')).toBeInTheDocument();
  });
});

describe('the change history on an entity page', { timeout: 120_000 }, () => {
  const answer = (path: string) => {
    if (path === '/api/services/app/AdminBanner/Get') return envelope(banner);
    if (path === '/api/services/app/AdminBanner/getBannerTypeList')
      return envelope({ items: [{ id: 1, name: '首頁輪播' }] });
    if (path === HISTORY) return envelope({ totalCount: 1, items: [entry] });
    return undefined;
  };

  it('reads the banner’s history when opened', async () => {
    const fetchMock = stubApi(answer);
    loginAs({ isAdmin: true, permissions: ['Pages.Banners', 'Pages.AuditLog'] });
    renderApp('/admin/CreateBannerId/5', table);
    const panel = await screen.findByText('變更紀錄', {}, { timeout: 30_000 });
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes(HISTORY))).toBe(false);
    await userEvent.click(panel);
    expect(await screen.findByText('內容編輯')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes(HISTORY))!;
    const url = new URL(String(call[0]), 'http://localhost');
    expect([url.searchParams.get('entity'), url.searchParams.get('entityId')]).toEqual(['Banner', '5']);
  });

  it('is not shown to an admin who may not read the audit trail', async () => {
    stubApi(answer);
    loginAs({ isAdmin: true, permissions: ['Pages.Banners'] });
    renderApp('/admin/CreateBannerId/5', table);
    expect(await screen.findByDisplayValue('春季馬拉松', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.queryByText('變更紀錄')).not.toBeInTheDocument();
  });
});
