import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { pageRoutes } from '../../../app/routes.ts';
import { setLanguage } from '../../../lib/i18n.ts';
import { envelope, loginAs, renderApp, stubApi } from '../../../testing/test-utils.tsx';

const table = pageRoutes.filter((route) => route.path === '/photographerphoto');
const ALBUMS = '/api/services/app/PhotoGalleryConfigAppSerivce/GetMyAlbumsWithCounts';
const PHOTOS = '/api/services/app/PhotoGalleryList/GetMyAlbumPhotos';
const ACTION = '/api/services/app/PhotoGalleryList/';
// The page's chunk and strings load on first use: slow on a busy machine.
const FIRST_LOAD = { timeout: 20_000 };

const counts = (processing: number, ready: number, failed: number, hidden: number) => ({
  processing,
  ready,
  failed,
  hidden,
  total: processing + ready + failed + hidden,
});

const album = (
  coId: number,
  name: string,
  activityId: number,
  activityTitle: string,
  albumCounts = counts(0, 0, 0, 0),
) => ({
  coId,
  name,
  activityId,
  activityTitle,
  activityDate: activityId === 2 ? '2026-10-01' : '2026-03-01',
  cameraPoint: coId === 5 ? '10K' : null,
  shootDate: null,
  defaultPrice: 169,
  coverUrl: null,
  counts: albumCounts,
});

const finish = album(5, '終點拱門', 2, '秋季馬拉松', counts(2, 120, 1, 3));
const start = album(6, '起跑', 1, '春季路跑', counts(0, 40, 0, 0));

const photo = (id: number, overrides: object = {}) => ({
  id,
  fileName: `IMG_${id}.jpg`,
  thumbnailUrl: `/media/thumbs/${id}.jpg`,
  previewUrl: `/media/previews/${id}.jpg`,
  takenAt: '2026-10-01T00:00:00.000Z',
  price: 169,
  status: 'ready',
  failureCode: null,
  bibTags: [{ bib: '1234', source: 'ocr' }],
  inOrder: false,
  ...overrides,
});

/** The album list, album 5's heading and its photos; POSTs to the photo actions answer `actions`. */
function stubMyWork(
  photos = [photo(11), photo(12, { inOrder: true }), photo(13, { status: 'failed' })],
  actions: Record<string, object> = {},
) {
  return stubApi((path) => {
    if (path === ALBUMS) return envelope({ totalCount: 2, items: [finish, start], activities: [] });
    if (path === PHOTOS) return envelope({ totalCount: photos.length, items: photos });
    if (path === `${ACTION}getMoneyList`) return envelope([169, 199]);
    const action = path.startsWith(ACTION) && actions[path.slice(ACTION.length)];
    return action ? envelope(action) : undefined;
  });
}

const bodyOf = (fetchMock: ReturnType<typeof stubApi>, action: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).includes(`${ACTION}${action}`))
    .map(([, init]) => JSON.parse(String(init?.body)));

afterEach(async () => {
  await setLanguage('zh-TW');
});

