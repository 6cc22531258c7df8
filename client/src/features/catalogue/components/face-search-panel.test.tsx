import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as UploadModule from '../../../lib/upload.ts';
import { uploadForm, type UploadOptions } from '../../../lib/upload.ts';
import { cataloguePhoto, envelope, loginAs, renderApp, stubApi } from '../../../testing/test-utils.tsx';
import { activityConfigOf } from '../testing/activity-config.ts';

// The selfie results page: stages, the face used and another one, similarity, 不是我 and 移除我的臉.

vi.mock('../../../lib/upload.ts', async (original) => ({
  ...(await original<typeof UploadModule>()),
  uploadForm: vi.fn(),
}));

const API = '/api/services/app';
const SEARCH_ID = '0b7e4c1a-2f6d-4e8a-9c3b-5d1f0a2e6b7c';
const activityConfig = activityConfigOf();
const match = (id: number, similarity: 'high' | 'medium', distance: number) =>
  cataloguePhoto(id, {
    takenAt: '2026-11-01T08:00:00+08:00',
    albumName: '終點',
    cameraPoint: null,
    photographer: { id: 3, displayName: '阿光', avatarUrl: null },
    distance,
    similarity,
  });
const faces = [
  { x: 0.1, y: 0.2, width: 0.3, height: 0.4 },
  { x: 0.6, y: 0.2, width: 0.25, height: 0.35 },
];
const answer = (faceIndex: number, items: ReturnType<typeof match>[]) => ({
  searchId: SEARCH_ID,
  faceIndex,
  faces,
  totalCount: items.length,
  items,
});

/** The upload in flight: its progress can be reported and its answer given by the test. */
function pendingUpload() {
  const control: { progress?: (percent: number) => void; answer?: (result: unknown) => void } = {};
  vi.mocked(uploadForm).mockImplementation(
    (_path, _form, options: UploadOptions<never>) =>
      new Promise((resolve) => {
        control.progress = (percent) => options.onProgress?.({ loaded: percent, total: 100, percent });
        control.answer = resolve as (result: unknown) => void;
      }) as never,
  );
  return control;
}

async function chooseSelfie() {
  const user = userEvent.setup();
  renderApp('/activityevent/5');
  await user.upload(await screen.findByTestId('selfie-input'), new File(['jpeg'], 'me.jpg', { type: 'image/jpeg' }));
  return user;
}

beforeEach(() => {
  vi.mocked(uploadForm).mockReset();
  URL.createObjectURL = vi.fn(() => 'blob:selfie');
  URL.revokeObjectURL = vi.fn();
});

