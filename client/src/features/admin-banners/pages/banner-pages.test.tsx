import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pageRoutes } from '../../../app/routes.ts';
import { envelope, loginAs, renderApp, stubApi } from '../../../testing/test-utils.tsx';
import type * as UploadModule from '../api/upload-banner-image.ts';

vi.mock('../api/upload-banner-image.ts', async (original) => ({
  ...(await original<typeof UploadModule>()),
  uploadBannerImage: vi.fn(async () => ({ imageKey: 'banners/new.webp', imageUrl: '/media/banners/new.webp' })),
}));

const table = pageRoutes.filter((route) => route.path.startsWith('/admin/'));
const api = (name: string) => `/api/services/app/AdminBanner/${name}`;

const banner = (id: number, title: string, sort: number, extra: object = {}) => ({
  id,
  typeId: 1,
  title,
  titleEn: null,
  altText: null,
  altTextEn: null,
  imageKey: `banners/${id}.webp`,
  imageUrl: `/media/banners/${id}.webp`,
  linkUrl: null,
  sort,
  isVisible: true,
  startsAt: null,
  endsAt: null,
  updatedAt: '2026-11-20T00:00:00.000Z',
  ...extra,
});
const rows = [banner(1, '秋季馬拉松', 5), banner(2, '春季路跑', 5), banner(3, '冬季越野', 7)];

function answer(path: string) {
  if (path === api('GetAll')) return envelope({ totalCount: rows.length, items: rows });
  if (path === api('getBannerTypeList')) return envelope({ items: [{ id: 1, name: '首頁輪播' }] });
  if (path === api('UpdateStore')) return envelope(null);
  if (path === api('Update') || path === api('Create')) return envelope(rows[0]);
  return undefined;
}

const sent = (fetchMock: ReturnType<typeof stubApi>, name: string) =>
  fetchMock.mock.calls
    .filter(([url]) => new URL(String(url), 'http://localhost').pathname === api(name))
    .map(([, init]) => ({ method: init?.method, body: JSON.parse(String(init?.body)) }));

describe('banner back office', { timeout: 90_000 }, () => {
  it('lists the banners in order, moves one down and hides one in place', async () => {
    loginAs({ isAdmin: true });
    const fetchMock = stubApi(answer);
    renderApp('/admin/Banner', table);
    const first = (await screen.findByText('秋季馬拉松', {}, { timeout: 10_000 })).closest('tr')!;
    const titles = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[2]!.textContent);
    expect(titles).toEqual(['秋季馬拉松', '春季路跑', '冬季越野']);

    await userEvent.click(within(first).getByRole('button', { name: '下移' }));
    await waitFor(() => expect(sent(fetchMock, 'UpdateStore')).toHaveLength(1));
    // Renumbered from the list as shown: equal sort numbers no longer decide the order.
    expect(sent(fetchMock, 'UpdateStore')[0]!.body).toEqual({
      items: [
        { id: 2, sort: 10 },
        { id: 1, sort: 20 },
        { id: 3, sort: 30 },
      ],
    });

    await userEvent.click(within(first).getByRole('switch', { name: '顯示「秋季馬拉松」' }));
    await waitFor(() => expect(sent(fetchMock, 'Update')).toHaveLength(1));
    expect(sent(fetchMock, 'Update')[0]).toEqual({
      method: 'PUT',
      body: {
        id: 1,
        typeId: 1,
        title: '秋季馬拉松',
        titleEn: null,
        altText: null,
        altTextEn: null,
        imageKey: 'banners/1.webp',
        linkUrl: null,
        sort: 5,
        isVisible: false,
        startsAt: null,
        endsAt: null,
      },
    });
  });

  it('shows the place of a new banner by name once the types arrive, never a bare id', async () => {
    loginAs({ isAdmin: true });
    let releaseTypes = () => {};
    const typesArrive = new Promise<void>((resolve) => (releaseTypes = resolve));
    const fetchMock = stubApi(answer);
    const answerNow = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes('getBannerTypeList')) await typesArrive;
      return answerNow(input, init);
    });
    renderApp('/admin/CreateBannerId', table);
    const place = (await screen.findByLabelText('顯示位置', undefined, { timeout: 10_000 })).closest(
      '.ant-select',
    ) as HTMLElement;
    expect(place).not.toHaveTextContent('1');
    releaseTypes();
    await waitFor(() => expect(place).toHaveTextContent('首頁輪播'));
    // The breadcrumbs name the page as its heading does.
    expect(screen.getByRole('heading', { name: '新增橫幅' })).toBeInTheDocument();
  });

  it('creates a banner with an uploaded picture, checking the link first', async () => {
    loginAs({ isAdmin: true });
    const fetchMock = stubApi(answer);
    const { router } = renderApp('/admin/CreateBannerId', table);
    const upload = await screen.findByRole('button', { name: /上傳圖片/ }, { timeout: 10_000 });
    const input = upload.closest('.ant-upload')!.querySelector('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File(['x'], 'wide.jpg', { type: 'image/jpeg' })] } });
    expect(await screen.findByRole('img', { name: '橫幅預覽' })).toHaveAttribute('src', '/media/banners/new.webp');

    fireEvent.change(screen.getByLabelText('標題（中文）'), { target: { value: '夏日路跑' } });
    fireEvent.change(screen.getByLabelText('英文圖片說明'), { target: { value: 'Runners by the river' } });
    fireEvent.change(screen.getByLabelText('連結到'), { target: { value: 'javascript:alert(1)' } });
    await userEvent.click(screen.getByRole('button', { name: '儲存' }));
    expect(await screen.findByText('請輸入以 / 開頭的路徑或 http(s):// 網址')).toBeInTheDocument();
    expect(sent(fetchMock, 'Create')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('連結到'), { target: { value: '/eventlist' } });
    await userEvent.click(screen.getByRole('button', { name: '儲存' }));
    await waitFor(() => expect(sent(fetchMock, 'Create')).toHaveLength(1));
    expect(sent(fetchMock, 'Create')[0]!.body).toEqual({
      typeId: 1,
      imageKey: 'banners/new.webp',
      title: '夏日路跑',
      titleEn: null,
      altText: null,
      altTextEn: 'Runners by the river',
      linkUrl: '/eventlist',
      sort: 0,
      isVisible: true,
      startsAt: null,
      endsAt: null,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/Banner'));
  });
});