describe('my work at /photographerphoto', { timeout: 45_000 }, () => {
  it('lists the albums by event with their counts, price and camera point', async () => {
    loginAs({ photographerAuth: true });
    stubMyWork();
    renderApp('/photographerphoto', table);
    expect(await screen.findByText('終點拱門', {}, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /秋季馬拉松/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /春季路跑/ })).toBeInTheDocument();
    expect(screen.getByText('已上架 120')).toBeInTheDocument();
    expect(screen.getByText('處理中 2')).toBeInTheDocument();
    expect(screen.getByText('處理失敗 1')).toBeInTheDocument();
    expect(screen.getByText('已隱藏 3')).toBeInTheDocument();
    expect(screen.getByText('拍攝點：10K')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /繼續上傳/ })[0]).toHaveAttribute('href', '/uploadPhoto2?coId=5');
    expect(screen.getAllByRole('link', { name: /管理照片/ })[0]).toHaveAttribute('href', '/photographerphoto?album=5');
  });

  it('invites a photographer without albums to upload their first race', async () => {
    loginAs({ photographerAuth: true });
    stubApi((path) => (path === ALBUMS ? envelope({ totalCount: 0, items: [], activities: [] }) : undefined));
    renderApp('/photographerphoto', table);
    expect(await screen.findByText('還沒有相簿', {}, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /上傳第一場賽事/ })).toHaveAttribute('href', '/uploadPhoto');
  });

  it('opens an album, selects photos and hides them', async () => {
    loginAs({ photographerAuth: true });
    const fetchMock = stubMyWork(undefined, { SetHidden: { changed: 2 } });
    renderApp('/photographerphoto?album=5', table);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'IMG_11.jpg' }, FIRST_LOAD));
    await userEvent.click(screen.getByRole('checkbox', { name: 'IMG_13.jpg' }));
    const bar = screen.getByRole('toolbar', { name: '已選 2 張' });
    await userEvent.click(within(bar).getByRole('button', { name: '隱藏' }));
    expect(await screen.findByText('2 張照片已更新')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'SetHidden')).toEqual([{ photoIds: [11, 13], hidden: true }]);
    // The album's heading and its photos are asked for with the album's id.
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes(`${PHOTOS}?coId=5`))).toBe(true);
    await waitFor(() => expect(screen.queryByRole('toolbar')).not.toBeInTheDocument());
  });

  it('deletes only the selected photos that are in no order, and says how many were skipped', async () => {
    loginAs({ photographerAuth: true });
    const fetchMock = stubMyWork(undefined, { Delete: { changed: 2 } });
    renderApp('/photographerphoto?album=5', table);
    await userEvent.click(await screen.findByRole('checkbox', { name: '全選本頁' }, FIRST_LOAD));
    const bar = screen.getByRole('toolbar', { name: '已選 3 張' });
    await userEvent.click(within(bar).getByRole('button', { name: '刪除' }));
    expect(await screen.findByText('刪除已選的 3 張照片？刪除後無法復原。')).toBeInTheDocument();
    const confirm = screen.getAllByRole('button', { name: '刪除' }).at(-1)!;
    fireEvent.click(confirm);
    expect(await screen.findByText('1 張照片已在訂單中，不能刪除，已略過（可改為隱藏）')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'Delete')).toEqual([{ photoIds: [11, 13] }]);
  });

  it('refuses to delete when every selected photo is in an order', async () => {
    loginAs({ photographerAuth: true });
    const fetchMock = stubMyWork([photo(12, { inOrder: true })]);
    renderApp('/photographerphoto?album=5', table);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'IMG_12.jpg' }, FIRST_LOAD));
    await userEvent.click(within(screen.getByRole('toolbar')).getByRole('button', { name: '刪除' }));
    fireEvent.click(screen.getAllByRole('button', { name: '刪除' }).at(-1)!);
    expect(await screen.findByText('已選的照片都在訂單中，不能刪除（可改為隱藏）')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'Delete')).toEqual([]);
  });

  it('processes failed photos again, in English too', async () => {
    await setLanguage('en');
    loginAs({ photographerAuth: true });
    const fetchMock = stubMyWork(undefined, { Reprocess: { reprocessed: 1, skipped: 1 } });
    renderApp('/photographerphoto?album=5', table);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'IMG_11.jpg' }, FIRST_LOAD));
    await userEvent.click(screen.getByRole('checkbox', { name: 'IMG_13.jpg' }));
    await userEvent.click(within(screen.getByRole('toolbar')).getByRole('button', { name: 'Process again' }));
    expect(await screen.findByText('Photos being processed again: 1')).toBeInTheDocument();
    expect(screen.getByText('Skipped, as they had not failed: 1')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'Reprocess')).toEqual([{ ids: [11, 13] }]);
  });

  it('shows a failed photo up close with its reason in words, and corrects its bibs', async () => {
    loginAs({ photographerAuth: true });
    const failed = photo(13, {
      status: 'failed',
      failureCode: 'unreadable',
      bibTags: [
        { bib: 'A7', source: 'photographer' },
        { bib: '1234', source: 'ocr' },
      ],
    });
    const fetchMock = stubMyWork([failed], { UpdateBibTags: { changed: 2 } });
    renderApp('/photographerphoto?album=5', table);
    await userEvent.click(await screen.findByRole('button', { name: 'IMG_13.jpg' }, FIRST_LOAD));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('無法讀取照片內容（檔案可能已損毀或格式不支援）')).toBeInTheDocument();
    expect(within(drawer).getByText('1234')).toBeInTheDocument();
    await userEvent.type(within(drawer).getByRole('combobox', { name: '號碼布' }), '5678{enter}');
    await userEvent.click(within(drawer).getByRole('button', { name: '儲存號碼布' }));
    expect(await screen.findByText('號碼布已儲存')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'UpdateBibTags')).toEqual([{ photoId: 13, bibs: ['A7', '5678'] }]);
  });
});
