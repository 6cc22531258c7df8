import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageRoutes } from '../../../app/routes.ts';
import { envelope, loginAs, renderApp, stubApi } from '../../../testing/test-utils.tsx';

const BASE = '/api/services/app/AdminImgDeal';
const table = pageRoutes.filter((route) => route.path === '/admin/AdminImgDeal');
const reading = (id: number, bib: string) => ({
  id,
  bib,
  confidence: 0.91,
  box: { x: 2000, y: 3000, width: 400, height: 200 },
  photoId: 100 + id,
  fileName: `IMG_${id}.jpg`,
  width: 6000,
  height: 4000,
  thumbnailUrl: `/media/thumbnails/${id}.jpg`,
  previewUrl: `/media/previews/${id}.jpg`,
  albumId: 7,
  albumName: '終點相簿',
  activityId: 3,
  activityTitle: '太魯閣馬拉松',
  photographerName: '林攝影',
  createdAt: '2026-11-20T01:00:00.000Z',
});

const bodiesOf = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).includes(path))
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe('bib readings outside the registered list', { timeout: 60_000 }, () => {
  it('shows each reading cut from the preview, and publishes or discards it', async () => {
    const fetchMock = stubApi((path) => {
      if (path === `${BASE}/GetHeldReadings`)
        return envelope({ totalCount: 2, items: [reading(1, '518848'), reading(2, '012345')] });
      if (path === `${BASE}/AcceptHeldReadings` || path === `${BASE}/DiscardHeldReadings`)
        return envelope({ changed: 1 });
      // The activity filter names the activity it shows.
      if (path === '/api/services/app/AdminActivity/GetAll')
        return envelope({ totalCount: 1, items: [{ id: 3, title: '太魯閣馬拉松' }] });
      return undefined;
    });
    loginAs({ isAdmin: true });
    renderApp('/admin/AdminImgDeal?status=held&activityId=3', table);
    const row = (await screen.findByText('518848', {}, { timeout: 10_000 })).closest('tr')!;
    expect(screen.getByRole('radio', { name: '名單外的號碼' })).toBeChecked();
    expect(within(row).getByText('信心 91%')).toBeVisible();
    expect(fetchMock.mock.calls.some(([url]) => /GetHeldReadings\?.*activityId=3/.test(String(url)))).toBe(true);
    // The crop: the digits' box with 0.6 of its height around it, 168 px wide.
    const crop = within(row).getByRole('link', { name: '開啟號碼 518848 的照片' });
    expect(crop).toHaveAttribute('href', '/media/previews/1.jpg');
    const image = crop.querySelector('img')!;
    const scale = 168 / (400 + 2 * 120);
    expect(image.style.width).toBe(`${6000 * scale}px`);
    expect(image.style.left).toBe(`${-(2000 - 120) * scale}px`);

    await userEvent.click(within(row).getByRole('button', { name: '公開' }));
    await waitFor(() => expect(bodiesOf(fetchMock, 'AcceptHeldReadings')).toEqual([{ ids: [1] }]));

    const other = screen.getByText('012345').closest('tr')!;
    await userEvent.click(within(other).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: '捨棄所選（1）' }));
    await userEvent.click(await screen.findByRole('button', { name: /確\s*定|OK/ }));
    await waitFor(() => expect(bodiesOf(fetchMock, 'DiscardHeldReadings')).toEqual([{ ids: [2] }]));
  });

  it('narrows the list to one number', async () => {
    const fetchMock = stubApi((path) =>
      path === `${BASE}/GetHeldReadings` ? envelope({ totalCount: 0, items: [] }) : undefined,
    );
    loginAs({ isAdmin: true });
    renderApp('/admin/AdminImgDeal?status=held', table);
    expect(await screen.findByText('沒有待審核的號碼', {}, { timeout: 10_000 })).toBeVisible();
    await userEvent.type(screen.getByRole('searchbox', { name: '只看某個號碼' }), '1234{Enter}');
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => /GetHeldReadings\?.*bib=1234/.test(String(url)))).toBe(true),
    );
  });
});
