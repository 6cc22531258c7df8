import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageRoutes } from '../../../app/routes.ts';
import { atPhoneWidth, envelope, loginAs, renderApp, stubApi } from '../../../testing/test-utils.tsx';
import { fakeUploads } from '../testing/fake-upload-xhr.ts';
import { jpegFile, sha256Hex } from '../testing/photo-files.ts';

const table = pageRoutes.filter((route) => route.path.startsWith('/uploadPhoto'));
const app = (name: string) => `/api/services/app/${name}`;

const activity = {
  id: 7,
  sgL_Title: '2026 臺北城市馬拉松',
  sgL_ActivityDate: '2026-12-20',
  photoCount: 0,
  photographerCount: 0,
  region: null,
  coverUrl: null,
  isRecommended: false,
};
const album = {
  id: 31,
  name: '終點拱門',
  activityId: 7,
  activityTitle: '2026 臺北城市馬拉松',
  cameraPoint: '終點',
  defaultPrice: 169,
  photoCount: 120,
};
const progress = (processing: number) => ({
  total: 2,
  processing,
  ready: 1 - processing,
  failed: 1,
  hidden: 0,
  percent: 50,
  failures: [{ photoId: 3, fileName: 'IMG_2.jpg', code: 'too-large' }],
});

function commonAnswers(path: string, init: RequestInit | undefined) {
  if (path === app('Activity/GetIndex')) return envelope({ totalCount: 1, items: [activity] });
  if (path === app('PhotoGalleryConfigAppSerivce/GetMyAlbums')) return envelope({ totalCount: 1, items: [album] });
  if (path === app('PhotoGalleryList/getMoneyList')) return envelope([99, 169, 199]);
  if (path === app('PhotoGalleryList/GetUploadProgress')) return envelope(progress(0));
  if (path === app('PhotoGalleryList/GetExistingHashes')) return envelope({ hashes: [] });
  if (path === app('Activity/getMyInfo')) return envelope({ totalCount: 0, items: [] });
  void init;
  return undefined;
}

async function chooseOption(label: string, option: string) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.click(await screen.findByTitle(option));
}

