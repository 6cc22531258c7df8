import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as UploadModule from '../../../lib/upload.ts';
import { uploadForm } from '../../../lib/upload.ts';
import { envelope, loginAs, renderApp, stubApi } from '../../../testing/test-utils.tsx';
import { activityConfigOf } from '../testing/activity-config.ts';
import '../pages/activity-page.tsx';

// Following a selfie (decision 081) from the selfie search's results, and no offer to follow once
// the activity's follows have ended.

vi.mock('../../../lib/upload.ts', async (original) => ({
  ...(await original<typeof UploadModule>()),
  uploadForm: vi.fn(),
}));

const slow = { timeout: 5000 };
const SEARCH_ID = '0b7e4c1a-2f6d-4e8a-9c3b-5d1f0a2e6b7c';
const FOLLOWS_END = '2100-01-08T16:00:00.000Z';
const nothingFound = {
  searchId: SEARCH_ID,
  faceIndex: 0,
  faces: [{ x: 0.1, y: 0.1, width: 0.3, height: 0.3 }],
  totalCount: 0,
  items: [],
};

function activity(overrides: Record<string, unknown> = {}) {
  return stubApi((path) => {
    if (path.endsWith('/GetConfigByActivityId'))
      return envelope(activityConfigOf({ followsEndAt: FOLLOWS_END, ...overrides }));
    if (path.endsWith('/Follow/CreateSelfie')) return envelope({ state: 'pending' });
    if (path.endsWith('/Follow/CreateMineSelfie')) {
      return envelope({
        id: 1,
        activityId: 5,
        activityTitle: '臺北馬',
        kind: 'selfie',
        bib: '',
        createdAt: '',
        expiresAt: '',
      });
    }
    return undefined;
  });
}

/** A selfie searched on the activity page that found nobody yet. */
async function searchedNothing() {
  vi.mocked(uploadForm).mockResolvedValue(nothingFound as never);
  const user = userEvent.setup();
  renderApp('/activityevent/5');
  await user.upload(
    await screen.findByTestId('selfie-input', {}, slow),
    new File(['jpeg'], 'me.jpg', { type: 'image/jpeg' }),
  );
  await screen.findByText('沒有找到相符的照片，可以換一張更清楚的自拍，或改用號碼布搜尋。');
  return user;
}

const bodyOf = (fetchMock: ReturnType<typeof stubApi>, endpoint: string) => {
  const call = fetchMock.mock.calls.find(([url]) => String(url).includes(endpoint));
  return call && JSON.parse(String(call[1]?.body));
};

beforeEach(() => {
  vi.mocked(uploadForm).mockReset();
  URL.createObjectURL = vi.fn(() => 'blob:selfie');
  URL.revokeObjectURL = vi.fn();
});

describe('following a selfie from its results', { timeout: 20_000 }, () => {
  it('asks a guest for consent, which says what is kept until when, and an e-mail; then to confirm by mail', async () => {
    const fetchMock = activity();
    const user = await searchedNothing();
    const consent = screen.getByRole('checkbox', {
      name: '我同意：為了通知我，只保存這張自拍照的臉部特徵值（不保存照片），保存到 2100-01-09 追蹤結束為止，取消追蹤時立即刪除。',
    });
    await user.type(screen.getByLabelText('您的 E-mail'), 'runner@example.com');
    await user.click(screen.getByRole('button', { name: /以自拍照追蹤/ }));
    expect(await screen.findByText('請先勾選同意，才能以自拍照追蹤')).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/Follow/CreateSelfie')).toBeUndefined();

    await user.click(consent);
    await user.click(screen.getByRole('button', { name: /以自拍照追蹤/ }));
    expect(await screen.findByText('請到信箱確認。')).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/Follow/CreateSelfie')).toEqual({
      searchId: SEARCH_ID,
      faceIndex: 0,
      consent: true,
      email: 'runner@example.com',
    });
  });

  it('follows for a member with one click once agreed, without an e-mail', async () => {
    loginAs();
    const fetchMock = activity();
    const user = await searchedNothing();
    expect(screen.queryByLabelText('您的 E-mail')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: /以自拍照追蹤/ }));
    expect(await screen.findByText('已追蹤：有可能是您的新照片時會寄信通知您。')).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/Follow/CreateMineSelfie')).toEqual({ searchId: SEARCH_ID, faceIndex: 0, consent: true });
  });

  it('offers no follow, of a bib or a selfie, once the activity’s follows have ended', async () => {
    activity({ followsEndAt: '2026-01-01T00:00:00.000Z' });
    await searchedNothing();
    expect(screen.queryByRole('button', { name: /以自拍照追蹤/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /有新照片時通知我/ })).not.toBeInTheDocument();
    // The bib search is still there.
    expect(screen.getByRole('region', { name: '號碼布搜尋' })).toBeInTheDocument();
  });
});
