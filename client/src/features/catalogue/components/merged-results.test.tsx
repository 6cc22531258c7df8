import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type * as UploadModule from '../../../lib/upload.ts';
import { uploadForm } from '../../../lib/upload.ts';
import { i18n } from '../../../lib/i18n.ts';
import { cataloguePhoto, envelope, renderApp, stubApi } from '../../../testing/test-utils.tsx';
import { activityConfigOf } from '../testing/activity-config.ts';

// 合併結果 on the activity page: a selfie search and a bib merged, each photo tagged with how it was found.

vi.mock('../../../lib/upload.ts', async (original) => ({
  ...(await original<typeof UploadModule>()),
  uploadForm: vi.fn(),
}));

const API = '/api/services/app';
const SEARCH_ID = '0b7e4c1a-2f6d-4e8a-9c3b-5d1f0a2e6b7c';
const activityConfig = activityConfigOf();
const photo = (id: number) =>
  cataloguePhoto(id, {
    takenAt: '2026-11-01T08:00:00+08:00',
    albumName: '終點',
    cameraPoint: null,
    photographer: { id: 3, displayName: '阿光', avatarUrl: null },
  });
const bibMatch = { bib: '1234', confidence: 1, sources: ['photographer'] };
const merged = {
  totalCount: 4,
  items: [
    { ...photo(11), foundBy: 'both', bibMatch, distance: 0.3, similarity: 'high' },
    { ...photo(12), foundBy: 'bib', bibMatch, distance: null, similarity: null },
    { ...photo(13), foundBy: 'selfie', bibMatch: null, distance: 0.48, similarity: 'medium' },
    { ...photo(14), foundBy: 'bibFace', bibMatch: { ...bibMatch, confidence: 0 }, distance: null, similarity: null },
  ],
};
const selfieAnswer = { searchId: SEARCH_ID, faceIndex: 0, faces: [], totalCount: 0, items: [] };

beforeEach(() => {
  vi.mocked(uploadForm).mockReset();
  vi.mocked(uploadForm).mockResolvedValue(selfieAnswer as never);
  URL.createObjectURL = vi.fn(() => 'blob:selfie');
  URL.revokeObjectURL = vi.fn();
});

async function mergeBib(language: 'zh-TW' | 'en') {
  await i18n.changeLanguage(language);
  onTestFinished(async () => {
    await i18n.changeLanguage('zh-TW');
  });
  const asked: unknown[] = [];
  stubApi((path, init) => {
    if (path.endsWith('/GetConfigByActivityId')) return envelope(activityConfig);
    if (path === `${API}/PhotoGalleryConfigAppSerivce/SearchPhotos`) {
      asked.push(JSON.parse(String(init?.body)));
      return envelope(merged);
    }
    return undefined;
  });
  const user = userEvent.setup();
  renderApp('/activityevent/5');
  await user.type(await screen.findByRole('searchbox'), '1234');
  await user.upload(screen.getByTestId('selfie-input'), new File(['jpeg'], 'me.jpg', { type: 'image/jpeg' }));
  return { user, asked };
}

const tagsOf = () =>
  [...document.querySelectorAll('.merged-results [data-photo-id]')].map((tile) => [
    tile.getAttribute('data-photo-id'),
    within(tile as HTMLElement)
      .getAllByText((_, element) => element?.classList.contains('ant-tag') ?? false)
      .map((tag) => tag.textContent),
  ]);

describe('合併結果', () => {
  it('is offered once a selfie search is done, and shows one list tagged with how each photo was found', async () => {
    const { user, asked } = await mergeBib('zh-TW');
    await user.click(await screen.findByRole('button', { name: /合併結果/ }));
    expect(await screen.findByRole('heading', { name: '號碼布 1234 與自拍找到的照片' })).toBeInTheDocument();
    expect(await screen.findByText('共找到 4 張照片')).toBeInTheDocument();
    expect(asked).toEqual([{ activityId: 5, code: '1234', faceSearchId: SEARCH_ID, SkipCount: 0, MaxResultCount: 40 }]);
    expect(tagsOf()).toEqual([
      ['11', ['號碼布＋自拍', '相似度 高']],
      ['12', ['號碼布']],
      ['13', ['自拍', '相似度 中']],
      ['14', ['號碼布主人的臉']],
    ]);
    await user.click(screen.getByRole('button', { name: /關閉合併結果/ }));
    await waitFor(() => expect(document.querySelector('.merged-results')).not.toBeInTheDocument());
  }, 40_000);

  it('says the same in English', async () => {
    const { user } = await mergeBib('en');
    await user.click(await screen.findByRole('button', { name: /Merge results/ }));
    expect(await screen.findByText('4 photos found')).toBeInTheDocument();
    expect(tagsOf().map(([, tags]) => tags)).toEqual([
      ['By bib and selfie', 'Similarity: high'],
      ['By bib'],
      ['By selfie', 'Similarity: medium'],
      ["By the bib wearer's face"],
    ]);
  });

  it('is not offered before a selfie search', async () => {
    stubApi((path) => (path.endsWith('/GetConfigByActivityId') ? envelope(activityConfig) : undefined));
    renderApp('/activityevent/5');
    expect(await screen.findByRole('searchbox')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /合併結果/ })).not.toBeInTheDocument();
  });
});