describe('uploading a race', { timeout: 60_000 }, () => {
  it('creates an album, lists the chosen files with their states, and shows progress and processing', async () => {
    loginAs({ photographerAuth: true });
    const sent = fakeUploads((name) =>
      name === 'IMG_3.jpg'
        ? { status: 'refused', code: 'truncated', reason: '檔案不完整（傳輸中斷或已損毀）' }
        : { status: 'accepted' },
    );
    const fetchMock = stubApi((path, init) =>
      path === app('PhotoGalleryConfigAppSerivce/Create')
        ? envelope({
            coId: 31,
            activityId: 7,
            name: '終點拱門',
            shootDate: null,
            cameraPoint: '終點',
            cameraPointEn: 'Finish',
            defaultPrice: 169,
            photoCount: 0,
          })
        : commonAnswers(path, init),
    );
    const { router } = renderApp('/uploadPhoto', table);

    await screen.findByRole('heading', { name: '上傳照片：建立新相簿' }, { timeout: 10_000 });
    await chooseOption('活動', '2026 臺北城市馬拉松（2026-12-20）');
    fireEvent.change(screen.getByLabelText('相簿名稱'), { target: { value: '終點拱門' } });
    fireEvent.change(screen.getByLabelText(/^英文相簿名稱/), { target: { value: ' Finish arch ' } });
    fireEvent.change(screen.getByLabelText(/^拍攝點/), { target: { value: '終點' } });
    fireEvent.change(screen.getByLabelText(/^英文拍攝點/), { target: { value: ' Finish ' } });
    await chooseOption('每張售價（NT$）', 'NT$ 169');
    await userEvent.click(screen.getByRole('button', { name: '建立相簿並開始上傳' }));

    expect(await screen.findByText('上傳到：終點拱門')).toBeInTheDocument();
    // A reload comes back to this album, not to a form that would create a second one.
    expect(router.state.location.search).toBe('?activityId=7&coId=31');
    const create = fetchMock.mock.calls.find(([url]) => String(url).includes('PhotoGalleryConfigAppSerivce/Create'));
    expect(JSON.parse(String(create?.[1]?.body))).toEqual({
      activityId: 7,
      name: '終點拱門',
      nameEn: 'Finish arch',
      cameraPoint: '終點',
      cameraPointEn: 'Finish',
      defaultPrice: 169,
    });

    const files = [
      jpegFile('IMG_1.jpg', 1200, 800, 1),
      jpegFile('IMG_2.jpg', 1200, 800, 2),
      jpegFile('IMG_3.jpg', 1200, 800, 3),
      jpegFile('tiny.jpg', 300, 200, 4),
    ];
    fireEvent.change(screen.getByLabelText('選擇照片'), { target: { files } });

    expect(await screen.findByText('4 / 4 張完成', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('IMG_1.jpg')).toBeInTheDocument();
    expect(screen.getAllByText('已上傳')).toHaveLength(2);
    expect(screen.getByText('檔案不完整（傳輸中斷或已損毀）')).toBeInTheDocument();
    expect(screen.getByText('圖片太小：短邊至少需要 400 像素')).toBeInTheDocument();
    expect(sent.sort()).toEqual(['IMG_1.jpg', 'IMG_2.jpg', 'IMG_3.jpg']);

    expect(await screen.findByText('處理進度')).toBeInTheDocument();
    expect(screen.getByText('照片像素過多，無法處理')).toBeInTheDocument();
  });

  it('prefills the camera point the photographer signed up for at the chosen activity, still editable', async () => {
    loginAs({ photographerAuth: true });
    const fetchMock = stubApi((path, init) =>
      path === app('Activity/getMyInfo')
        ? envelope({
            totalCount: 1,
            items: [
              {
                id: 5,
                activityId: 7,
                sgL_Title: activity.sgL_Title,
                sgL_ActivityDate: activity.sgL_ActivityDate,
                cameraPoint: '折返點',
                note: null,
                createdAt: '2026-11-01T00:00:00.000Z',
              },
            ],
          })
        : commonAnswers(path, init),
    );
    renderApp('/uploadPhoto', table);

    await screen.findByRole('heading', { name: '上傳照片：建立新相簿' }, { timeout: 10_000 });
    await chooseOption('活動', '2026 臺北城市馬拉松（2026-12-20）');
    const cameraPoint = screen.getByLabelText(/^拍攝點/);
    // The optional mark shows on the labels of the English name and the two camera points only, not again in their hints.
    expect(screen.getAllByText(/選填/)).toHaveLength(3);
    expect(screen.getByText('例如：起跑、10K、終點')).toBeInTheDocument();
    await waitFor(() => expect(cameraPoint).toHaveValue('折返點'));
    const asked = fetchMock.mock.calls.find(([url]) => String(url).includes('Activity/getMyInfo'));
    expect(new URL(String(asked?.[0]), 'http://localhost').searchParams.get('activityId')).toBe('7');

    fireEvent.change(cameraPoint, { target: { value: '終點' } });
    expect(cameraPoint).toHaveValue('終點');
  });

  it('adds to an album named in the address and skips the files the server already holds', async () => {
    loginAs({ photographerAuth: true });
    const sent = fakeUploads();
    const held = jpegFile('IMG_old.jpg', 1200, 800, 9);
    const heldHash = await sha256Hex(held);
    stubApi((path, init) =>
      path === app('PhotoGalleryList/GetExistingHashes')
        ? envelope({
            hashes: (JSON.parse(String(init?.body)) as { hashes: string[] }).hashes.filter((h) => h === heldHash),
          })
        : commonAnswers(path, init),
    );
    renderApp('/uploadPhoto2?coId=31', table);

    expect(await screen.findByText('上傳到：終點拱門', undefined, { timeout: 10_000 })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('選擇資料夾'), {
      target: { files: [held, jpegFile('IMG_new.jpg', 1200, 800, 8)] },
    });

    expect(await screen.findByText('2 / 2 張完成', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('已在伺服器')).toBeInTheDocument();
    expect(sent).toEqual(['IMG_new.jpg']);
  });

  it('comes back to the album in the address after a reload, and lets the photographer choose another', async () => {
    loginAs({ photographerAuth: true });
    stubApi(commonAnswers);
    const { router } = renderApp('/uploadPhoto?activityId=7&coId=31', table);

    expect(await screen.findByText('上傳到：終點拱門', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByLabelText('相簿名稱')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '換一本相簿' }));
    expect(await screen.findByLabelText('相簿名稱')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('shows each file’s state under its name on a phone', async () => {
    atPhoneWidth();
    loginAs({ photographerAuth: true });
    fakeUploads();
    stubApi(commonAnswers);
    renderApp('/uploadPhoto2?coId=31', table);

    expect(await screen.findByText('上傳到：終點拱門', undefined, { timeout: 10_000 })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('選擇照片'), { target: { files: [jpegFile('IMG_9.jpg', 1200, 800, 9)] } });

    expect(await screen.findByText('1 / 1 張完成', undefined, { timeout: 10_000 })).toBeInTheDocument();
    const cell = screen.getByText('IMG_9.jpg').closest('.upload-queue-compact') as HTMLElement;
    expect(cell).toHaveTextContent('已上傳');
    expect(screen.queryByRole('columnheader', { name: '狀態' })).not.toBeInTheDocument();
  });

  it('drops another photographer’s id from the address', async () => {
    loginAs({ photographerAuth: true, userId: 1 });
    stubApi(commonAnswers);
    const { router } = renderApp('/uploadPhoto2/99', table);
    await screen.findByRole('heading', { name: '上傳照片：加入既有相簿' }, { timeout: 10_000 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/uploadPhoto2'));
    expect(await screen.findByLabelText('相簿')).toBeInTheDocument();
  });
});