describe('selfie results', () => {
  it('shows the upload, then 辨識中 until the answer, then the face used and the photos best first with their similarity', async () => {
    stubApi((path) => (path.endsWith('/GetConfigByActivityId') ? envelope(activityConfig) : undefined));
    const upload = pendingUpload();
    await chooseSelfie();
    upload.progress!(40);
    expect(await screen.findByRole('progressbar', { name: '上傳中' })).toHaveAttribute('aria-valuenow', '40');
    upload.progress!(100);
    expect(await screen.findByRole('status')).toHaveTextContent('辨識中');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    upload.answer!(answer(0, [match(11, 'high', 0.3), match(12, 'medium', 0.48)]));

    expect(await screen.findByText('找到 2 張可能是你的照片')).toBeInTheDocument();
    expect(screen.queryByText('辨識中…')).not.toBeInTheDocument();
    const used = screen.getByRole('img', { name: '用來搜尋的臉' });
    expect(used.style.backgroundImage).toContain('blob:selfie');
    const tiles = document.querySelectorAll('[data-photo-id]');
    expect([...tiles].map((tile) => tile.getAttribute('data-photo-id'))).toEqual(['11', '12']);
    expect(within(tiles[0] as HTMLElement).getByText('相似度 高')).toBeInTheDocument();
    expect(within(tiles[1] as HTMLElement).getByText('相似度 中')).toBeInTheDocument();
    // Guests get neither 不是我 nor 移除我的臉.
    expect(screen.queryByRole('button', { name: '不是我' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /移除我的臉/ })).not.toBeInTheDocument();
  }, 40_000);

  it('searches for another face of the selfie without uploading it again', async () => {
    const asked: string[] = [];
    stubApi((path, init) => {
      if (path.endsWith('/GetConfigByActivityId')) return envelope(activityConfig);
      if (path === `${API}/FaceSearch/GetResult`) {
        asked.push(String(init?.method ?? 'GET'));
        return envelope(answer(1, [match(21, 'high', 0.2)]));
      }
      return undefined;
    });
    const upload = pendingUpload();
    const user = await chooseSelfie();
    upload.answer!(answer(0, [match(11, 'high', 0.3)]));
    const picker = await screen.findByRole('group', { name: '換一張臉搜尋：' });
    await user.click(within(picker).getByRole('button', { name: '第 2 張臉' }));
    await waitFor(() => expect(document.querySelector('[data-photo-id]')).toHaveAttribute('data-photo-id', '21'));
    expect(within(picker).getByRole('button', { name: '第 2 張臉' })).toHaveAttribute('aria-pressed', 'true');
    expect(uploadForm).toHaveBeenCalledTimes(1);
    expect(asked).toHaveLength(1);
  });

  it('lets a member say 不是我: the photo leaves the results', async () => {
    loginAs();
    let notMeBody: unknown;
    stubApi((path, init) => {
      if (path.endsWith('/GetConfigByActivityId')) return envelope(activityConfig);
      if (path === `${API}/FaceSearch/GetMyHidden`) return envelope({ totalCount: 0, items: [] });
      if (path === `${API}/FaceSearch/NotMe`) {
        notMeBody = JSON.parse(String(init?.body));
        return envelope({ photoId: 11 });
      }
      if (path === `${API}/FaceSearch/GetResult`) return envelope(answer(0, [match(12, 'medium', 0.48)]));
      return undefined;
    });
    const upload = pendingUpload();
    const user = await chooseSelfie();
    upload.answer!(answer(0, [match(11, 'high', 0.3), match(12, 'medium', 0.48)]));
    const first = (await screen.findAllByRole('button', { name: '不是我' }))[0]!;
    await user.click(first);
    await waitFor(() => expect(document.querySelectorAll('[data-photo-id]')).toHaveLength(1));
    expect(notMeBody).toEqual({ searchId: SEARCH_ID, photoId: 11 });
  });

  it('lets a member remove their face after a confirm that says what it does, and undo it', async () => {
    loginAs();
    let hidden = false;
    const undone: unknown[] = [];
    const request = { id: 7, activityId: 5, activityTitle: '馬拉松', faceCount: 3, createdAt: '2026-11-24T10:00:00Z' };
    stubApi((path, init) => {
      if (path.endsWith('/GetConfigByActivityId')) return envelope(activityConfig);
      if (path === `${API}/FaceSearch/GetMyHidden`)
        return envelope({ totalCount: 1, items: hidden ? [{ ...request, undoneAt: null }] : [] });
      if (path === `${API}/FaceSearch/GetResult`) return envelope(answer(0, []));
      if (path === `${API}/FaceSearch/UndoHideMe`) {
        undone.push(JSON.parse(String(init?.body)));
        hidden = false;
        return envelope({ restored: 3 });
      }
      return undefined;
    });
    const upload = pendingUpload();
    const user = await chooseSelfie();
    upload.answer!(answer(0, [match(11, 'high', 0.3)]));
    await user.click(await screen.findByRole('button', { name: /移除我的臉/ }));
    expect(await screen.findByText(/不再被任何人以人臉搜尋找到/)).toBeInTheDocument();
    vi.mocked(uploadForm).mockImplementation(async (path) => {
      expect(path).toBe(`${API}/FaceSearch/HideMe`);
      hidden = true;
      return { hidden: 3, requestId: 7 } as never;
    });
    await user.click(screen.getByRole('button', { name: '是，移除' }));
    expect(await screen.findByText('已移除 3 張照片中的臉')).toBeInTheDocument();
    expect(await screen.findByText('您已在這個活動移除 3 張臉')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '復原' }));
    await waitFor(() => expect(screen.queryByText('您已在這個活動移除 3 張臉')).not.toBeInTheDocument());
    // Undone, the page no longer says the faces were removed.
    expect(screen.queryByText('已移除 3 張照片中的臉')).not.toBeInTheDocument();
    expect(undone).toEqual([{ id: 7 }]);
  }, 40_000);
});
