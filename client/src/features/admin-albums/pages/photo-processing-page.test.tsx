import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageRoutes } from '../../../app/routes.ts';
import { envelope, loginAs, renderApp, stubApi } from '../../../testing/test-utils.tsx';

const BASE = '/api/services/app/AdminImgDeal';
const ACTIVITIES = '/api/services/app/AdminActivity/GetAll';
const table = pageRoutes.filter((route) => route.path === '/admin/AdminImgDeal');
const photo = {
  id: 41,
  fileName: 'IMG_0041.jpg',
  status: 'failed',
  failureCode: 'unreadable',
  failureReason: 'Cannot read the image: premature end of JPEG',
  thumbnailUrl: null,
  albumId: 7,
  albumName: '終點相簿',
  activityId: 3,
  activityTitle: '太魯閣馬拉松',
  photographerName: '林攝影',
  bibs: ['1234'],
  updatedAt: '2026-11-20T01:00:00.000Z',
};

const bodyOf = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  JSON.parse(String(fetchMock.mock.calls.find(([url]) => String(url).includes(path))![1]?.body));

describe('the photo processing page', { timeout: 60_000 }, () => {
  it('shows failed photos with their reasons, retries the chosen one and all of the album', async () => {
    const fetchMock = stubApi((path) => {
      if (path === `${BASE}/GetPhotos`) return envelope({ totalCount: 1, items: [photo] });
      if (path === `${BASE}/Retry`) return envelope({ changed: 1 });
      return undefined;
    });
    loginAs({ isAdmin: true });
    renderApp('/admin/AdminImgDeal?albumId=7', table);
    const row = (await screen.findByText('IMG_0041.jpg', {}, { timeout: 10_000 })).closest('tr')!;
    // The reason in words; the library's detail folded under it for the admin.
    expect(within(row).getByText(/無法讀取照片內容（檔案可能已損毀或格式不支援）/)).toBeInTheDocument();
    await userEvent.click(within(row).getByText('技術細節'));
    expect(within(row).getByText('Cannot read the image: premature end of JPEG')).toBeVisible();
    expect(fetchMock.mock.calls.some(([url]) => /GetPhotos\?.*status=failed.*albumId=7/.test(String(url)))).toBe(true);
    // A typed filter keeps its name beside the number.
    const albumFilter = screen.getByLabelText('相簿編號');
    expect(albumFilter).toHaveValue('7');
    expect(albumFilter.closest('.ant-space-compact')).toHaveTextContent('相簿編號');

    await userEvent.click(within(row).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: '重新處理所選（1）' }));
    await waitFor(() => expect(bodyOf(fetchMock, `${BASE}/Retry`)).toEqual({ photoIds: [41] }));

    await userEvent.click(screen.getByRole('button', { name: '重新處理全部失敗照片' }));
    await userEvent.click(await screen.findByRole('button', { name: /確\s*定|OK/ }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls
          .filter(([url]) => String(url).includes(`${BASE}/Retry`))
          .map(([, init]) => JSON.parse(String(init?.body))),
      ).toEqual([{ photoIds: [41] }, { albumId: 7 }]),
    );
  });

  it('adds and removes bib numbers on the selected photos', async () => {
    const fetchMock = stubApi((path) => {
      if (path === `${BASE}/GetPhotos`) return envelope({ totalCount: 1, items: [{ ...photo, status: 'hidden' }] });
      if (path === `${BASE}/UpdateBibTags`) return envelope({ changed: 2 });
      return undefined;
    });
    loginAs({ isAdmin: true });
    renderApp('/admin/AdminImgDeal?status=hidden', table);
    const row = (await screen.findByText('IMG_0041.jpg', {}, { timeout: 10_000 })).closest('tr')!;
    expect(screen.getByText(/輸入相簿編號或選擇活動/)).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: '批次編輯號碼布' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('新增號碼布'), '5678{Enter}');
    await userEvent.type(within(dialog).getByLabelText('移除號碼布'), '1234{Enter}');
    await userEvent.click(within(dialog).getByRole('button', { name: /套\s*用/ }));
    await waitFor(() =>
      expect(bodyOf(fetchMock, `${BASE}/UpdateBibTags`)).toEqual({ photoIds: [41], add: ['5678'], remove: ['1234'] }),
    );
  });

  it('filters by an activity searched by its title', async () => {
    const fetchMock = stubApi((path) => {
      if (path === `${BASE}/GetPhotos`) return envelope({ totalCount: 1, items: [photo] });
      if (path === ACTIVITIES) return envelope({ totalCount: 1, items: [{ id: 3, title: '太魯閣馬拉松' }] });
      return undefined;
    });
    loginAs({ isAdmin: true });
    renderApp('/admin/AdminImgDeal', table);
    await screen.findByText('IMG_0041.jpg', {}, { timeout: 10_000 });
    const picker = screen.getByRole('combobox', { name: '活動' });
    expect(picker.closest('.ant-space-compact')).toHaveTextContent('活動');
    await userEvent.type(picker, '太魯閣');
    await userEvent.click(await screen.findByText('太魯閣馬拉松 (#3)'));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => /GetPhotos\?.*status=failed.*activityId=3/.test(String(url)))).toBe(
        true,
      ),
    );
    expect(screen.queryByText(/輸入相簿編號或選擇活動/)).not.toBeInTheDocument();
  });
});
