import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageRoutes } from '../../../app/routes.ts';
import { envelope, failure, loginAs, renderApp, stubApi } from '../../../testing/test-utils.tsx';

const GET = '/api/services/app/AdminAlbumSetting/Get';
const UPDATE = '/api/services/app/AdminAlbumSetting/Update';
const table = pageRoutes.filter((route) => route.path === '/admin/AlbumSetting');
const settings = {
  priceList: [99, 169],
  watermarkText: '運動相簿',
  previewLongSide: 1600,
  bibOcrEnabled: true,
  ocrMinConfidence: 0.3,
  faceMatchThreshold: 0.5,
  updatedAt: '2026-11-24T01:00:00.000Z',
};

describe('the album settings page', { timeout: 60_000 }, () => {
  it('edits the price list and the settings, and saves them with PUT', async () => {
    const fetchMock = stubApi((path, init) => {
      if (path === GET) return envelope(settings);
      if (path === UPDATE && init?.method === 'PUT') return envelope({ ...settings, ...JSON.parse(String(init.body)) });
      return undefined;
    });
    loginAs({ isAdmin: true });
    renderApp('/admin/AlbumSetting', table);
    const save = await screen.findByRole('button', { name: '儲存設定' }, { timeout: 10_000 });
    expect(screen.getByText(/只套用於之後處理的照片/)).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('新增的金額'), { target: { value: '129' } });
    await userEvent.click(screen.getByRole('button', { name: /加入金額/ }));
    await userEvent.click(screen.getByLabelText('移除 NT$ 99'));
    expect(screen.getByText('NT$ 129')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch'));
    fireEvent.change(screen.getByLabelText('浮水印文字'), { target: { value: 'ACME' } });
    await userEvent.click(save);

    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).includes(UPDATE))).toBe(true));
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes(UPDATE))!;
    expect(JSON.parse(String(call[1]?.body))).toMatchObject({
      priceList: [129, 169],
      watermarkText: 'ACME',
      bibOcrEnabled: false,
      previewLongSide: 1600,
    });
  });

  it('refuses an empty price list and a preview size out of bounds without saving', async () => {
    const fetchMock = stubApi((path) => (path === GET ? envelope({ ...settings, priceList: [99] }) : undefined));
    loginAs({ isAdmin: true });
    renderApp('/admin/AlbumSetting', table);
    const save = await screen.findByRole('button', { name: '儲存設定' }, { timeout: 10_000 });
    await userEvent.click(screen.getByLabelText('移除 NT$ 99'));
    fireEvent.change(screen.getByLabelText('預覽圖長邊'), { target: { value: '5000' } });
    fireEvent.blur(screen.getByLabelText('預覽圖長邊'));
    await userEvent.click(save);
    expect(await screen.findByText('價目表至少要有一個金額')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes(UPDATE))).toBe(false);
  });

  it('shows why the settings could not be loaded, with a retry', async () => {
    stubApi((path) => (path === GET ? failure('設定暫時無法讀取', 500) : undefined));
    loginAs({ isAdmin: true });
    renderApp('/admin/AlbumSetting', table);
    expect(await screen.findByRole('button', { name: '重試' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getAllByText('設定暫時無法讀取').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: '儲存設定' })).not.toBeInTheDocument();
  });
});
